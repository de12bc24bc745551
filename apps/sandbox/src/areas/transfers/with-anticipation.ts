import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { hasAnyRole, hasFeature } from '@balcao/domain/access';
import { type ApiDate, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import {
  ANTICIPATION_MESSAGES,
  anticipationCreditDate,
  combinedWithdrawalPreview,
  combinedWithdrawalSlices,
  fraudWithdrawalPreview,
  quoteAnticipation,
  WITHDRAWAL_OVER_BALANCE_MESSAGE,
} from '@balcao/domain/financial';
import { nextBankingDay } from '@balcao/domain/ledger';
import { centsToReais, formatBRL, reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { anticipableReceivables, anticipationSettings } from '../anticipations/receivables';
import { balances } from '../ledger/balances';
import { type LedgerEntry, LedgerError, post } from '../ledger/post';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { COLUMNS, type TransferRow, toTransfer } from './model';

type Transfer = banking.components['schemas']['Transfer'];
type WithdrawalPreview = banking.components['schemas']['WithdrawalPreview'];

export const BALANCE_TO_RELEASE_MESSAGES = {
  pjAccount: 'Quem recebe na conta PJ não inclui o saldo a liberar no repasse.',
  notFound: 'Antecipação não encontrada.',
  executed: 'Esta antecipação já foi executada: o valor dela já está no saldo disponível.',
  used: 'Esta antecipação já foi usada em outro repasse.',
} as const;

/**
 * §6 'Include balance to release': SELLER_ADMIN or SELLER_ANTICIPATION with view_balance_anticipation,
 * for a seller that does not bank with the provider's PJ account and has on-demand anticipation on.
 * Answers whether the anti-fraud flagged the seller (§9).
 */
async function requireBalanceToRelease(db: Db, clock: Clock, caller: Caller): Promise<{ fraud: boolean }> {
  const features = await featureToggles(db, clock, caller);
  if (
    !hasAnyRole(caller.roles, ['SELLER_ADMIN', 'SELLER_ANTICIPATION']) ||
    !hasFeature(features, 'view_balance_anticipation')
  )
    throw forbidden();
  const [seller] = await db.query<{ banking_type: string | null; fraud_flagged: boolean }>(
    'SELECT banking_type, fraud_flagged FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  if (seller?.banking_type === 'PJ')
    throw new HttpError(409, 'BALANCE_TO_RELEASE_UNAVAILABLE', BALANCE_TO_RELEASE_MESSAGES.pjAccount);
  if (!(await anticipationSettings(db, caller.sellerId)).onDemandEnabled)
    throw new HttpError(409, 'ANTICIPATION_DISABLED', ANTICIPATION_MESSAGES.disabled);
  return { fraud: seller?.fraud_flagged ?? false };
}

/**
 * GET /sellers/transfers/preview: what the dialog shows before 'Sacar', computed by the rules the request
 * will apply (the anticipation's quote for the net the available balance lacks, the anti-fraud fee). A read.
 */
export async function previewWithdrawal(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['previewWithdrawal']>,
): Promise<WithdrawalPreview> {
  const { fraud } = await requireBalanceToRelease(db, clock, caller);
  const totalCents = reaisToCentsExact(query.requestedAmount);
  const now = clock.now();
  const today = businessToday(now);
  const availableCents = (await balances(db, caller.sellerId, today, ['ACQUIRING'])).ACQUIRING.availableCents;
  const executionDate = anticipationCreditDate(now);
  const settings = await anticipationSettings(db, caller.sellerId);
  const receivables =
    query.useAnticipationAmount === false
      ? []
      : await anticipableReceivables(db, caller.sellerId, executionDate, today);
  const max = quoteAnticipation(receivables, executionDate, settings.monthlyRateBps, Number.MAX_SAFE_INTEGER);
  const maxCents = Math.max(0, availableCents) + max.netCents;
  if (totalCents > maxCents)
    throw badRequest(
      `O total passa do disponível somado ao saldo a liberar (máximo ${formatBRL(maxCents)}).`,
      'ABOVE_MAXIMUM',
    );
  const need = Math.max(0, totalCents - Math.max(0, availableCents));
  const quote = quoteAnticipation(receivables, executionDate, settings.monthlyRateBps, need);
  const preview = combinedWithdrawalPreview({
    totalCents,
    availableCents,
    anticipationFeeCents: quote.feeCents,
    fraudFlagged: fraud,
  });
  return {
    totalRedeem: centsToReais(preview.totalRedeemCents),
    anticipationTax: centsToReais(preview.anticipationTaxCents),
    amountToReceive: centsToReais(preview.amountToReceiveCents),
    anticipatedAmount: centsToReais(preview.anticipatedCents),
    anticipationFee: centsToReais(preview.anticipationFeeCents),
    fraudFee: centsToReais(preview.fraudFeeCents),
    isFraud: fraud,
    maxAmount: centsToReais(maxCents),
  };
}

/** One slice of the withdrawal on the ledger: the payout into transit, or the anti-fraud fee as revenue. */
function sliceEntry(
  caller: Caller,
  now: Date,
  transferId: string,
  slice: { day: ApiDate; suffix: string; cents: number; fee: boolean },
): LedgerEntry {
  return {
    sellerId: caller.sellerId,
    kind: 'TRANSFER',
    effectiveDate: slice.day,
    createdAt: now,
    reference: { type: 'TRANSFER', id: transferId },
    idempotencyKey: `transfer:${transferId}${slice.suffix}`,
    description: slice.fee ? 'Taxa antifraude do repasse (10%)' : 'Solicitação de repasse',
    operation: 'REPASSE',
    ...(slice.fee ? { statementType: 'DEBIT' as const } : {}),
    postings: [
      { account: 'ACQUIRING', amountCents: -slice.cents },
      { account: slice.fee ? 'FEES_REVENUE' : 'TRANSFERS_IN_TRANSIT', amountCents: slice.cents },
    ],
  };
}

/**
 * POST /sellers/transfers with `anticipationId` (§4.1: the transfer sent a second after the anticipation).
 * The anticipation's credit exists only from its execution day, so the part of the total it covers leaves
 * the balance on that day and the rest leaves today's available balance; the ledger's guard refuses the
 * whole request if any day would go below zero. The anticipation row is locked and may serve one transfer
 * (a unique index backs it), so its credit is never withdrawn twice. A flagged seller's 10% goes to the
 * provider's fee revenue in the same transaction; `amount` on the row is what reaches the seller.
 */
export async function requestTransferWithAnticipation(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: { totalCents: number; anticipationId: string },
): Promise<Transfer> {
  const { fraud } = await requireBalanceToRelease(db, clock, caller);
  const [anticipation] = await db.query<{ status: string; day: string; net: string }>(
    `SELECT status, anticipation_date::text AS day, (gross_cents - fee_cents)::text AS net
       FROM anticipations WHERE id = $1 AND seller_id = $2 FOR UPDATE`,
    [input.anticipationId, caller.sellerId],
  );
  if (!anticipation) throw notFound(BALANCE_TO_RELEASE_MESSAGES.notFound);
  if (anticipation.status !== 'REQUESTED')
    throw new HttpError(409, 'ANTICIPATION_EXECUTED', BALANCE_TO_RELEASE_MESSAGES.executed);
  const [used] = await db.query('SELECT 1 FROM transfers WHERE anticipation_id = $1', [input.anticipationId]);
  if (used) throw new HttpError(409, 'ANTICIPATION_ALREADY_USED', BALANCE_TO_RELEASE_MESSAGES.used);

  const now = clock.now();
  const today = businessToday(now);
  const nextDay = nextBankingDay(today);
  // Executed when its money is there: the anticipation's day is the next banking day too.
  const scheduledDate = [nextDay, anticipation.day].sort()[1]!;
  const feeCents = fraud ? fraudWithdrawalPreview(input.totalCents).anticipationTaxCents : 0;
  const slices = combinedWithdrawalSlices({
    totalCents: input.totalCents,
    feeCents,
    anticipatedNetCents: Number(anticipation.net),
  });
  const id = randomUUID();
  const [row] = await db.query<TransferRow>(
    `INSERT INTO transfers (id, seller_id, amount_cents, fee_cents, anticipation_id, requested_at, requested_by,
                            scheduled_date, destination, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'EXTERNAL', 'PENDING') RETURNING ${COLUMNS}`,
    [
      id,
      caller.sellerId,
      input.totalCents - feeCents,
      feeCents,
      input.anticipationId,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
      scheduledDate,
    ],
  );
  const parts = [
    { day: today, suffix: '', cents: slices.today.payoutCents, fee: false },
    { day: today, suffix: ':fee', cents: slices.today.feeCents, fee: true },
    { day: anticipation.day, suffix: ':anticipated', cents: slices.anticipationDay.payoutCents, fee: false },
    { day: anticipation.day, suffix: ':anticipated:fee', cents: slices.anticipationDay.feeCents, fee: true },
  ];
  try {
    for (const part of parts) if (part.cents > 0) await post(db, sliceEntry(caller, now, id, part));
  } catch (error) {
    if (error instanceof LedgerError && error.refusal === 'INSUFFICIENT_BALANCE')
      throw badRequest(WITHDRAWAL_OVER_BALANCE_MESSAGE, 'INSUFFICIENT_BALANCE');
    throw error;
  }
  await wakeJob(db, JOB_KINDS.transferExecution, startOfBusinessDay(scheduledDate));
  return toTransfer(row!);
}
