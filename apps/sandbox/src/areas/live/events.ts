import type { Db } from '../../db/db';

/** The channel every live event goes through (LISTEN/NOTIFY on a server, in process on PGlite). */
export const LIVE_CHANNEL = 'balcao_live';

/** What happened to a charge: paid, late, refunded, disputed, or given a new due date and line (updated). */
type ChargeEventKind =
  | 'charge.paid'
  | 'charge.late'
  | 'charge.refunded'
  | 'charge.disputed'
  | 'charge.updated';

/**
 * What the open back-offices hear: only kinds and ids, never the data, which each screen refetches
 * through the contract with its own roles. `audience` is the operation whose roles may hear it (the
 * domain's access table decides, as for the call itself); `userId` narrows it to one user.
 */
export interface LiveEvent {
  kind: ChargeEventKind | 'notification.created';
  sellerId: number;
  userId?: number;
  audience: 'getCharge' | 'listNotifications';
  data: { chargeId?: string; notificationId?: number };
}

/** Sends the event with the change, in its transaction: it is heard only if the change commits. */
export function publishLive(db: Db, event: LiveEvent): Promise<void> {
  return db.notify(LIVE_CHANNEL, JSON.stringify(event));
}

/** The charge's seller, for the events that name only a charge. */
export async function chargeSeller(db: Db, chargeId: string): Promise<number | null> {
  const [row] = await db.query<{ seller_id: number }>('SELECT seller_id FROM charges WHERE id = $1', [
    chargeId,
  ]);
  return row?.seller_id ?? null;
}

/** A charge's change, for whoever sees the seller's charges. */
export async function publishChargeEvent(db: Db, kind: ChargeEventKind, chargeId: string): Promise<void> {
  const sellerId = await chargeSeller(db, chargeId);
  if (sellerId === null) return;
  await publishLive(db, { kind, sellerId, audience: 'getCharge', data: { chargeId } });
}
