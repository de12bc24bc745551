import { randomUUID } from 'node:crypto';
import { chargebackContestDeadline } from '@balcao/domain/charges';
import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { badRequest, HttpError } from '../../errors';
import type { Caller } from '../shared/caller';
import { authorizeTestCard } from './cards';
import { availableCents, getCharge, loadCharge, sameCharge } from './detail';
import { amountDue } from './late-amount';
import { postReversal, recordChargeEvent } from './ledger';
import { chargeLifecycle } from './lifecycle';
import type { ChargeRow, ChargeStatus } from './model';
import { assertPayableLine } from './reschedule';
import { settleChargePaid } from './settlement';

/** §4: delete and manual pay are offered while the charge waits for its money. */
const OPEN: readonly ChargeStatus[] = ['SCHEDULED', 'LATE', 'FAILED'];
/**
 * §4 offers 'Alterar para paga' for any status but PAID, PAID_MANUALLY, REFUND and CANCELED; a charge in
 * DISPUTE or CHARGEBACK was paid through the gateway already, so the sandbox refuses those too.
 */
const MANUALLY_PAYABLE: readonly ChargeStatus[] = [...OPEN, 'ABANDONNED', 'PRE_AUTHORIZED'];

const conflict = (description: string) => new HttpError(409, 'CHARGE_STATUS', description);

/** DELETE /charges/{id}: the charge is cancelled, never erased, so its history stays. */
export async function deleteCharge(db: Db, clock: Clock, caller: Caller, id: string): Promise<null> {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (!OPEN.includes(charge.status))
    throw conflict('Só cobranças a receber, em atraso ou com falha podem ser excluídas.');
  if (charge.anticipated) throw conflict('Cobrança com antecipação ativa não pode ser excluída.');
  const now = clock.now();
  await db.query(`UPDATE charges SET status = 'CANCELED', canceled_at = $2, updated_at = $2 WHERE id = $1`, [
    id,
    now.toISOString(),
  ]);
  await recordChargeEvent(db, id, 'Cobrança excluída', now, caller.email);
  return null;
}

/** PATCH /charges/{id}/manual-pay: irreversible; no money moves, so no statement line is written. */
export async function payChargeManually(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  uuidCharge: string,
) {
  sameCharge(id, uuidCharge);
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (!MANUALLY_PAYABLE.includes(charge.status))
    throw conflict('Esta cobrança não pode ser alterada para paga.');
  if (charge.anticipated) throw conflict('Cobrança com antecipação ativa não pode ser alterada para paga.');
  const now = clock.now();
  await db.query(
    `UPDATE charges SET status = 'PAID_MANUALLY', paid_date = $2, paid_at = $3, updated_at = $3 WHERE id = $1`,
    [id, businessToday(now), now.toISOString()],
  );
  await recordChargeEvent(db, id, 'Cobrança alterada para paga manualmente', now, caller.email);
  // No money moved through the gateway (no ledger), but it is paid: what follows a payment follows.
  await chargeLifecycle.paid(db, clock, {
    chargeId: id,
    subscriptionId: charge.subscription_id,
    today: businessToday(now),
    now,
  });
  return getCharge(db, clock, caller, id);
}

/**
 * A payment that went through the gateway (settlement.ts). A late boleto is paid with its fine and
 * interest, which the charge then keeps as `interest_cents`.
 */
async function settle(db: Db, clock: Clock, charge: ChargeRow, history: string): Promise<void> {
  const due = amountDue(charge, businessToday(clock.now()));
  await db.query('UPDATE charges SET interest_cents = $2 WHERE id = $1', [
    charge.id,
    due.fineCents + due.interestCents,
  ]);
  await settleChargePaid(db, clock, {
    id: charge.id,
    sellerId: charge.seller_id,
    method: charge.payment_method,
    amountCents: due.totalCents,
    installments: charge.installments,
    anticipated: charge.anticipated,
    subscriptionId: charge.subscription_id,
    history,
  });
}

/**
 * `/_sandbox`: the customer pays a bank slip or a Pix charge; with `line`, the bank slip of that linha
 * digitável, which the bank refuses when a second copy replaced it.
 */
