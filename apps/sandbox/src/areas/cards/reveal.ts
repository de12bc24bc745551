import type { banking } from '@balcao/client';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { recordActivity } from '../activity-log/activity-log';
import type { AttemptLimit } from '../shared/attempts';
import type { Caller } from '../shared/caller';
import { limitReached, takeLimitedUses } from '../shared/security-limits';
import { cardOf, refuseCancelled, requireCards } from './access';
import { cardDataKey, openCardSecrets } from './card-data';

type CardSensitiveData = banking.components['schemas']['CardSensitiveData'];

/**
 * Reveals of one card's data by one user: enough to copy the number into a purchase a few times in an
 * hour, not to harvest it from a stolen session (issue 23 saw sixty in a quarter of a second).
 */
export const REVEALS_PER_USER_AND_CARD: AttemptLimit = {
  kind: 'card-reveal:user-card',
  max: 5,
  windowSeconds: 60 * 60,
};

export const REVEAL_LIMIT_MESSAGE =
  'Você atingiu o limite de visualizações dos dados deste cartão. Tente novamente mais tarde.';

/**
 * 'Ver dados': the only place the number, CVV and expiry are decrypted. Every reveal, and every one the
 * limit refuses, goes to the activity log with the caller's address.
 */
export async function revealCardData(
  db: Db,
  clock: Clock & RealTime,
  caller: Caller,
  cardId: string,
  peerAddress: string,
): Promise<CardSensitiveData> {
  await requireCards(db, clock, caller, { cardAction: true });
  const row = await cardOf(db, caller, cardId);
  refuseCancelled(row);
  if (row.status === 'PENDING')
    throw new HttpError(409, 'CARD_PENDING', 'O cartão ainda está sendo emitido.');
  const activity = {
    sellerId: caller.sellerId,
    userId: caller.apiKeyId ? null : caller.userId,
    action: 'card.sensitive_data.reveal',
    subjectId: row.id,
    ipAddress: peerAddress,
  } as const;
  const refused = await takeLimitedUses(db, clock, [
    { limit: REVEALS_PER_USER_AND_CARD, key: `${caller.userId}:${row.id}` },
  ]);
  if (refused) {
    await recordActivity(db, clock, { ...activity, result: 'RATE_LIMITED' });
    throw limitReached('TOO_MANY_REVEALS', REVEAL_LIMIT_MESSAGE, refused.retryAfterSeconds, true);
  }
  const [stored] = await db.query<{ sensitive_data: string }>(
    'SELECT sensitive_data FROM cards WHERE id = $1',
    [row.id],
  );
  const secrets = openCardSecrets(await cardDataKey(db), row.id, stored!.sensitive_data);
  await recordActivity(db, clock, { ...activity, result: 'SUCCESS' });
  return secrets;
}
