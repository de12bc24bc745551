import type { ActivityAction, ActivityResult } from '@balcao/domain/access';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';

export type { ActivityAction, ActivityResult };

export interface Activity {
  sellerId: number;
  /** Null when no user acted (an API key, the sandbox itself). */
  userId: number | null;
  action: ActivityAction;
  /** What it acted on (a card's id, a payment's, a user's). */
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
