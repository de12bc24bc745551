import { ACTIVITY_ACTION_OF, refundCentsOf, stepUpOperationOf, stepUpRequired } from '@balcao/domain/access';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { type ActivityResult, recordActivity } from '../activity-log/activity-log';
import { sha256 } from '../auth/passwords';
import type { Caller } from '../shared/caller';
import { stepUpSettingsOf } from './settings';

/** One call of an operation that moves money or changes permissions, as the gateway received it. */
export interface RecordedCall {
  operationId: string;
  caller: Caller | null;
  peerAddress: string;
  body: unknown;
  params: unknown;
  /** The `X-Balcao-Confirmation` header, when sent. */
  confirmation: string | undefined;
}

const refused = (code: 'CONFIRMATION_REQUIRED' | 'CONFIRMATION_INVALID') =>
  new HttpError(
    428,
    code,
    code === 'CONFIRMATION_REQUIRED'
      ? 'Confirme sua identidade para continuar.'
      : 'A confirmação venceu ou já foi usada. Confirme sua identidade de novo.',
    { keepWrites: true },
  );

/** What the call acted on: the path's id, the ids of the body, or the id of what it created. */
function subjectOf(call: RecordedCall, answer?: unknown): string | null {
  const params = call.params as { id?: unknown } | undefined;
  if (params?.id !== undefined) return String(params.id);
  const body = call.body as { transferIds?: unknown; cardInvoiceIds?: unknown } | undefined;
  const ids = body?.transferIds ?? body?.cardInvoiceIds;
  if (Array.isArray(ids)) return ids.join(' ');
  const created = answer as { id?: unknown } | undefined;
  return created?.id !== undefined ? String(created.id) : null;
}

/**
 * Runs a call that moves money or changes permissions: when the merchant's settings say its kind asks, it
 * spends the caller's confirmation first (one use, same user and kind, not expired) or answers 428 having
 * moved nothing; then it records the call in the activity log, in the call's own transaction. A refusal is
 * recorded too and kept. An API key is an integration, not a person: nothing to confirm, recorded without
 * a user. A call that fails for a business reason rolls back with its record and its spent confirmation.
 */
export async function recordedCall<T>(
  db: Db,
  clock: Clock,
  call: RecordedCall,
  run: () => Promise<T>,
): Promise<T> {
  const action = ACTIVITY_ACTION_OF[call.operationId];
  const caller = call.caller;
  if (!action || !caller) return run();
  const record = (result: ActivityResult, answer?: unknown) =>
    recordActivity(db, clock, {
      sellerId: caller.sellerId,
      userId: caller.apiKeyId ? null : caller.userId,
      action,
      subjectId: subjectOf(call, answer),
      ipAddress: call.peerAddress,
      result,
    });
  const kind = stepUpOperationOf(call.operationId, call.body);
  if (kind && !caller.apiKeyId) {
    const settings = await stepUpSettingsOf(db, caller.sellerId);
    if (stepUpRequired(settings, kind, refundCentsOf(call.body))) {
      if (!call.confirmation) {
        await record('CONFIRMATION_REQUIRED');
        throw refused('CONFIRMATION_REQUIRED');
      }
      const now = clock.now().toISOString();
      const spent = await db.query(
        `UPDATE step_up_confirmations SET used_at = $4
          WHERE token_hash = $1 AND user_id = $2 AND operation = $3 AND used_at IS NULL AND expires_at > $4
          RETURNING 1`,
        [sha256(call.confirmation), caller.userId, kind, now],
      );
      if (spent.length === 0) {
        await record('CONFIRMATION_INVALID');
        throw refused('CONFIRMATION_INVALID');
      }
    }
  }
  const answer = await run();
  await record('SUCCESS', answer);
  return answer;
}
