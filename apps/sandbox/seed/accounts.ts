import { hashPassword, type PasswordCost } from '../src/areas/auth/passwords';
import { openNotificationSettings } from '../src/areas/notification-settings/settings';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import { DEMO_MERCHANTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, type DemoMerchant } from './constants';

export interface SeededAccounts {
  sellers: Record<DemoMerchant['key'], number>;
  users: Record<string, number>;
}

/** The three merchants and their users, each with its own salted hash of the demo password. */
export async function seedAccounts(
  db: Db,
  clock: Clock,
  passwordCost?: PasswordCost,
): Promise<SeededAccounts> {
  const now = clock.now().toISOString();
  const sellerRows = await insertRows(
    db,
    'sellers',
    [
      'document',
      'company_name',
      'fantasy_name',
      'banking_type',
      'is_active_for_tax',
      'block_reason',
      'created_at',
    ],
    DEMO_MERCHANTS.map((m) => [
      m.document,
      m.companyName,
      m.fantasyName,
      m.bankingType,
      m.isActiveForTax,
      m.blockReason,
      now,
    ]),
    'id, document',
  );
  const sellers = Object.fromEntries(
    DEMO_MERCHANTS.map((m) => [m.key, sellerRows.find((r) => r.document === m.document)!.id as number]),
  ) as SeededAccounts['sellers'];

  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, passwordCost)));
  const userRows = await insertRows(
    db,
    'users',
    [
      'seller_id',
      'email',
      'name',
      'password_hash',
      'profile',
      'banking_profile',
      'status',
      'totp_secret',
      'created_at',
    ],
    DEMO_USERS.map((u, i) => [
      sellers[u.merchant],
      u.email,
      u.name,
      hashes[i],
      u.profile,
      u.bankingProfile,
      'ACTIVE',
      u.twoFactor ? DEMO_TOTP_SECRET : null,
      now,
    ]),
    'id, email',
  );
  const users = Object.fromEntries(userRows.map((r) => [r.email as string, r.id as number]));
  for (const sellerId of Object.values(sellers)) await openNotificationSettings(db, sellerId);
  return { sellers, users };
}
