import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { reaisToCentsExact } from '@balcao/domain/money';
import { TREASURY_AMOUNT_MESSAGES } from '@balcao/domain/treasury';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError, notFound } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { requireActiveBankAccount } from '../bank-accounts/account';
import { LedgerError, post } from '../ledger/post';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { queryPage } from '../shared/page';
import {
  APPLICATION_COLUMNS,
  APPLICATION_FROM,
  type ApplicationRow,
  MOVEMENT_COLUMNS,
  type MovementRow,
  TREASURY_SETTLEMENT_SECONDS,
  type TreasuryApplication,
  type TreasuryRedemption,
  toApplication,
  toRedemption,
} from './model';
import { applicationEntry, redemptionEntry } from './movements';

const settleAtFrom = (now: Date) => new Date(now.getTime() + TREASURY_SETTLEMENT_SECONDS * 1000);

/** The ledger refuses a debit above the balance; the treasury answers it in its own words (§5). */
async function postOrRefuse(db: Db, entry: Parameters<typeof post>[1], message: string): Promise<void> {
  try {
    await post(db, entry);
  } catch (error) {
    if (error instanceof LedgerError && error.refusal === 'INSUFFICIENT_BALANCE')
      throw badRequest(message, 'INSUFFICIENT_BALANCE');
    throw error;
  }
}

async function productOf(db: Db, productId: string): Promise<{ id: string; name: string; percent: string }> {
  const [product] = await db.query<{ id: string; name: string; percent: string }>(
    'SELECT id, name, percent_of_cdi::text AS percent FROM treasury_products WHERE id = $1',
    [productId],
  );
  if (!product) throw new HttpError(404, 'PRODUCT_NOT_FOUND', 'Produto não encontrado.');
  return product;
}

/** GET /v1/products/{id}/applications: the seller's applications in the product, newest first. */
export async function listApplications(
  db: Db,
  caller: Caller,
  productId: string,
  query: ContractQuery<banking.operations['listTreasuryApplications']>,
): Promise<banking.components['schemas']['TreasuryApplicationPage']> {
  await requireActiveBankAccount(db, caller.sellerId);
  await productOf(db, productId);
  const statuses = query.status ? [query.status] : ['PROCESSING', 'ACTIVE'];
  return queryPage<ApplicationRow, TreasuryApplication>(
    db,
    {
      select: APPLICATION_COLUMNS,
      from: APPLICATION_FROM,
      where: 'a.seller_id = $1 AND a.product_id = $2 AND a.status = ANY($3::text[])',
      params: [caller.sellerId, productId, statuses],
      orderBy: 'a.requested_at DESC, a.id DESC',
      page: query.page ?? 0,
      size: query.size ?? 20,
    },
    toApplication,
  );
}

/**
 * POST /v1/products/{id}/applications ('Investir'): the amount leaves the checking account now (guarded
 * by the ledger's account lock, so two requests cannot both spend it) and the settlement job puts it in
 * the investment account a few seconds later. Above the balance: 400 and nothing written.
 */
export async function invest(
  db: Db,
  clock: Clock,
  caller: Caller,
  productId: string,
  body: ContractBody<banking.operations['createTreasuryApplication']>,
): Promise<TreasuryApplication> {
  await requireActiveBankAccount(db, caller.sellerId);
  const amountCents = reaisToCentsExact(body.amount);
  const product = await productOf(db, productId);
  await lockJob(db, JOB_KINDS.treasurySettlement);
  const now = clock.now();
  const settleAt = settleAtFrom(now);
  const [row] = await db.query<ApplicationRow>(
    `WITH a AS (
       INSERT INTO treasury_applications (id, seller_id, product_id, percent_of_cdi, status, amount_cents, invested_cents,
                                          base_cents, current_cents, requested_at, requested_by, settle_at)
       VALUES ($1, $2, $3, $4, 'PROCESSING', $5, $5, $5, $5, $6, $7, $8) RETURNING *)
     SELECT ${APPLICATION_COLUMNS} FROM a JOIN treasury_products p ON p.id = a.product_id`,
    [
      randomUUID(),
      caller.sellerId,
      product.id,
      product.percent,
      amountCents,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
      settleAt.toISOString(),
    ],
  );
  const application = row as ApplicationRow;
  await postOrRefuse(
    db,
    applicationEntry({
      sellerId: caller.sellerId,
      createdAt: now,
      effectiveDate: businessToday(now),
      amountCents,
      applicationId: application.id,
      productName: product.name,
      step: 'request',
    }),
    TREASURY_AMOUNT_MESSAGES.overChecking,
  );
  await wakeJob(db, JOB_KINDS.treasurySettlement, settleAt);
  return toApplication(application);
}

