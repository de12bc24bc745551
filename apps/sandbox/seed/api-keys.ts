import { newSecret } from '../src/areas/api-keys/secrets';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';
import { DEMO_DOMAIN } from './constants';

const DAY_MS = 86_400_000;

/**
 * Two keys of the demo merchant, one in use and one switched off, so that /integracao shows both states.
 * Only their hashes are kept, as for any key: their secrets are drawn and forgotten here (a script that
 * wants a key creates one, on the screen or with `POST /seller-api-tokens`).
 */
export async function seedApiKeys(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().getTime();
  const admin = accounts.users[`admin@${DEMO_DOMAIN}`];
  if (admin === undefined)
    throw new Error('O seed de chaves de API precisa do administrador da Loja Exemplo.');
  const keys = [
    {
      id: 'a7e10000-0000-4000-8000-000000000001',
      title: 'ERP da loja',
      active: true,
      ageDays: 60,
      usedHoursAgo: 2,
    },
    {
      id: 'a7e10000-0000-4000-8000-000000000002',
      title: 'Integração antiga',
      active: false,
      ageDays: 200,
      usedHoursAgo: 24 * 45,
    },
  ];
  for (const key of keys) {
    const secret = newSecret();
    const created = new Date(now - key.ageDays * DAY_MS).toISOString();
    await db.query(
      `INSERT INTO api_keys (id, seller_id, title, token_hash, prefix, active, created_by, created_at, updated_at,
                             last_used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
      [
        key.id,
        accounts.sellers.demo,
        key.title,
        secret.hash,
        secret.prefix,
        key.active,
        admin,
        created,
        new Date(now - key.usedHoursAgo * 3_600_000).toISOString(),
      ],
    );
  }
}
