import { randomUUID } from 'node:crypto';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { CARD_RETRY_DAYS } from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { cardBrand } from '../charges/cards';
import { recordChargeDivision } from '../charges/division';
import { recordChargeEvent } from '../charges/ledger';
import { settleChargePaid } from '../charges/settlement';
import { emitSubscriptionEvent } from '../webhooks/subscription-events';
import { subscriptionSplit } from './split';

/** How the simulated issuer answers a card subscription's renewals (subscriptions.card_renewal). */
export type CardRenewal = 'APPROVE' | 'DECLINE' | 'DECLINE_ONCE';

/**
 * Renewal test cards: both are approved when the buyer first pays at the checkout (they are not among the
 * declining test cards), then 4000 0000 0000 0341 declines every renewal attempt and 4000 0000 0000 3220
 * declines each renewal's first attempt and approves its first retry. Every other card renews.
 */
export const RENEWAL_TEST_CARDS: Readonly<Record<string, CardRenewal>> = {
  '4000000000000341': 'DECLINE',
  '4000000000003220': 'DECLINE_ONCE',
};
const RENEWAL_DECLINE = { code: '51', message: 'Saldo insuficiente.' };

/** The card on file a subscription keeps (never the number): what the checkout stores when it subscribes. */
export function cardOnFile(cardNumber: string, holder: string) {
  const digits = cardNumber.replace(/[\s.-]/g, '');
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    holder: holder.trim().toUpperCase(),
    renewal: RENEWAL_TEST_CARDS[digits] ?? ('APPROVE' as CardRenewal),
  };
}

interface DueRenewal {
  id: string;
  seller_id: number;
  amount_cents: string;
  installments: number;
  expiration_date: string;
  renewal_attempts: number;
  status: string;
  subscription_id: string;
  subscription_status: string;
  card_renewal: CardRenewal;
  card_brand: string | null;
  card_last4: string | null;
  card_holder_name: string | null;
}

/**
 * The card renewals due by the sandbox clock, each charge once per run: charged on its due date and,
 * declined, retried CARD_RETRY_DAYS after it. While retries remain the subscription is PENDING; an
 * approved attempt pays the charge (with its ledger credits) and brings the subscription back to ACTIVE;
 * the last declined one leaves it DEFAULTER. A cancelled subscription's charges are not tried again.
 */
export async function chargeDueRenewals(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = businessToday(now);
  const due = await db.query<DueRenewal>(
    `SELECT c.id, c.seller_id, c.amount_cents::text AS amount_cents, c.installments,
            c.expiration_date::text AS expiration_date, c.renewal_attempts, c.status, c.subscription_id,
            s.status AS subscription_status, s.card_renewal, s.card_brand, s.card_last4, s.card_holder_name
       FROM charges c JOIN subscriptions s ON s.id = c.subscription_id
      WHERE c.card_retry_date <= $1::date
      ORDER BY c.card_retry_date, c.id
        FOR UPDATE OF c, s`,
    [today],
  );
  const at = now.toISOString();
  for (const charge of due) {
    const billable =
      ['ACTIVE', 'PENDING'].includes(charge.subscription_status) &&
      ['SCHEDULED', 'FAILED'].includes(charge.status);
    if (!billable) {
      await db.query('UPDATE charges SET card_retry_date = NULL WHERE id = $1', [charge.id]);
      continue;
    }
    const attempt = charge.renewal_attempts;
    const approved =
      charge.card_renewal === 'APPROVE' || (charge.card_renewal === 'DECLINE_ONCE' && attempt > 0);
    const amountCents = cents(charge.amount_cents);
    await db.query(
      `INSERT INTO charge_attempts (id, charge_id, status, amount_cents, expiration_date, card_last4, error_at,
         error_response, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        randomUUID(),
        charge.id,
        approved ? 'PAID' : 'FAILED',
        amountCents,
        charge.expiration_date,
        charge.card_last4,
        approved ? null : at,
        approved
          ? null
          : JSON.stringify({
              errors: [{ codeReason: RENEWAL_DECLINE.code, message: RENEWAL_DECLINE.message }],
            }),
        at,
      ],
    );
    const card = [charge.id, charge.card_brand, charge.card_last4, charge.card_holder_name];
    if (approved) {
      await db.query(
        `UPDATE charges SET card_retry_date = NULL,
                renewal_attempts = renewal_attempts + 1, card_brand = coalesce($2, card_brand),
                card_last4 = coalesce($3, card_last4), card_holder_name = coalesce($4, card_holder_name)
          WHERE id = $1`,
        card,
      );
      // A subscription sold by a split link divides each renewal as its first charge (split.ts).
      const split = await subscriptionSplit(db, charge.subscription_id);
      const splitCents = await recordChargeDivision(db, charge.id, amountCents, split, today);
      await settleChargePaid(db, clock, {
        id: charge.id,
        sellerId: charge.seller_id,
        method: 'CREDIT_CARD',
        amountCents,
        installments: charge.installments,
        anticipated: false,
        splitCents,
        subscriptionId: charge.subscription_id,
        history: 'Pagamento aprovado no cartão da assinatura',
      });
      await db.query(
        `UPDATE subscriptions SET status = 'ACTIVE', updated_at = $2 WHERE id = $1 AND status = 'PENDING'`,
        [charge.subscription_id, at],
      );
      continue;
    }
    const retryIn = CARD_RETRY_DAYS[attempt];
    const nextTry = retryIn === undefined ? null : addDays(charge.expiration_date, retryIn);
    await db.query(
      `UPDATE charges SET status = 'FAILED', card_retry_date = $5, renewal_attempts = renewal_attempts + 1,
              card_brand = coalesce($2, card_brand), card_last4 = coalesce($3, card_last4),
              card_holder_name = coalesce($4, card_holder_name), updated_at = $6
        WHERE id = $1`,
      [...card, nextTry, at],
    );
    await recordChargeEvent(
      db,
      charge.id,
      nextTry
        ? `Pagamento recusado: ${RENEWAL_DECLINE.message} Nova tentativa em ${nextTry}.`
        : `Pagamento recusado: ${RENEWAL_DECLINE.message} Sem novas tentativas.`,
      now,
      null,
    );
    await db.query('UPDATE subscriptions SET status = $2, updated_at = $3 WHERE id = $1', [
      charge.subscription_id,
      nextTry ? 'PENDING' : 'DEFAULTER',
      at,
    ]);
    if (!nextTry) await emitSubscriptionEvent(db, clock, 'subscription.defaulted', charge.subscription_id);
  }
  return due.length;
}

/** When the next attempt is due: the start (in São Paulo) of the earliest retry day. */
export async function nextRenewalAt(db: Db): Promise<Date | null> {
  const [row] = await db.query<{ day: string | null }>(
    'SELECT min(card_retry_date)::text AS day FROM charges WHERE card_retry_date IS NOT NULL',
  );
  return row?.day ? startOfBusinessDay(row.day) : null;
}
