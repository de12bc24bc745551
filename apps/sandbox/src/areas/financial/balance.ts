import type { banking } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { isWithdrawalBlocked } from '@balcao/domain/financial';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { anticipationLimit } from '../anticipations/receivables';
import { balances } from '../ledger/balances';
import type { Caller } from '../shared/caller';
import { requireFinance } from './access';

type FinancialBalance = banking.components['schemas']['FinancialBalance'];

/**
 * GET /redeems: the acquiring account of the ledger split by effective date against the sandbox's São
 * Paulo today. What may be anticipated is the anticipation's own maximum, net of its fee (the receivables
 * of later days, less what earlier anticipations took or will credit), so the card and the modal's
 * simulation say the same amount. A read: nothing is opened or written.
 */
export async function financialBalance(db: Db, clock: Clock, caller: Caller): Promise<FinancialBalance> {
  await requireFinance(db, clock, caller);
  const now = clock.now();
  const today = businessToday(now);
  const { ACQUIRING: acquiring } = await balances(db, caller.sellerId, today, ['ACQUIRING']);
  const [seller] = await db.query<{ banking_type: 'PJ' | 'PF' | null; on_demand_anticipation: boolean }>(
    'SELECT banking_type, on_demand_anticipation FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  const onDemand = seller?.on_demand_anticipation ?? false;
  const anticipable = onDemand ? (await anticipationLimit(db, caller.sellerId, now)).netCents : 0;
  return {
    totalAmount: centsToReais(acquiring.totalCents),
    amount: centsToReais(acquiring.availableCents),
    provisionedAmount: centsToReais(acquiring.toReleaseCents),
    notFormattedAmount: centsToReais(acquiring.availableCents),
    bankingType: seller?.banking_type ?? null,
    onDemandNetAmount: centsToReais(anticipable),
    isOnDemandEnabled: onDemand,
    withdrawalBlocked: isWithdrawalBlocked(now),
    serverTime: now.toISOString(),
  };
}
