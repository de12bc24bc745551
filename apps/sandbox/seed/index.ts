import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { type SeededAccounts, seedAccounts } from './accounts';
import { seedLookups } from './lookups';
import { seedNotifications } from './notifications';
import { seedSellerSettings } from './sellers';

export type { SeededAccounts } from './accounts';
export * from './constants';

/**
 * The demo data, all in one transaction: a database is either fully seeded or not at all. Each area adds
 * its own `seed/<area>.ts` and one line here.
 */
export async function seed(db: Db, clock: Clock): Promise<SeededAccounts> {
  return db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx, clock);
    await seedSellerSettings(tx, clock, accounts);
    await seedNotifications(tx, clock, accounts);
    await seedLookups(tx);
    return accounts;
  });
}

/** True when the database has no seller yet (a fresh database, or one just reset). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sellers');
  return (row?.n ?? 0) === 0;
}
