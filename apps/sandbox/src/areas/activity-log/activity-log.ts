import type { Clock } from '../../clock';
import type { Db } from '../../db/db';

/**
 * What the activity log records, as `area.object.verb`. A later screen reads them by seller, newest
 * first (activity_log_seller_idx), and names them in Portuguese.
 */
export const ACTIVITY_ACTIONS = ['card.sensitive_data.reveal'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How it ended: done, or refused and why. */
export type ActivityResult = 'SUCCESS' | 'RATE_LIMITED';

export interface Activity {
  sellerId: number;
  /** Null when no user acted (an API key, the sandbox itself). */
  userId: number | null;
  action: ActivityAction;
  /** What it acted on (a card's id). */
  subjectId: string | null;
  /** The socket's peer address, as the limits per address see it. */
  ipAddress: string | null;
  result: ActivityResult;
}

/**
 * Appends one record, in the caller's transaction: what the operation did and its record commit together.
 * The table refuses updates and deletes (migration 041).
 */
export async function recordActivity(db: Db, clock: Clock, activity: Activity): Promise<void> {
  await db.query(
    `INSERT INTO activity_log (seller_id, user_id, action, subject_id, ip_address, result, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      activity.sellerId,
      activity.userId,
      activity.action,
      activity.subjectId,
      activity.ipAddress,
      activity.result,
      clock.now().toISOString(),
    ],
  );
}
