import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertScaleCharges } from './charges-scale';
import { seedCustomers } from './customers';
import { insertScaleLinks } from './payment-links';

/** `--scale N` adds one customer per this many charges (1,000,000 charges: 10,000 more customers). */
export const SCALE_CHARGES_PER_CUSTOMER = 100;
/** Charges per statement and per progress line. */
const CHARGE_STEP = 100_000;
const CUSTOMER_STEP = 1_000;

export const scaleCustomerCount = (charges: number) => Math.ceil(charges / SCALE_CHARGES_PER_CUSTOMER);

/**
 * Adds `charges` charges, `charges / 100` customers and as many payment links to one seller, on top of the demo seed, with a
 * progress line per step. Runs only right after the seed (see `prepareDatabase`): a restart never adds
 * them twice. Random CPFs may repeat over tens of thousands of customers, so a block of customers that
 * hits the seller's unique document is drawn again with another seed (a failed INSERT writes nothing).
 */
export async function seedScale(
  db: Db,
  clock: Clock,
  sellerId: number,
  charges: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const customers = scaleCustomerCount(charges);
  const now = clock.now();
  for (let done = 0, block = 0; done < customers; block++) {
    const size = Math.min(CUSTOMER_STEP, customers - done);
    try {
      await seedCustomers(db, sellerId, size, { seed: 90_000 + block, now });
      done += size;
      log(`  clientes: ${done.toLocaleString('pt-BR')} de ${customers.toLocaleString('pt-BR')}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }
  const today = businessToday(now);
  for (let done = 0; done < charges; ) {
    const size = Math.min(CHARGE_STEP, charges - done);
    await insertScaleCharges(db, sellerId, size, today);
    done += size;
    log(`  cobranças: ${done.toLocaleString('pt-BR')} de ${charges.toLocaleString('pt-BR')}`);
  }
  await insertScaleLinks(db, sellerId, customers, now);
  log(`  links de pagamento: ${customers.toLocaleString('pt-BR')}`);
  // Fresh statistics, or the planner would read a million rows as the few thousand of the seed.
  await db.exec('ANALYZE');
}
