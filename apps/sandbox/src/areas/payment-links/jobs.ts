import { randomUUID } from 'node:crypto';
import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { recordChargeDivision } from '../charges/division';
import { settleChargePaid } from '../charges/settlement';
import { LINK_SELECT, type PaymentLinkRow } from './model';

interface DueCapture {
  id: string;
  seller_id: number;
  amount_cents: string;
  installments: number;
  expiration_date: string;
  card_last4: string | null;
  payment_link_id: string;
}

/**
 * §4 'Scheduled charge': a card purchase on a scheduled link was authorised when the buyer paid and is
 * captured on the scheduled date by the sandbox clock: PAID that day, with its receivables and, on a
 * split link, its division. A charge deleted or paid by hand meanwhile is left alone.
 */
export async function captureScheduledCards(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = businessToday(now);
  const due = await db.query<DueCapture>(
    `SELECT id, seller_id, amount_cents::text AS amount_cents, installments,
            expiration_date::text AS expiration_date, card_last4, payment_link_id
       FROM charges WHERE card_capture_date <= $1::date ORDER BY card_capture_date, id FOR UPDATE`,
    [today],
  );
  const at = now.toISOString();
  for (const charge of due) {
    await db.query('UPDATE charges SET card_capture_date = NULL WHERE id = $1', [charge.id]);
    const [still] = await db.query<{ status: string }>('SELECT status FROM charges WHERE id = $1', [
      charge.id,
    ]);
    if (still?.status !== 'SCHEDULED') continue;
    const amountCents = cents(charge.amount_cents);
    await db.query(
      `INSERT INTO charge_attempts (id, charge_id, status, amount_cents, expiration_date, card_last4, created_at)
       VALUES ($1, $2, 'PAID', $3, $4, $5, $6)`,
      [randomUUID(), charge.id, amountCents, charge.expiration_date, charge.card_last4, at],
    );
    const [link] = await db.query<PaymentLinkRow>(`${LINK_SELECT} WHERE l.id::text = $1`, [
      charge.payment_link_id,
    ]);
    const splitCents = await recordChargeDivision(db, charge.id, amountCents, link?.split ?? [], today);
    await settleChargePaid(db, clock, {
      id: charge.id,
      sellerId: charge.seller_id,
      method: 'CREDIT_CARD',
      amountCents,
      installments: charge.installments,
      anticipated: false,
      splitCents,
      subscriptionId: null,
      history: 'Cobrança agendada capturada no cartão',
    });
  }
  return due.length;
}

async function nextCaptureAt(db: Db): Promise<Date | null> {
  const [row] = await db.query<{ day: string | null }>(
    'SELECT min(card_capture_date)::text AS day FROM charges WHERE card_capture_date IS NOT NULL',
  );
  return row?.day ? startOfBusinessDay(row.day) : null;
}

/** Captures the scheduled card purchases due by the sandbox clock; next due on the next scheduled day. */
export const paymentLinkCaptureJob: JobHandler = async (tx, clock) => {
  await captureScheduledCards(tx, clock);
  return earliest(await nextCaptureAt(tx));
};