export async function simulatePayment(db: Db, clock: Clock, caller: Caller, id: string, line?: string) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (charge.payment_method === 'CREDIT_CARD')
    throw badRequest('Cobranças de cartão são pagas com uma tentativa de cartão.');
  if (line !== undefined) await assertPayableLine(db, charge, line);
  if (!OPEN.includes(charge.status)) throw conflict('Esta cobrança não está aguardando pagamento.');
  await settle(db, clock, charge, charge.payment_method === 'PIX' ? 'Pix recebido' : 'Boleto pago');
  return getCharge(db, clock, caller, id);
}

/** `/_sandbox`: the customer tries a card; the test card numbers decide (see charges-cards.ts). */
export async function simulateCardAttempt(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  cardNumber: string,
) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (charge.payment_method !== 'CREDIT_CARD')
    throw badRequest('Só cobranças de cartão recebem tentativas de cartão.');
  if (!OPEN.includes(charge.status)) throw conflict('Esta cobrança não está aguardando pagamento.');
  const outcome = authorizeTestCard(cardNumber);
  const now = clock.now();
  const declined = outcome.approved ? null : outcome;
  await db.query(
    `INSERT INTO charge_attempts (id, charge_id, status, amount_cents, expiration_date, card_last4, error_at,
       error_response, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7)`,
    [
      randomUUID(),
      id,
      declined ? 'FAILED' : 'PAID',
      cents(charge.amount_cents),
      charge.expiration_date,
      outcome.last4,
      now.toISOString(),
      declined
        ? JSON.stringify({ errors: [{ codeReason: declined.code, message: declined.message }] })
        : null,
    ],
  );
  await db.query('UPDATE charges SET card_brand = $2, card_last4 = $3, updated_at = $4 WHERE id = $1', [
    id,
    outcome.brand,
    outcome.last4,
    now.toISOString(),
  ]);
  if (declined) {
    await db.query(`UPDATE charges SET status = 'FAILED' WHERE id = $1`, [id]);
    await recordChargeEvent(db, id, `Pagamento recusado: ${declined.message}`, now, null);
  } else await settle(db, clock, charge, 'Pagamento com cartão aprovado');
  return getCharge(db, clock, caller, id);
}

/** `/_sandbox`: the card holder disputes a paid card charge. */
export async function openDispute(db: Db, clock: Clock, caller: Caller, id: string) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (charge.payment_method !== 'CREDIT_CARD' || charge.status !== 'PAID')
    throw conflict('Só cobranças de cartão pagas podem entrar em disputa.');
  const now = clock.now();
  await db.query(
    `UPDATE charges SET status = 'DISPUTE', chargeback_deadline = $2, updated_at = $3 WHERE id = $1`,
    // The contest deadline (§4): 5 calendar days after the dispute is opened.
    [id, chargebackContestDeadline(businessToday(now)), now.toISOString()],
  );
  await recordChargeEvent(db, id, 'Disputa aberta pelo portador do cartão', now, null);
  await chargeLifecycle.disputed(db, clock, { chargeId: id });
  return getCharge(db, clock, caller, id);
}

/** `/_sandbox`: the dispute is lost; what was not refunded yet goes back to the card holder. */
export async function convertToChargeback(db: Db, clock: Clock, caller: Caller, id: string) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (charge.status !== 'DISPUTE') throw conflict('Só cobranças em disputa viram chargeback.');
  const now = clock.now();
  const available = await availableCents(db, charge);
  await db.query(`UPDATE charges SET status = 'CHARGEBACK', updated_at = $2 WHERE id = $1`, [
    id,
    now.toISOString(),
  ]);
  if (available > 0)
    await postReversal(
      db,
      {
        chargeId: id,
        sellerId: charge.seller_id,
        amountCents: available,
        executionDate: businessToday(now),
        description: 'Chargeback',
        creditOperation: 'CHARGEBACK',
        causeId: id,
      },
      now,
    );
  await recordChargeEvent(db, id, 'Chargeback confirmado', now, null);
  await chargeLifecycle.disputed(db, clock, { chargeId: id }); // lost: CHARGEBACK
  return getCharge(db, clock, caller, id);
}
