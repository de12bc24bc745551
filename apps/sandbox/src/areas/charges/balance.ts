import { loadsBalance } from '@balcao/domain/dashboard';
import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { reais } from '../../db/money';
import { forbidden } from '../../errors';
import { balances } from '../ledger/balances';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';

/**
 * GET /sellers/balance: the dashboard's card, the acquiring account of the ledger as GET /banking/redeems
 * reads it (sales net of fees, refunds, chargebacks, withdrawals, anticipations): what is effective by
 * today (sandbox clock, São Paulo day) is available, what is effective later is still to release.
 */
export async function sellerBalance(db: Db, clock: Clock, caller: Caller) {
  const features = await featureToggles(db, clock, caller);
  if (!loadsBalance({ roles: [...caller.roles, ...caller.bankingRoles], features })) throw forbidden();
  const { ACQUIRING } = await balances(db, caller.sellerId, businessToday(clock.now()), ['ACQUIRING']);
  return {
    totalAmount: reais(ACQUIRING.totalCents),
    amount: reais(ACQUIRING.availableCents),
    provisionedAmount: reais(ACQUIRING.toReleaseCents),
  };
}
