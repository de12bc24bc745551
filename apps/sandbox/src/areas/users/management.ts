import type { core } from '@balcao/client';
import {
  bankingStatusFor,
  checkNewUser,
  checkUserEdit,
  isAcquiringProfile,
  isBankingProfile,
  type ProfileOption,
  profileOptions,
  USER_MESSAGES,
  type UserFormResult,
  type UserStatus,
} from '@balcao/domain/access';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, notFound, ValidationErrors } from '../../errors';
import { issuePasswordLink } from '../auth/password-links';
import { endAccessTokens, revokeUserSessions } from '../auth/session';
import { normalizeEmail } from '../auth/user-records';
import { countAttempt, INVITATION_PER_ADDRESS, INVITATION_PER_EMAIL } from '../shared/attempts';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { sendEmail } from '../shared/outbox';
import { queryPage } from '../shared/page';

/** An invitation lasts longer than a reset link: the invited person may read the e-mail days later. */

type Schemas = core.components['schemas'];
export type SellerUser = Schemas['User'];

export type SellerUserPage = Schemas['UserPage'];

function valid<T>(result: UserFormResult<T>): T {
  if (!result.success) throw new ValidationErrors(result.messages);
  return result.output;
}

const bankingUnavailable = () =>
  new HttpError(
    400,
    'BANKING_PROFILE_UNAVAILABLE',
    'Perfis de banking só podem ser atribuídos com a conta PJ ativa.',
  );

const ownUser = (description: string) => new HttpError(409, 'OWN_USER', description);

interface UserRow {
  id: number;
  email: string;
  profile: string | null;
  banking_profile: string | null;
  status: UserStatus;
  created_at: Date;
}

const COLUMNS = 'id, email, profile, banking_profile, status, created_at';

