import { businessToday, loadsBalance } from '@balcao/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { forbidden } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import { cents, reais } from './model';

/**
 * GET /sellers/balance: the seller's acquiring balance, summed in SQL over the statement lines of its
 * charges (money moves only as those rows: credits net of the fee, refunds and chargebacks negative).
 * A line whose execution date has come (sandbox clock, São Paulo day) is available; a later one is
 * still to release. Withdrawals belong to the banking area and do not exist in the sandbox yet.
 */
export async function sellerBalance(db: Db, clock: Clock, caller: Caller) {
  const features = await featureToggles(db, clock, caller);
  if (!loadsBalance({ roles: [...caller.roles, ...caller.bankingRoles], features })) throw forbidden();
  const [row] = await db.query<{ released: string; provisioned: string }>(
    `SELECT coalesce(sum(amount_cents) FILTER (WHERE execution_date <= $2::date), 0)::text AS released,
            coalesce(sum(amount_cents) FILTER (WHERE execution_date > $2::date), 0)::text AS provisioned
       FROM charge_statement_lines WHERE seller_id = $1`,
    [caller.sellerId, businessToday(clock.now())],
  );
  const released = cents(row?.released ?? 0);
  const provisioned = cents(row?.provisioned ?? 0);
  return {
    totalAmount: reais(released + provisioned),
    amount: reais(released),
    provisionedAmount: reais(provisioned),
  };
}
