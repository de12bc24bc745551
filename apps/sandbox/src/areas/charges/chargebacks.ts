import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import {
  ANTIFRAUD_EMAIL,
  CHARGEBACK_DOCUMENTS,
  CHARGEBACK_DOCUMENTS_HEADING,
  chargebackContestDeadline,
} from '@balcao/domain/charges';
import { businessToday, formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { sendEmail } from '../shared/outbox';
import { availableCents, loadCharge } from './detail';
import { postReversal, recordChargeEvent } from './ledger';
import { chargeLifecycle } from './lifecycle';
import type { ChargeRow } from './model';
import { requireFlow } from './refund-flows';

/** The anti-fraud instructions the seller receives; the same words as the dialog's. */
export function chargebackEmailBody(charge: ChargeRow, asFraud: boolean, deadline: string): string {
  const what = asFraud
    ? 'A cobrança foi marcada como possível fraude e está em análise pelo antifraude (status Em disputa).'
    : 'O estorno foi realizado e o valor volta ao cartão do comprador.';
  return [
    `Cobrança: ${charge.title} (${charge.id})`,
    `Comprador: ${charge.customer_name}`,
    `Valor: ${formatBRL(Number(charge.amount_cents))}`,
    '',
    what,
    '',
    `Se houver contestação, envie os documentos até ${formatApiDate(deadline)} (5 dias corridos após a solicitação) para ${ANTIFRAUD_EMAIL}, com o ID da cobrança no assunto.`,
    CHARGEBACK_DOCUMENTS_HEADING,
    ...CHARGEBACK_DOCUMENTS.map((doc, i) => `${i + 1}. ${doc}`),
  ].join('\n');
}

/**
 * PATCH /charges/{id}/refund, the older flow of sellers without view_seller_refund: a PAID card charge
 * is refunded in full at once, or, marked 'Possível fraude', goes to DISPUTE under anti-fraud analysis
 * until the contest deadline (a lost dispute then reverses it, see /_sandbox/charges/{id}/chargeback).
 */
export async function requestChargeback(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: ContractBody<payment.operations['requestChargeback']>,
) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (charge.status !== 'PAID')
    throw new HttpError(409, 'CHARGE_STATUS', 'Só cobranças pagas podem ter o estorno solicitado.');
  await requireFlow(db, clock, caller, charge, 'chargeback');
  const now = clock.now();
  const today = businessToday(now);
  const deadline = chargebackContestDeadline(today);
  const available = await availableCents(db, charge);
  if (available <= 0) throw new HttpError(409, 'CHARGE_STATUS', 'Não há valor disponível para estorno.');
  if (body.asFraud) {
    await db.query(
      `UPDATE charges SET status = 'DISPUTE', chargeback_deadline = $2, updated_at = $3 WHERE id = $1`,
      [id, deadline, now.toISOString()],
    );
  } else {
    const refundId = randomUUID();
    await db.query(
      `INSERT INTO charge_refunds (id, charge_id, amount_cents, status, channel, as_fraud, requested_by, created_at)
       VALUES ($1, $2, $3, 'REFUNDED', 'CHARGEBACK_REQUEST', false, $4, $5)`,
      [refundId, id, available, caller.userId, now.toISOString()],
    );
    await postReversal(
      db,
      {
        chargeId: id,
        sellerId: charge.seller_id,
        amountCents: available,
        executionDate: today,
        description: 'Estorno por solicitação de chargeback',
        creditOperation: 'ESTORNO',
        causeId: refundId,
      },
      now,
    );
    await db.query(`UPDATE charges SET status = 'REFUND', updated_at = $2 WHERE id = $1`, [
      id,
      now.toISOString(),
    ]);
  }
  await recordChargeEvent(
    db,
    id,
    body.asFraud
      ? `Estorno solicitado como possível fraude; contestação até ${formatApiDate(deadline)}`
      : `Estorno de ${formatBRL(available)} solicitado (chargeback)`,
    now,
    caller.email,
  );
  if (body.asFraud) await chargeLifecycle.disputed(db, clock, { chargeId: id });
  else await chargeLifecycle.refunded(db, clock, { chargeId: id, amountCents: available });
  await sendEmail(db, clock, {
    to: caller.email,
    subject: `Solicitação de estorno: ${charge.title}`,
    body: chargebackEmailBody(charge, body.asFraud, deadline),
  });
  return {
    data: {
      status: body.asFraud ? ('DISPUTE' as const) : ('REFUND' as const),
      asFraud: body.asFraud,
      contestDeadline: deadline,
      antiFraudEmail: ANTIFRAUD_EMAIL,
    },
  };
}
