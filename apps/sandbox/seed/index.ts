import type { PasswordCost } from '../src/areas/auth/passwords';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { type SeededAccounts, seedAccounts } from './accounts';
import { seedAnticipations } from './anticipations';
import { seedApiKeys } from './api-keys';
import { seedBankAccounts } from './bank-accounts';
import { seedCards } from './cards';
import { seedChargeActions } from './charge-actions';
import { seedCharges } from './charges';
import { seedCheckouts } from './checkouts';
import { seedDemoCustomers } from './customers';
import { seedFinancial } from './financial';
import { seedInvoices } from './invoices';
import { seedLookups } from './lookups';
import { seedNotificationSettings } from './notification-settings';
import { seedNotifications } from './notifications';
import { seedPayables } from './payables';
import { seedPaymentLinks } from './payment-links';
import { seedPixKeys } from './pix-keys';
import { seedSellerSettings } from './sellers';
import { seedSubSellers } from './sub-sellers';
import { seedSubscriptions } from './subscriptions';
import { seedTreasury } from './treasury';
import { seedStaffUsers } from './users';
import { seedWebhooks } from './webhooks';

export type { SeededAccounts } from './accounts';
export * from './constants';

export interface SeedOptions {
  /** The scrypt cost of the demo users' passwords: the production one unless a test database asks less. */
  passwordCost?: PasswordCost | undefined;
}

/**
 * The demo data, all in one transaction: a database is either fully seeded or not at all. Each area adds
 * its own `seed/<area>.ts` and one line here.
 */
export async function seed(db: Db, clock: Clock, options: SeedOptions = {}): Promise<SeededAccounts> {
  return db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx, clock, options.passwordCost);
    await seedStaffUsers(tx, clock, accounts, options.passwordCost);
    await seedSellerSettings(tx, clock, accounts);
    await seedBankAccounts(tx, clock, accounts);
    await seedPixKeys(tx, clock, accounts);
    await seedNotifications(tx, clock, accounts);
    await seedLookups(tx);
    await seedDemoCustomers(tx, clock, accounts);
    await seedSubSellers(tx, clock, accounts);
    await seedCharges(tx, clock, accounts);
    await seedInvoices(tx, clock, accounts);
    await seedChargeActions(tx, clock, accounts);
    await seedSubscriptions(tx, clock, accounts);
    await seedCheckouts(tx, clock, accounts);
    await seedPaymentLinks(tx, clock, accounts);
    // Last: the reminders already sent are those of the charges seeded above.
    await seedNotificationSettings(tx, clock, accounts);
    await seedApiKeys(tx, clock, accounts);
    await seedWebhooks(tx, clock, accounts);
    // After every seed that pays, refunds or charges back: the ledger holds their money.
    await seedFinancial(tx, clock, accounts);
    // After the ledger has the sales: what the seller anticipated came out of them.
    await seedAnticipations(tx, clock, accounts);
    // The card issuer's six months of purchases and invoices (their money on the ledger's CARD_CREDIT).
    await seedCards(tx, clock, accounts);
    // The treasury's DI history and two applications, invested from the checking account filled above.
    await seedTreasury(tx, clock, accounts);
    // Accounts payable: the paid ones leave the checking account filled above.
    await seedPayables(tx, clock, accounts);
    return accounts;
  });
}

/** True when the database has no seller yet (a fresh database, or one just reset). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sellers');
  return (row?.n ?? 0) === 0;
}
