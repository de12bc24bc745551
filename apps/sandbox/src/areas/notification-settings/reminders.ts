import { type ApiDate, formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import {
  fillNotificationMessage,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationMethod,
  type NotificationMoment,
  notificationMessage,
  notificationSubject,
  notificationType,
  reminderDue,
  reminderDueRange,
} from '@balcao/domain/notifications';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { JobEnv } from '../../scheduler/jobs';
import { sendEmail, sendWhatsApp } from '../shared/outbox';

/** A charge as its notices need it: the customer's current addresses, the seller's sender and switches. */
export interface NoticeRow {
  id: string;
  status: string;
  payment_method: 'BOLETO' | 'PIX' | 'CREDIT_CARD';
  title: string;
  amount_cents: string;
  expiration_date: string;
  created_on: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  country_code: string | null;
  checkout_subdomain: string | null;
  sender: string;
  reply_to: string | null;
  hidden_email: string | null;
  active_types: string[];
}

export const METHOD: Record<NoticeRow['payment_method'], NotificationMethod> = {
  BOLETO: 'BANK_SLIP',
  PIX: 'PIX',
  CREDIT_CARD: 'CREDIT_CARD',
};
const PAGE_KIND: Partial<Record<NoticeRow['payment_method'], string>> = { BOLETO: 'boleto', PIX: 'pix' };

// Addresses come from the customer when the charge has one (they may have changed since), else from the
// charge's copy. Only sellers whose all-notifications switch is on.
export const NOTICE_SELECT = `
  SELECT c.id, c.status, c.payment_method, c.title, c.amount_cents::text, c.expiration_date::text,
         (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date::text AS created_on,
         coalesce(cu.name, c.customer_name) AS customer_name,
         nullif(coalesce(cu.email, c.customer_email), '') AS customer_email,
         nullif(coalesce(cu.phone, c.customer_phone), '') AS customer_phone,
         coalesce(cu.country_code, c.country_code) AS country_code,
         s.checkout_subdomain, n.name AS sender, n.email AS reply_to, n.hidden_email, n.active_types
    FROM charges c
    JOIN sellers s ON s.id = c.seller_id
    JOIN seller_notification_settings n ON n.seller_id = c.seller_id AND n.active_all
    LEFT JOIN customers cu ON cu.id = c.customer_id`;

export function paymentPage(env: JobEnv, row: NoticeRow): string {
  const kind = PAGE_KIND[row.payment_method];
  if (!kind) return '';
  const base = env.checkoutUrl().replace(/\/+$/, '');
  return `${base}${row.checkout_subdomain ? `/${row.checkout_subdomain}` : ''}/${kind}/${row.id}`;
}

/** `+{country code}{digits}`, as WhatsApp addresses a phone; null without a phone. */
export function whatsAppAddress(row: NoticeRow): string | null {
  const digits = (row.customer_phone ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `+${(row.country_code ?? '55').replace(/\D/g, '') || '55'}${digits}`;
}

/**
 * At most this many messages per run: a sweep over a large base (a day of a million charges, a clock
 * moved far) is several short transactions, never one that holds the job, and the payments waking it,
 * for a long time. A run that stops there leaves its window as it was; the next, due at once, goes on.
 */
export const MESSAGES_PER_RUN = 1000;

/** What one run may still send, and what was sent before it (read once, not claimed row by row). */
class Budget {
  left = MESSAGES_PER_RUN;
  constructor(private readonly sent: ReadonlySet<string>) {}
  static async of(db: Db, rows: readonly NoticeRow[]): Promise<Budget> {
    const claimed = rows.length
      ? await db.query<{ key: string }>(
          `SELECT charge_id || '|' || moment || '|' || channel AS key FROM charge_reminders
            WHERE charge_id = ANY($1::uuid[])`,
          [rows.map((row) => row.id)],
        )
      : [];
    return new Budget(new Set(claimed.map((c) => c.key)));
  }
  wasSent(row: NoticeRow, moment: NotificationMoment, channel: NotificationChannel): boolean {
    return this.sent.has(`${row.id}|${moment}|${channel}`);
  }
  get spent(): boolean {
    return this.left <= 0;
  }
}

/**
 * Sends the charge's notice of `moment` on `channel` unless it was sent already: the (charge, moment,
 * channel) row is claimed first, so a second sweep, in this process or another, finds it taken.
 */
async function deliver(
  db: Db,
  clock: Clock,
  env: JobEnv,
  budget: Budget,
  row: NoticeRow,
  moment: NotificationMoment,
  channel: NotificationChannel,
): Promise<void> {
  const method = METHOD[row.payment_method];
  if (!row.active_types.includes(notificationType(method, moment, channel))) return;
  const to = channel === 'EMAIL' ? row.customer_email : whatsAppAddress(row);
  if (!to || budget.wasSent(row, moment, channel)) return;
  const [claimed] = await db.query(
    `INSERT INTO charge_reminders (charge_id, moment, channel, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING charge_id`,
    [row.id, moment, channel, clock.now().toISOString()],
  );
  if (!claimed) return;
  budget.left--;
  const text = fillNotificationMessage(notificationMessage(method, moment), {
    cliente: row.customer_name,
    descricao: row.title,
    valor: formatBRL(Number(row.amount_cents)),
    vencimento: formatApiDate(row.expiration_date),
    empresa: row.sender,
    link: paymentPage(env, row),
  });
  const subject = `${notificationSubject(moment)} · ${row.sender}`;
  const outboxId =
    channel === 'EMAIL'
      ? await sendEmail(db, clock, {
          to,
          bcc: row.hidden_email,
          subject,
          body: row.reply_to ? `${text}\n\nDúvidas? Responda para ${row.reply_to}.` : text,
        })
      : await sendWhatsApp(db, clock, { to, title: subject, body: text });
  await db.query(
    'UPDATE charge_reminders SET outbox_id = $4 WHERE charge_id = $1 AND moment = $2 AND channel = $3',
    [row.id, moment, channel, outboxId],
  );
}

/**
 * The reminders of the reminder days the sandbox clock crossed after `sweptThrough` up to `today`, for
 * every charge still unpaid: SCHEDULED (LATE is SCHEDULED past its due date, so a paid charge gets no
 * late notice), and FAILED, a declined card that is still owed, which gets the late notices only (the
 * reminders before the due date say the card will be charged). Answers false when it stopped at
 * MESSAGES_PER_RUN with more to send.
 */
export async function sendReminders(
  db: Db,
  clock: Clock,
  env: JobEnv,
  sweptThrough: ApiDate,
  today: ApiDate,
): Promise<boolean> {
  const range = reminderDueRange(sweptThrough, today);
  // One SELECT per status, so that each reads its own partial index on the due date (migrations 022, 039).
  const rows = await db.query<NoticeRow>(
    `(${NOTICE_SELECT} WHERE c.status = 'SCHEDULED' AND c.expiration_date BETWEEN $1::date AND $2::date)
     UNION ALL
     (${NOTICE_SELECT} WHERE c.status = 'FAILED' AND c.expiration_date BETWEEN $1::date AND $2::date)
      ORDER BY expiration_date, id`,
    [range.from, range.to],
  );
  const owed = rows.flatMap((row) => {
    const moment = reminderDue(row.expiration_date, row.created_on, sweptThrough, today);
    if (!moment || (row.status === 'FAILED' && moment.startsWith('PREPAYMENT'))) return [];
    return [{ row, moment }];
  });
  const budget = await Budget.of(
    db,
    owed.map((o) => o.row),
  );
  for (const { row, moment } of owed) {
    if (budget.spent) return false;
    for (const channel of NOTIFICATION_CHANNELS) await deliver(db, clock, env, budget, row, moment, channel);
  }
  return true;
}

/** The 'paid' message of every charge paid in (`since`, `until`]; false when it stopped at the budget. */
export async function sendPaymentNotices(
  db: Db,
  clock: Clock,
  env: JobEnv,
  since: Date,
  until: Date,
): Promise<boolean> {
  const rows = await db.query<NoticeRow>(
    `${NOTICE_SELECT} WHERE c.paid_at > $1 AND c.paid_at <= $2 AND c.status IN ('PAID', 'PAID_MANUALLY')
      ORDER BY c.paid_at, c.id`,
    [since.toISOString(), until.toISOString()],
  );
  const budget = await Budget.of(db, rows);
  for (const row of rows) {
    if (budget.spent) return false;
    for (const channel of NOTIFICATION_CHANNELS)
      await deliver(db, clock, env, budget, row, 'PAYMENT', channel);
  }
  return true;
}
