import type { payment } from '@balcao/client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { Caller } from '../shared/caller';

export type AntiFraudStatus = payment.components['schemas']['AntiFraudStatus'];

/**
 * GET /sellers/anti-fraud: the provider's anti-fraud flag on the caller's own seller (`sellers.fraud_flagged`,
 * the same column the withdrawal with the balance to release charges its 10% by). A read.
 */
export async function antiFraudStatus(db: Db, _clock: Clock, caller: Caller): Promise<AntiFraudStatus> {
  const [seller] = await db.query<{ fraud_flagged: boolean }>(
    'SELECT fraud_flagged FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  return { isFraud: seller?.fraud_flagged ?? false };
}