function toSellerUser(row: UserRow): SellerUser {
  return {
    id: row.id,
    email: row.email,
    profile: row.profile && isAcquiringProfile(row.profile) ? row.profile : null,
    bankingProfile: row.banking_profile && isBankingProfile(row.banking_profile) ? row.banking_profile : null,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A live user of the caller's seller; another seller's user, or a deleted one, is not found. */
async function findOwnUser(db: Db, caller: Caller, id: number, lock = false): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1 AND seller_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound('Usuário não encontrado.');
  return row;
}

const SORTS: Record<string, string> = {
  'email,ASC': 'email ASC, id ASC',
  'email,DESC': 'email DESC, id DESC',
  'createdAt,ASC': 'created_at ASC, id ASC',
  'createdAt,DESC': 'created_at DESC, id DESC',
};

export async function listSellerUsers(
  db: Db,
  _clock: Clock,
  caller: Caller,
  query: ContractQuery<core.operations['listUsers']>,
): Promise<SellerUserPage> {
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const order = SORTS[query.sort ?? 'email,ASC'] ?? 'email ASC, id ASC';
  return queryPage(
    db,
    {
      select: COLUMNS,
      from: 'users',
      where: 'seller_id = $1 AND deleted_at IS NULL',
      params: [caller.sellerId],
      orderBy: order,
      page,
      size,
    },
    toSellerUser,
  );
}

export async function getSellerUser(db: Db, _clock: Clock, caller: Caller, id: number): Promise<SellerUser> {
  return toSellerUser(await findOwnUser(db, caller, id));
}

/**
 * §6: banking profiles are offered only while the banking account is ACTIVE, which the common
 * document (§3.1) reads from the session: the caller holds banking roles.
 */
export async function assignableProfiles(_db: Db, _clock: Clock, caller: Caller): Promise<ProfileOption[]> {
  return profileOptions(bankingStatusFor(caller.bankingRoles));
}

export type NewSellerUser = Schemas['CreateUserRequest'] & {
  /** Where the back-office is served: the invitation links to its password page. */
  appUrl: string;
  /** The inviting caller's peer address, for the per-address invitation limit. */
  peerAddress: string;
};

/**
 * Invites a user: CREATED, with a single-use link to `/redefinir-senha/{token}` (the password-reset
 * page and token table) that sets the password and makes the user ACTIVE.
 */
export async function createSellerUser(
  db: Db,
  clock: Clock & RealTime,
  caller: Caller,
  input: NewSellerUser,
): Promise<SellerUser> {
  const user = valid(
    checkNewUser({
      email: input.email,
      profile: input.profile ?? '',
      bankingProfile: input.bankingProfile ?? '',
    }),
  );
  if (user.bankingProfile && bankingStatusFor(caller.bankingRoles) !== 'ACTIVE') throw bankingUnavailable();
  const email = normalizeEmail(user.email);
  const [taken] = await db.query('SELECT 1 FROM users WHERE email = $1 AND deleted_at IS NULL', [email]);
  if (taken) throw new HttpError(409, 'EMAIL_IN_USE', 'Já existe um usuário com este e-mail.');
  await countAttempt(db, clock, INVITATION_PER_ADDRESS, input.peerAddress);
  await countAttempt(db, clock, INVITATION_PER_EMAIL, email);

  const now = clock.now();
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (seller_id, email, name, profile, banking_profile, status, created_at)
     VALUES ($1, $2, '', $3, $4, 'CREATED', $5) RETURNING ${COLUMNS}`,
    [caller.sellerId, email, user.profile || null, user.bankingProfile || null, now.toISOString()],
  );
  const created = toSellerUser(row!);

  const link = await issuePasswordLink(db, clock, {
    userId: created.id,
    purpose: 'INVITE',
    appUrl: input.appUrl,
  });
  const [seller] = await db.query<{ company_name: string; fantasy_name: string | null }>(
    'SELECT company_name, fantasy_name FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  await sendEmail(db, clock, {
    to: email,
    subject: 'Convite para acessar o Balcão',
    body: [
      'Olá,',
      '',
      `${seller?.fantasy_name || seller?.company_name} convidou você para acessar o Balcão com o e-mail ${email}.`,
      `Para criar sua senha e ativar o acesso, acesse: ${link}`,
      '',
      'O link vale por 7 dias e pode ser usado uma única vez.',
      'Se ele expirar, use "Esqueci minha senha" na tela de entrada ou peça um novo convite ao administrador.',
    ].join('\n'),
  });
  return created;
}

export type SellerUserChanges = Schemas['UpdateUserRequest'];

/**
 * Profiles and status. The roles follow at the user's next sign-in or refresh (they are read from
 * the profiles then); BLOCKED and INACTIVE end the user's sessions at once.
 */
export async function updateSellerUser(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  changes: SellerUserChanges,
): Promise<SellerUser> {
  const current = toSellerUser(await findOwnUser(db, caller, id, true));
  if (current.status === 'CREATED') {
    throw new HttpError(409, 'USER_NOT_EDITABLE', USER_MESSAGES.notEditable);
  }
  const next = valid(
    checkUserEdit({
      profile: (changes.profile === undefined ? current.profile : changes.profile) ?? '',
      bankingProfile:
        (changes.bankingProfile === undefined ? current.bankingProfile : changes.bankingProfile) ?? '',
      status: changes.status ?? current.status,
    }),
  );
  const bankingChanged = (next.bankingProfile || null) !== current.bankingProfile;
  if (bankingChanged && bankingStatusFor(caller.bankingRoles) !== 'ACTIVE') throw bankingUnavailable();
  if (current.id === caller.userId && next.status !== current.status) {
    throw ownUser(USER_MESSAGES.ownStatus);
  }
  const [row] = await db.query<UserRow>(
    `UPDATE users SET profile = $2, banking_profile = $3, status = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, next.profile || null, next.bankingProfile || null, next.status],
  );
  if (next.status !== 'ACTIVE') await revokeUserSessions(db, clock, id);
  // New roles reach the user at their next refresh; the tokens holding the old ones end now.
  else if ((next.profile || null) !== current.profile || bankingChanged) await endAccessTokens(db, id);
  return toSellerUser(row!);
}

/**
 * Deletes a user, an invitation not yet accepted included. The row stays (sessions and tokens point
 * at it) but is gone from every list and sign-in, its sessions and links end, and its e-mail is free.
 */
export async function deleteSellerUser(db: Db, clock: Clock, caller: Caller, id: number): Promise<void> {
  const user = await findOwnUser(db, caller, id, true);
  if (user.id === caller.userId) throw ownUser('Você não pode excluir o seu próprio usuário.');
  const now = clock.now().toISOString();
  await db.query(`UPDATE users SET deleted_at = $2, status = 'INACTIVE' WHERE id = $1`, [id, now]);
  await db.query('UPDATE password_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [id, now]);
  await revokeUserSessions(db, clock, id);
}