/** A redemption's share of the principal: in proportion to the current amount, exact in BigInt. */
export function principalShare(investedCents: number, currentCents: number, amountCents: number): number {
  if (amountCents >= currentCents) return investedCents;
  return Number(
    (BigInt(investedCents) * BigInt(amountCents) + BigInt(currentCents) / 2n) / BigInt(currentCents),
  );
}

/**
 * POST /v1/application/{id}/withdrawals ('Resgatar'): up to the application's current amount (principal
 * plus the yield credited). What stays keeps earning from the day credited so far, as a new base of B3's
 * formula; all of it leaves the application REDEEMED. The money reaches the checking account when the
 * settlement job pays it.
 */
export async function redeem(
  db: Db,
  clock: Clock,
  caller: Caller,
  applicationId: string,
  body: ContractBody<banking.operations['redeemTreasuryApplication']>,
): Promise<TreasuryRedemption> {
  await requireActiveBankAccount(db, caller.sellerId);
  const amountCents = reaisToCentsExact(body.amount);
  await lockJob(db, JOB_KINDS.treasurySettlement);
  const [application] = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM ${APPLICATION_FROM} WHERE a.id = $1 AND a.seller_id = $2 FOR UPDATE OF a`,
    [applicationId, caller.sellerId],
  );
  if (!application) throw notFound('Aplicação não encontrada.');
  if (application.status === 'PROCESSING')
    throw new HttpError(409, 'APPLICATION_PROCESSING', 'A aplicação ainda está em processamento.');
  if (application.status === 'REDEEMED')
    throw new HttpError(409, 'APPLICATION_REDEEMED', 'A aplicação já foi resgatada.');
  const current = Number(application.current_cents);
  if (amountCents > current)
    throw badRequest(TREASURY_AMOUNT_MESSAGES.overApplication, 'INSUFFICIENT_BALANCE');
  const left = current - amountCents;
  const invested = Number(application.invested_cents);
  await db.query(
    `UPDATE treasury_applications SET current_cents = $2, base_cents = $2, base_date = credited_through,
            invested_cents = $3, status = $4 WHERE id = $1`,
    [
      applicationId,
      left,
      invested - principalShare(invested, current, amountCents),
      left === 0 ? 'REDEEMED' : 'ACTIVE',
    ],
  );
  const now = clock.now();
  const settleAt = settleAtFrom(now);
  const [row] = await db.query<MovementRow & { application_id: string }>(
    `INSERT INTO treasury_redemptions (id, seller_id, application_id, amount_cents, status, requested_at, requested_by, settle_at)
     VALUES ($1, $2, $3, $4, 'PROCESSING', $5, $6, $7) RETURNING ${MOVEMENT_COLUMNS}, application_id`,
    [
      randomUUID(),
      caller.sellerId,
      applicationId,
      amountCents,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
      settleAt.toISOString(),
    ],
  );
  const redemption = row as MovementRow & { application_id: string };
  await postOrRefuse(
    db,
    redemptionEntry({
      sellerId: caller.sellerId,
      createdAt: now,
      effectiveDate: businessToday(now),
      amountCents,
      redemptionId: redemption.id,
      productName: application.product_name,
      step: 'request',
    }),
    TREASURY_AMOUNT_MESSAGES.overApplication,
  );
  await wakeJob(db, JOB_KINDS.treasurySettlement, settleAt);
  return toRedemption(redemption);
}
