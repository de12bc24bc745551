import type { core } from '@balcao/client';
import {
  DEFAULT_STEP_UP_SETTINGS,
  REFUND_THRESHOLD_MAX_CENTS,
  STEP_UP_OPERATIONS,
  type StepUpOperation,
  type StepUpSettings,
} from '@balcao/domain/access';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, unauthorized } from '../../errors';
import type { Caller } from '../shared/caller';

type SettingsAnswer = core.components['schemas']['StepUpSettings'];
type SettingsUpdate = core.components['schemas']['StepUpSettingsUpdate'];

/** The seller's choice, or the domain's default (nothing asks) when the administrator never saved one. */
export async function stepUpSettingsOf(db: Db, sellerId: number): Promise<StepUpSettings> {
  const [row] = await db.query<{ operations: string[]; refund_threshold_cents: string | number }>(
    'SELECT operations, refund_threshold_cents FROM step_up_settings WHERE seller_id = $1',
    [sellerId],
  );
  if (!row) return DEFAULT_STEP_UP_SETTINGS;
  return {
    operations: row.operations.filter((o): o is StepUpOperation =>
      (STEP_UP_OPERATIONS as readonly string[]).includes(o),
    ),
    refundThresholdCents: Number(row.refund_threshold_cents),
  };
}

/** TOTP when sign-in asks this user for an authenticator code, else the password. */
export async function stepUpMethodOf(db: Db, userId: number): Promise<'TOTP' | 'PASSWORD'> {
  const [row] = await db.query<{ totp: boolean }>(
    'SELECT totp_secret IS NOT NULL AS totp FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw unauthorized();
  return row.totp ? 'TOTP' : 'PASSWORD';
}

async function answer(db: Db, caller: Caller, settings: StepUpSettings): Promise<SettingsAnswer> {
  return {
    // The contract's order, whatever order they were chosen in.
    operations: STEP_UP_OPERATIONS.filter((o) => settings.operations.includes(o)),
    refundThreshold: centsToReais(settings.refundThresholdCents),
    method: await stepUpMethodOf(db, caller.userId),
  };
}

/** GET /step-up/settings: what asks, and how this user answers. */
export async function getStepUpSettings(db: Db, _clock: Clock, caller: Caller): Promise<SettingsAnswer> {
  return answer(db, caller, await stepUpSettingsOf(db, caller.sellerId));
}

/** PUT /step-up/settings (SELLER_ADMIN): the administrator's choice; the activity log records who made it. */
export async function updateStepUpSettings(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: SettingsUpdate,
): Promise<SettingsAnswer> {
  const refundThresholdCents = reaisToCents(input.refundThreshold);
  if (refundThresholdCents > REFUND_THRESHOLD_MAX_CENTS)
    throw badRequest('O valor mínimo para pedir confirmação no estorno vai até R$ 1.000.000,00.');
  const settings: StepUpSettings = { operations: [...new Set(input.operations)], refundThresholdCents };
  await db.query(
    `INSERT INTO step_up_settings (seller_id, operations, refund_threshold_cents, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (seller_id) DO UPDATE
       SET operations = EXCLUDED.operations, refund_threshold_cents = EXCLUDED.refund_threshold_cents,
           updated_at = EXCLUDED.updated_at`,
    [caller.sellerId, settings.operations, refundThresholdCents, clock.now().toISOString()],
  );
  return answer(db, caller, settings);
}
