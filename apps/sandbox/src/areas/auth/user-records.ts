import {
  isAcquiringProfile,
  isBankingProfile,
  normalizeRoles,
  rolesForBankingProfile,
  rolesForProfile,
} from '@balcao/domain/access';
import type { BankAccountStatus } from '@balcao/domain/bank-account';
import type { Db } from '../../db/db';

export type UserStatus = 'CREATED' | 'ACTIVE' | 'INACTIVE' | 'BLOCKED';

/** A user with the seller fields that a session answer carries. */
export interface UserRecord {
  id: number;
  sellerId: number;
  email: string;
  passwordHash: string | null;
  profile: string | null;
  bankingProfile: string | null;
  status: UserStatus;
  totpSecret: string | null;
  totpLastStep: number | null;
  /** Access tokens issued under an older version are refused (see `endAccessTokens`). */
  sessionVersion: number;
  seller: {
    document: string;
    companyName: string;
    fantasyName: string | null;
    mixedInstallment: boolean;
    isActiveForTax: boolean;
    bankingType: 'PJ' | 'PF' | null;
    /** The business bank account's status (no row: INACTIVE), read with the user for the session answer. */
    bankingStatus: BankAccountStatus;
  };
}

const SELECT_USER = `
  SELECT u.id, u.seller_id, u.email, u.password_hash, u.profile, u.banking_profile, u.status,
         u.totp_secret, u.totp_last_step, u.session_version, s.document, s.company_name, s.fantasy_name,
         s.mixed_installment, s.is_active_for_tax, s.banking_type,
         coalesce(b.status, 'INACTIVE') AS banking_status
    FROM users u JOIN sellers s ON s.id = u.seller_id LEFT JOIN bank_accounts b ON b.seller_id = s.id`;

interface UserRow {
  id: number;
  seller_id: number;
  email: string;
  password_hash: string | null;
  profile: string | null;
  banking_profile: string | null;
  status: UserStatus;
  totp_secret: string | null;
  totp_last_step: number | null;
  session_version: number;
  document: string;
  company_name: string;
  fantasy_name: string | null;
  mixed_installment: boolean;
  is_active_for_tax: boolean;
  banking_type: 'PJ' | 'PF' | null;
  banking_status: BankAccountStatus;
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    sellerId: row.seller_id,
    email: row.email,
    passwordHash: row.password_hash,
    profile: row.profile,
    bankingProfile: row.banking_profile,
    status: row.status,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    sessionVersion: row.session_version,
    seller: {
      document: row.document,
      companyName: row.company_name,
      fantasyName: row.fantasy_name,
      mixedInstallment: row.mixed_installment,
      isActiveForTax: row.is_active_for_tax,
      bankingType: row.banking_type,
      bankingStatus: row.banking_status,
    },
  };
}

/** E-mails are kept and compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  // A deleted user keeps its row, but its e-mail may belong to someone invited since.
  const rows = await db.query<UserRow>(`${SELECT_USER} WHERE u.email = $1 AND u.deleted_at IS NULL`, [
    normalizeEmail(email),
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const rows = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** What every authenticated request checks about its user. */
export interface SessionUser {
  id: number;
  sellerId: number;
  email: string;
  status: UserStatus;
  sessionVersion: number;
}

/**
 * The session fields of a user (null when there is none) and, in the same round trip, the value of
 * `alongside`, a scalar subquery (the sandbox clock, which a request on a shared server must read too).
 */
export async function findSessionUser(
  db: Db,
  id: number,
  alongside = 'NULL',
): Promise<{ user: SessionUser | null; alongside: unknown }> {
  const [row] = await db.query<{
    alongside: unknown;
    id: number | null;
    seller_id: number;
    email: string;
    status: UserStatus;
    session_version: number;
  }>(
    `SELECT ${alongside} AS alongside, u.id, u.seller_id, u.email, u.status, u.session_version
       FROM (SELECT 1) AS one LEFT JOIN users u ON u.id = $1`,
    [id],
  );
  const user =
    row?.id != null
      ? {
          id: row.id,
          sellerId: row.seller_id,
          email: row.email,
          status: row.status,
          sessionVersion: row.session_version,
        }
      : null;
  return { user, alongside: row?.alongside ?? null };
}

/**
 * The roles the user's profiles grant right now, read from the domain's profile tables; a profile
 * change therefore reaches the session at the next sign-in or refresh.
 */
export function rolesOf(user: Pick<UserRecord, 'profile' | 'bankingProfile'>): {
  roles: string[];
  bankingRoles: string[];
} {
  const roles = user.profile && isAcquiringProfile(user.profile) ? rolesForProfile(user.profile) : [];
  const bankingRoles =
    user.bankingProfile && isBankingProfile(user.bankingProfile)
      ? rolesForBankingProfile(user.bankingProfile)
      : [];
  return { roles: normalizeRoles(roles), bankingRoles: normalizeRoles(bankingRoles) };
}
