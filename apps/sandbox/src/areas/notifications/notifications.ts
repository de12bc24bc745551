import type { core } from '@balcao/client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { pageSlice, pageWithCounts } from '../shared/page';
import { timeDiff } from '../shared/time-diff';

type Schemas = core.components['schemas'];
export type Notification = Schemas['Notification'];
export type NotificationPage = Schemas['NotificationPage'];

/** The rules write only the kinds and variables the contract names. */
interface Row {
  id: number;
  type: Notification['notificationPanelType'];
  title: string;
  message: string;
  variables: Notification['variablesResponse'];
  created_at: Date;
  notified_at: Date | null;
}

const COLUMNS = 'id, type, title, message, variables, created_at, notified_at';
/** A notification with a user (a report someone asked for) is only theirs; the others are the seller's. */
const VISIBLE = 'seller_id = $1 AND (user_id IS NULL OR user_id = $2)';

function toNotification(row: Row, now: Date): Notification {
  return {
    id: row.id,
    notificationPanelType: row.type,
    title: row.title,
    message: row.message,
    variablesResponse: row.variables,
    createdAt: row.created_at.toISOString(),
    timeDiff: timeDiff(row.created_at, now),
    notifiedAt: row.notified_at?.toISOString() ?? null,
  };
}

async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db.query<{ quantity: number }>(
    `SELECT count(*)::int AS quantity FROM notifications WHERE ${VISIBLE} AND notified_at IS NULL`,
    [caller.sellerId, caller.userId],
  );
  return row?.quantity ?? 0;
}

export async function listNotifications(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: QueryWithDefaults<core.operations['listNotifications'], 'page' | 'size' | 'sort'>,
): Promise<NotificationPage> {
  const direction = input.sort === 'createdAt,asc' ? 'ASC' : 'DESC';
  // The page and both counts in one statement: one round trip, and on the embedded database one plan.
  const { items, counts } = await pageWithCounts<Row, { total_elements: number; quantity_unread: number }>(
    db,
    {
      counts: `SELECT count(*)::int AS total_elements,
                      (count(*) FILTER (WHERE notified_at IS NULL))::int AS quantity_unread
                 FROM notifications WHERE ${VISIBLE}`,
      page: `SELECT ${COLUMNS} FROM notifications WHERE ${VISIBLE}
              ORDER BY created_at ${direction}, id ${direction} ${pageSlice(input.page, input.size)}`,
      orderBy: `page.created_at ${direction}, page.id ${direction}`,
      params: [caller.sellerId, caller.userId],
    },
  );
  const totalElements = counts?.total_elements ?? 0;
  const now = clock.now();
  return {
    content: items.map((row) => toNotification(row, now)),
    totalElements,
    totalPages: Math.ceil(totalElements / input.size),
    number: input.page,
    size: input.size,
    quantityUnread: counts?.quantity_unread ?? 0,
  };
}

export async function countUnread(db: Db, _clock: Clock, caller: Caller): Promise<Schemas['UnreadCount']> {
  return { quantity: await unreadCount(db, caller) };
}

/** Marks one notification read; another seller's notification is as unknown as a missing one. */
export async function markRead(db: Db, clock: Clock, caller: Caller, id: number): Promise<Notification> {
  const now = clock.now();
  const [row] = await db.query<Row>(
    `UPDATE notifications SET notified_at = COALESCE(notified_at, $4)
      WHERE id = $1 AND seller_id = $2 AND (user_id IS NULL OR user_id = $3) RETURNING ${COLUMNS}`,
    [id, caller.sellerId, caller.userId, now.toISOString()],
  );
  if (!row) throw notFound('Notificação não encontrada.');
  return toNotification(row, now);
}

export async function markAllRead(db: Db, clock: Clock, caller: Caller): Promise<Schemas['UnreadCount']> {
  await db.query(`UPDATE notifications SET notified_at = $3 WHERE ${VISIBLE} AND notified_at IS NULL`, [
    caller.sellerId,
    caller.userId,
    clock.now().toISOString(),
  ]);
  return { quantity: await unreadCount(db, caller) };
}
