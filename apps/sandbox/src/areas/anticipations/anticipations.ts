import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { hasFeature } from '@balcao/domain/access';
import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import {
  ANTICIPATION_MESSAGES,
  type AnticipationQuote,
  anticipationCreditDate,
  bpsToPercent,
  quoteAnticipation,
} from '@balcao/domain/financial';
import { centsToReais, reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, forbidden, HttpError } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { anticipationEntries } from '../ledger/banking-movements';
import { post } from '../ledger/post';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { pageSlice } from '../shared/page';
import { type AnticipationRow, anticipationOf, readAnticipations } from './model';
import { anticipableReceivables, anticipationSettings, lockReceivables } from './receivables';

type Simulation = banking.components['schemas']['AnticipationSimulation'];
type Anticipation = banking.components['schemas']['Anticipation'];

/** §6: the anticipation needs view_balance_anticipation (roles are checked at the edge); then the seller's switch. */
async function settingsFor(db: Db, clock: Clock, caller: Caller, needOnDemand = true) {
  if (!hasFeature(await featureToggles(db, clock, caller), 'view_balance_anticipation')) throw forbidden();
  const settings = await anticipationSettings(db, caller.sellerId);
  if (needOnDemand && !settings.onDemandEnabled)
    throw new HttpError(409, 'ANTICIPATION_DISABLED', ANTICIPATION_MESSAGES.disabled);
  return settings;
}

async function quoteFor(db: Db, clock: Clock, caller: Caller, requestedNetCents: number | null) {
  const settings = await settingsFor(db, clock, caller);
  const now = clock.now();
  const today = businessToday(now);
  // The day the money lands, by the domain's one rule: the screen shows the same day.
  const executionDate = anticipationCreditDate(now);
  const receivables = await anticipableReceivables(db, caller.sellerId, executionDate, today);
  const max = quoteAnticipation(receivables, executionDate, settings.monthlyRateBps, Number.MAX_SAFE_INTEGER);
  const asked = requestedNetCents ?? max.netCents;
  const quote = quoteAnticipation(receivables, executionDate, settings.monthlyRateBps, asked);
  return { quote, max, executionDate, monthlyRateBps: settings.monthlyRateBps, asked };
}

/** GET and POST /seller/antecipation/rate (amount by query or body): a simulation; above the maximum (or with no amount) the maximum. */
export async function simulateAnticipation(
  db: Db,
  clock: Clock,
  caller: Caller,
  amount: number | undefined,
): Promise<Simulation> {
  const requested = amount === undefined ? null : reaisToCentsExact(amount);
  const { quote, max, executionDate, monthlyRateBps } = await quoteFor(db, clock, caller, requested);
  return {
    ...amounts(quote),
    anticipationDate: executionDate,
    monthlyRate: bpsToPercent(monthlyRateBps),
    maxNetAmount: centsToReais(max.netCents),
    capped: requested === null || requested > max.netCents,
  };
}

function amounts(quote: AnticipationQuote) {
  return {
    netAmount: centsToReais(quote.netCents),
    grossAmount: centsToReais(quote.grossCents),
    feeAmount: centsToReais(quote.feeCents),
    effectiveRate: bpsToPercent(quote.effectiveRateBps),
  };
}

/**
 * POST /redeems/anticipation/amount (and, with no amount, POST /redeems/anticipation: everything). In the
 * operation's transaction: the acquiring account is locked, the receivables read again, the row written
 * and the ledger entries posted (the advance on the execution day, each take-back on its receivable's
 * day), so the money moves with the request or not at all.
 */
export async function confirmAnticipation(
  db: Db,
  clock: Clock,
  caller: Caller,
  amount: number | null,
): Promise<Anticipation> {
  const now = clock.now();
  await settingsFor(db, clock, caller);
  await lockReceivables(db, caller.sellerId, now);
  const requested = amount === null ? null : reaisToCentsExact(amount);
  const { quote, max, executionDate, monthlyRateBps } = await quoteFor(db, clock, caller, requested);
  if (max.netCents === 0 || quote.grossCents === 0)
    throw badRequest(ANTICIPATION_MESSAGES.nothingToAnticipate, 'NOTHING_TO_ANTICIPATE');
  if (requested !== null && requested > max.netCents)
    throw badRequest(ANTICIPATION_MESSAGES.aboveMaximum, 'ABOVE_MAXIMUM');
  const id = randomUUID();
  const row: AnticipationRow = {
    id,
    status: 'REQUESTED',
    requested_at: now,
    anticipation_date: executionDate,
    gross_cents: quote.grossCents,
    fee_cents: quote.feeCents,
    monthly_rate_bps: monthlyRateBps,
  };
  await db.query(
    `INSERT INTO anticipations (id, seller_id, requested_by, requested_at, anticipation_date, gross_cents,
                                fee_cents, monthly_rate_bps, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'REQUESTED')`,
    [
      id,
      caller.sellerId,
      caller.apiKeyId ? null : caller.userId,
      now.toISOString(),
      executionDate,
      quote.grossCents,
      quote.feeCents,
      monthlyRateBps,
    ],
  );
  await db.query(
    `INSERT INTO anticipation_receivables (anticipation_id, receivable_date, amount_cents, fee_cents, days)
     SELECT $1, * FROM unnest($2::date[], $3::bigint[], $4::bigint[], $5::int[])`,
    [
      id,
      quote.parts.map((p) => p.date),
      quote.parts.map((p) => p.amountCents),
      quote.parts.map((p) => p.feeCents),
      quote.parts.map((p) => p.days),
    ],
  );
  const entries = anticipationEntries({
    sellerId: caller.sellerId,
    createdAt: now,
    anticipationId: id,
    executionDate,
    receivables: quote.parts.map((p) => ({ date: p.date, amountCents: p.amountCents })),
    feeCents: quote.feeCents,
  });
  for (const entry of entries) await post(db, entry);
  await wakeJob(db, JOB_KINDS.anticipationExecution, startOfBusinessDay(executionDate));
  return anticipationOf(row, quote.parts);
}

/** GET /redeems/anticipations: the seller's anticipations, newest first (history stays when switched off). */
export async function listAnticipations(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listAnticipations']>,
): Promise<banking.components['schemas']['AnticipationPage']> {
  await settingsFor(db, clock, caller, false);
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM anticipations WHERE seller_id = $1',
    [caller.sellerId],
  );
  const totalElements = count?.n ?? 0;
  const content = await readAnticipations(
    db,
    `WHERE seller_id = $1 ORDER BY requested_at DESC, id DESC ${pageSlice(page, size)}`,
    [caller.sellerId],
  );
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}
