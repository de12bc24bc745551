import { businessToday, formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import {
  type ChargeNoticeKind,
  channelInUse,
  chargeNoticeMessage,
  chargeNoticeSubject,
  fillNotificationMessage,
  NOTIFICATION_CHANNELS,
} from '@balcao/domain/notifications';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { type JobEnv, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { amountDue } from '../charges/late-amount';
import { sendEmail, sendWhatsApp } from '../shared/outbox';
import { METHOD, NOTICE_SELECT, type NoticeRow, paymentPage, whatsAppAddress } from './reminders';

/**
 * A charge the customer must hear of at once (a new charge without a link, a boleto's second copy),
 * queued in the change's transaction and sent by the reminders job, which knows the checkout address the
 * message links to. Waking the job here makes it run as soon as the change commits.
 */
export async function queueChargeNotice(db: Db, chargeId: string, kind: ChargeNoticeKind, at: string) {
  await db.query('INSERT INTO charge_notices (charge_id, kind, queued_at) VALUES ($1, $2, $3)', [
    chargeId,
    kind,
    at,
  ]);
  await wakeJob(db, JOB_KINDS.paymentReminders, new Date(at));
}

interface LateFees {
  late_fine_bp: number;
  late_interest_bp: number;
  late_fees_from: string | null;
}
const WITH_LATE_FEES = NOTICE_SELECT.replace(
  'SELECT ',
  'SELECT c.late_fine_bp, c.late_interest_bp, c.late_fees_from::text AS late_fees_from, ',
);

/** Notices sent per run; the rest wait for the next run, due at once. */
const NOTICES_PER_RUN = 500;

/**
 * Sends the queued notices: on each channel the seller uses for the charge's method (any of its switches
 * there on, and the all-notifications switch on), to the customer's current address. Answers false when
 * more are queued than a run sends.
 */
export async function sendChargeNotices(db: Db, clock: Clock, env: JobEnv): Promise<boolean> {
  const queued = await db.query<{ id: string; charge_id: string; kind: ChargeNoticeKind }>(
    `DELETE FROM charge_notices WHERE id IN (
       SELECT id FROM charge_notices ORDER BY id LIMIT ${NOTICES_PER_RUN} FOR UPDATE SKIP LOCKED)
     RETURNING id::text, charge_id, kind`,
  );
  for (const notice of queued.sort((a, b) => Number(a.id) - Number(b.id))) {
    const [row] = await db.query<NoticeRow & LateFees>(`${WITH_LATE_FEES} WHERE c.id = $1`, [
      notice.charge_id,
    ]);
    if (!row) continue;
    const method = METHOD[row.payment_method];
    const text = fillNotificationMessage(chargeNoticeMessage(method, notice.kind), {
      cliente: row.customer_name,
      descricao: row.title,
      valor: formatBRL(amountDue(row, businessToday(clock.now())).totalCents),
      vencimento: formatApiDate(row.expiration_date),
      empresa: row.sender,
      link: paymentPage(env, row),
    });
    const subject = `${chargeNoticeSubject(notice.kind)} · ${row.sender}`;
    for (const channel of NOTIFICATION_CHANNELS) {
      if (!channelInUse(row.active_types, method, channel)) continue;
      if (channel === 'EMAIL' && row.customer_email)
        await sendEmail(db, clock, {
          to: row.customer_email,
          bcc: row.hidden_email,
          subject,
          body: row.reply_to ? `${text}\n\nDúvidas? Responda para ${row.reply_to}.` : text,
        });
      const phone = whatsAppAddress(row);
      if (channel === 'WHATSAPP' && phone)
        await sendWhatsApp(db, clock, { to: phone, title: subject, body: text });
    }
  }
  return queued.length < NOTICES_PER_RUN;
}
