import type { payment } from '@balcao/client';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_METHODS,
  NOTIFICATION_MOMENTS,
  type NotificationChannel,
  notificationIdentificationErrors,
  notificationMessage,
  notificationType,
} from '@balcao/domain/notifications';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ValidationErrors } from '../../errors';
import type { Caller } from '../shared/caller';

type Schemas = payment.components['schemas'];
export type NotificationSettings = Schemas['NotificationSettings'];
type IdentificationBody = Schemas['NotificationIdentificationRequest'];
type ActiveBody = Schemas['NotificationActiveRequest'];
type MigrationBody = Schemas['NotificationMigrationRequest'];

export interface SettingsRow {
  seller_id: number;
  name: string;
  email: string | null;
  hidden_email: string | null;
  active_all: boolean;
  active_types: string[];
}

const LABELS: Record<string, string> = { name: 'Nome', email: 'E-mail', hiddenEmail: 'E-mail oculto' };

/** Every switch, method by method and moment by moment, with the text it sends. */
function toSettings(row: SettingsRow): NotificationSettings {
  const on = new Set(row.active_types);
  return {
    name: row.name,
    email: row.email,
    hiddenEmail: row.hidden_email,
    activeAllNotifications: row.active_all,
    notifications: NOTIFICATION_METHODS.flatMap((paymentMethod) =>
      NOTIFICATION_MOMENTS.flatMap((moment) =>
        NOTIFICATION_CHANNELS.map((channel) => {
          const type = notificationType(paymentMethod, moment, channel);
          return {
            type,
            paymentMethod,
            moment,
            channel,
            active: on.has(type),
            message: notificationMessage(paymentMethod, moment),
          };
        }),
      ),
    ),
  };
}

/**
 * A new seller's settings, made where sellers are made (the seed): every e-mail on, WhatsApp off, the
 * sender its trade name, replies to its first user until it says otherwise. Call it once its users exist.
 */
export async function openNotificationSettings(db: Db, sellerId: number): Promise<void> {
  await db.query(
    `INSERT INTO seller_notification_settings (seller_id, name, email)
     SELECT s.id, coalesce(s.fantasy_name, s.company_name),
            (SELECT u.email FROM users u WHERE u.seller_id = s.id ORDER BY u.id LIMIT 1)
       FROM sellers s WHERE s.id = $1
     ON CONFLICT (seller_id) DO NOTHING`,
    [sellerId],
  );
}

/** The caller's seller's row, locked when it is about to change. Every seller has one (openNotificationSettings). */
async function settingsRow(db: Db, caller: Caller, lock = false): Promise<SettingsRow> {
  const [row] = await db.query<SettingsRow>(
    `SELECT * FROM seller_notification_settings WHERE seller_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [caller.sellerId],
  );
  if (!row) throw new Error(`seller ${caller.sellerId} sem configurações de notificação`);
  return row;
}

/** GET /seller-notifications. */
export async function getNotificationSettings(db: Db, _clock: Clock, caller: Caller) {
  return toSettings(await settingsRow(db, caller));
}

/** PATCH /seller-notifications/basic: the sender's identification and the all-notifications switch. */
export async function updateNotificationIdentification(
  db: Db,
  _clock: Clock,
  caller: Caller,
  body: IdentificationBody,
) {
  const form = { name: body.name, email: body.email, hiddenEmail: body.hiddenEmail ?? '' };
  const errors = notificationIdentificationErrors(form);
  if (Object.keys(errors).length)
    throw new ValidationErrors(Object.entries(errors).map(([f, m]) => `${LABELS[f] ?? f}: ${m}`));
  await settingsRow(db, caller, true);
  const [row] = await db.query<SettingsRow>(
    `UPDATE seller_notification_settings SET name = $2, email = $3, hidden_email = $4, active_all = $5
      WHERE seller_id = $1 RETURNING *`,
    [
      caller.sellerId,
      form.name.trim(),
      form.email.trim().toLowerCase(),
      form.hiddenEmail.trim().toLowerCase() || null,
      body.activeAllNotifications,
    ],
  );
  return toSettings(row!);
}

/** PATCH /seller-notifications/active: one switch; the same state twice changes nothing. */
export async function setNotificationActive(db: Db, _clock: Clock, caller: Caller, body: ActiveBody) {
  await settingsRow(db, caller, true);
  const [row] = await db.query<SettingsRow>(
    `UPDATE seller_notification_settings
        SET active_types = CASE WHEN $3 THEN array_append(array_remove(active_types, $2), $2)
                                ELSE array_remove(active_types, $2) END
      WHERE seller_id = $1 RETURNING *`,
    [caller.sellerId, body.type, body.active],
  );
  return toSettings(row!);
}

/**
 * PATCH /seller-notifications/migration/active: every switch of a channel (or of both) at once, as a
 * seller coming from the single on/off of the old sending moves to the per-moment switches.
 */
export async function setEveryNotificationActive(db: Db, _clock: Clock, caller: Caller, body: MigrationBody) {
  const channels: readonly NotificationChannel[] = body.channel ? [body.channel] : NOTIFICATION_CHANNELS;
  const types = NOTIFICATION_METHODS.flatMap((method) =>
    NOTIFICATION_MOMENTS.flatMap((moment) =>
      channels.map((channel) => notificationType(method, moment, channel)),
    ),
  );
  const current = await settingsRow(db, caller, true);
  const next = body.active
    ? [...new Set([...current.active_types, ...types])]
    : current.active_types.filter((type) => !types.includes(type as (typeof types)[number]));
  const [row] = await db.query<SettingsRow>(
    'UPDATE seller_notification_settings SET active_types = $2 WHERE seller_id = $1 RETURNING *',
    [caller.sellerId, next],
  );
  return toSettings(row!);
}
