import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { NOT_REFUNDABLE } from '@balcao/domain/charges';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais, formatBRL, reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { badRequest, HttpError } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { availableCents, loadCharge } from './detail';
import { postReversal, recordChargeEvent } from './ledger';
import { chargeLifecycle } from './lifecycle';
import { isoOf } from './model';
import { requireFlow } from './refund-flows';

/**
 * How long the sandbox's card machine takes to confirm a refund, on the sandbox clock (the documents
 * give no figure). Advance the clock (`/_sandbox/clock`) to settle one at once.
 */
export const POS_REFUND_SETTLE_MINUTES = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const conflict = (description: string) => new HttpError(409, 'CHARGE_STATUS', description);

/**
 * Settles the charge's POS refunds whose time has come: REFUNDED, a reversal line in the statement, and
 * the charge REFUND when nothing is left. Called by every read of the charge; the refund row's lock in
 * the database makes, so a refund settles once however many readers arrive together.
 */
export async function settleDuePosRefunds(
  db: Db,
  clock: Clock,
  sellerId: number,
  chargeId: string,
): Promise<void> {
  if (!UUID.test(chargeId)) return;
  const now = clock.now();
  // A concurrent reader blocks on the refund row and then finds it no longer PROCESSING: one settlement.
  const due = await db.query<{ id: string; amount_cents: string; seller_id: number }>(
    `UPDATE charge_refunds r SET status = 'REFUNDED' FROM charges c
      WHERE r.charge_id = $1 AND c.id = r.charge_id AND c.seller_id = $3 AND r.channel = 'POS'
        AND r.status = 'PROCESSING' AND r.settles_at <= $2
      RETURNING r.id, r.amount_cents::text, c.seller_id`,
    [chargeId, now.toISOString(), sellerId],
  );
  if (due.length === 0) return;
  const today = businessToday(now);
  for (const r of due) {
    await postReversal(
      db,
      {
        chargeId,
        sellerId: r.seller_id,
        amountCents: cents(r.amount_cents),
        executionDate: today,
        description: 'Estorno na maquininha',
        creditOperation: 'ESTORNO',
        causeId: r.id,
      },
      now,
    );
    await recordChargeEvent(
      db,
      chargeId,
      `Estorno de ${formatBRL(cents(r.amount_cents))} concluído na maquininha`,
      now,
      null,
    );
  }
  await db.query(
    `UPDATE charges c SET status = 'REFUND', updated_at = $2 WHERE c.id = $1 AND c.status = 'PAID'
        AND c.amount_cents <= (SELECT coalesce(sum(amount_cents), 0) FROM charge_refunds
                                WHERE charge_id = $1 AND status = 'REFUNDED')`,
    [chargeId, now.toISOString()],
  );
  for (const r of due)
    await chargeLifecycle.refunded(db, clock, { chargeId, amountCents: cents(r.amount_cents) });
}

async function attemptsOf(db: Db, chargeId: string) {
  const rows = await db.query<{
    id: string;
    amount_cents: string;
    status: 'PROCESSING' | 'REFUNDED' | 'FAILED';
    updated_by: string | null;
    created_at: Date;
    settles_at: Date;
  }>(
    `SELECT id, amount_cents::text, status, updated_by, created_at, settles_at FROM charge_refunds
      WHERE charge_id = $1 AND channel = 'POS' ORDER BY created_at DESC, id DESC`,
    [chargeId],
  );
  return {
    data: {
      attempts: rows.map((r) => ({
        uuid: r.id,
        value: centsToReais(cents(r.amount_cents)),
        status: r.status,
        updatedBy: r.updated_by,
        createdAt: isoOf(r.created_at),
        settlesAt: isoOf(r.settles_at ?? r.created_at),
      })),
    },
  };
}

/** GET /charges/{id}/pos/refunds: the attempts, newest first (the machine's answers come by the scheduler). */
export async function listPosRefunds(db: Db, clock: Clock, caller: Caller, id: string) {
  await loadCharge(db, clock, caller, id);
  return attemptsOf(db, id);
}

/** PATCH /charges/{id}/pos/refunds: asks the card machine for a refund of a 'Venda Física'. */
export async function requestPosRefund(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: ContractBody<payment.operations['requestPosRefund']>,
) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  await settleDuePosRefunds(db, clock, caller.sellerId, id);
  if (body.updated_by.trim().toLowerCase() !== caller.email.toLowerCase())
    throw badRequest('updated_by deve ser o e-mail do usuário que pede o estorno.');
  await requireFlow(db, clock, caller, charge, 'pos');
  const [current] = await db.query<{ status: string }>('SELECT status FROM charges WHERE id = $1', [id]);
  if (current?.status !== 'PAID') throw conflict('Só cobranças pagas podem ser estornadas.');
  const [processing] = await db.query(
    `SELECT 1 FROM charge_refunds WHERE charge_id = $1 AND channel = 'POS' AND status = 'PROCESSING'`,
    [id],
  );
  if (processing) throw conflict('Já existe um estorno em processamento para esta cobrança.');
  const amount = reaisToCentsExact(body.value);
  const available = await availableCents(db, charge);
  if (amount <= 0 || amount > available)
    throw new HttpError(
      400,
      NOT_REFUNDABLE,
      `O valor do estorno deve ser maior que zero e até o disponível (${formatBRL(available)}).`,
    );
  const now = clock.now();
  const settlesAt = new Date(now.getTime() + POS_REFUND_SETTLE_MINUTES * 60_000);
  await db.query(
    `INSERT INTO charge_refunds (id, charge_id, amount_cents, status, channel, requested_by, updated_by,
       created_at, settles_at) VALUES ($1, $2, $3, 'PROCESSING', 'POS', $4, $5, $6, $7)`,
    [randomUUID(), id, amount, caller.userId, caller.email, now.toISOString(), settlesAt.toISOString()],
  );
  await wakeJob(db, JOB_KINDS.posRefundSettlement, settlesAt);
  await recordChargeEvent(
    db,
    id,
    `Estorno de ${formatBRL(amount)} solicitado na maquininha`,
    now,
    caller.email,
  );
  return attemptsOf(db, id);
}
