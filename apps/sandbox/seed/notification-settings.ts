import { addDays, businessToday } from '@balcao/domain/dates';
import { DEFAULT_ACTIVE_NOTIFICATION_TYPES, type NotificationType } from '@balcao/domain/notifications';
import { saveReminderSweepState } from '../src/areas/notification-settings/jobs';
import { sendPaymentNotices, sendReminders } from '../src/areas/notification-settings/reminders';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { LOCAL_JOB_ENV } from '../src/scheduler/jobs';
import type { SeededAccounts } from './accounts';

/** The demo seller's sender identification on /notificacoes. */
export const DEMO_NOTIFICATION_SENDER = {
  name: 'Loja Exemplo',
  email: 'contato@lojaexemplo.com.br',
  hiddenEmail: 'copias@lojaexemplo.com.br',
} as const;

/** A seller that chose: two e-mails off, WhatsApp on where a nudge pays (the last days, late boletos). */
const DEMO_OFF: readonly NotificationType[] = [
  'CREDIT_CARD_PREPAYMENT_FIFTEEN_DAYS',
  'PIX_LATE_PAYMENT_TWENTY_DAYS',
];
export const DEMO_WHATSAPP_ON: readonly NotificationType[] = [
  'BANK_SLIP_PREPAYMENT_TWO_DAYS_WHATSAPP',
  'BANK_SLIP_PAYMENT_WHATSAPP',
  'BANK_SLIP_LATE_PAYMENT_TWO_DAYS_WHATSAPP',
  'PIX_PREPAYMENT_TWO_DAYS_WHATSAPP',
];

/** Days of reminders the demo outbox already holds, as if the sandbox had been running for a week. */
const HISTORY_DAYS = 7;

/**
 * The demo seller's notification settings (a realistic mix of switches; the other sellers keep the
 * defaults every seller gets), the reminders of the past week and the 'paid' messages of today's payments
 * already in the outbox, and the sweep's starting point: from here on, the clock sends the rest.
 */
export async function seedNotificationSettings(
  db: Db,
  clock: Clock,
  accounts: SeededAccounts,
): Promise<void> {
  const active = [
    ...DEFAULT_ACTIVE_NOTIFICATION_TYPES.filter((t) => !DEMO_OFF.includes(t)),
    ...DEMO_WHATSAPP_ON,
  ];
  await db.query(
    `UPDATE seller_notification_settings SET name = $2, email = $3, hidden_email = $4, active_types = $5
      WHERE seller_id = $1`,
    [
      accounts.sellers.demo,
      DEMO_NOTIFICATION_SENDER.name,
      DEMO_NOTIFICATION_SENDER.email,
      DEMO_NOTIFICATION_SENDER.hiddenEmail,
      active,
    ],
  );
  const now = clock.now();
  const today = businessToday(now);
  await sendReminders(db, clock, LOCAL_JOB_ENV, addDays(today, -HISTORY_DAYS), today);
  await sendPaymentNotices(db, clock, LOCAL_JOB_ENV, new Date(now.getTime() - 24 * 3600 * 1000), now);
  await saveReminderSweepState(db, { through: today, sweptAt: now.toISOString() });
}
