import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  formatPixKey,
  PIX_KEY_CODE_MAX_ATTEMPTS,
  PIX_KEY_CODE_TTL_MINUTES,
  PIX_KEY_MESSAGES,
  type PixAccountType,
} from '@balcao/domain/pix';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { conflict, HttpError, notFound } from '../../errors';
import { requireActiveBankAccount } from '../bank-accounts/account';
import type { Caller } from '../shared/caller';
import { sendSms } from '../shared/outbox';
import { registerSellerKey, requireKeyFree, requireRoomInAccount } from './directory';
import { type PixKeyRegistered, type PixKeyRegistration, registered } from './model';

const hashOf = (code: string) => createHash('sha256').update(code).digest();

/**
 * A phone key's challenge: a 6-digit code by SMS to the number (the sandbox's outbox, channel SMS), kept
 * only as its hash, valid for 10 minutes of the sandbox clock. The answer never carries the code, so an
 * idempotent replay of the POST shows nothing secret.
 */
export async function sendPhoneChallenge(
  db: Db,
  clock: Clock,
  target: { sellerId: number; accountId: string; accountType: PixAccountType; key: string },
): Promise<PixKeyRegistration> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + PIX_KEY_CODE_TTL_MINUTES * 60_000);
  const id = randomUUID();
  await db.query(
    `INSERT INTO pix_key_challenges (id, seller_id, account_id, account_type, key, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      target.sellerId,
      target.accountId,
      target.accountType,
      target.key,
      hashOf(code).toString('hex'),
      now.toISOString(),
      expiresAt.toISOString(),
    ],
  );
  await sendSms(db, clock, {
    to: target.key,
    title: 'Código da chave Pix',
    body: `Balcão: seu código para cadastrar a chave Pix ${formatPixKey('phone', target.key)} é ${code}. Ele vale por ${PIX_KEY_CODE_TTL_MINUTES} minutos. Não compartilhe este código.`,
  });
  return {
    status: 'AWAITING_CONFIRMATION',
    keyValue: null,
    pixKey: null,
    challenge: {
      id,
      key: target.key,
      keyType: 'phone',
      accountId: target.accountId,
      expiresAt: expiresAt.toISOString(),
    },
  };
}

interface ChallengeRow {
  account_id: string;
  account_type: PixAccountType;
  key: string;
  code_hash: string;
  attempts: number;
  expires_at: Date | string;
  confirmed_at: Date | string | null;
}

const expired = () => conflict(PIX_KEY_MESSAGES.codeExpired, 'PIX_KEY_CHALLENGE_EXPIRED');

/**
 * POST /key/confirmation/{challengeId} ('Confirmar'): the right code registers the phone key, after the
 * account's room and the directory are checked again (the number may have been taken meanwhile). A wrong
 * code is counted even though the call fails (keepWrites), so five guesses void the challenge.
 */
export async function confirmPixKey(
  db: Db,
  clock: Clock,
  caller: Caller,
  challengeId: string,
  code: string,
): Promise<PixKeyRegistered> {
  const account = await requireActiveBankAccount(db, caller.sellerId);
  const [challenge] = await db.query<ChallengeRow>(
    `SELECT account_id::text, account_type, key, code_hash, attempts, expires_at, confirmed_at
       FROM pix_key_challenges WHERE id = $1 AND seller_id = $2 FOR UPDATE`,
    [challengeId, caller.sellerId],
  );
  if (!challenge) throw notFound('Código não encontrado.');
  const now = clock.now();
  if (
    challenge.confirmed_at !== null ||
    challenge.attempts >= PIX_KEY_CODE_MAX_ATTEMPTS ||
    new Date(challenge.expires_at) <= now
  )
    throw expired();
  const given = hashOf(code.trim());
  if (!/^\d{6}$/.test(code.trim()) || !timingSafeEqual(given, Buffer.from(challenge.code_hash, 'hex'))) {
    await db.query('UPDATE pix_key_challenges SET attempts = attempts + 1 WHERE id = $1', [challengeId]);
    throw new HttpError(400, 'INVALID_CODE', PIX_KEY_MESSAGES.invalidCode, { keepWrites: true });
  }
  // The account the challenge named must still be one of the seller's (it is, unless the account changed).
  await requireActiveBankAccount(db, account.sellerId, challenge.account_id);
  await requireRoomInAccount(db, caller.sellerId, challenge.account_id);
  await requireKeyFree(db, challenge.key);
  await db.query('UPDATE pix_key_challenges SET confirmed_at = $2 WHERE id = $1', [
    challengeId,
    now.toISOString(),
  ]);
  const pixKey = await registerSellerKey(db, {
    id: randomUUID(),
    key: challenge.key,
    keyType: 'phone',
    sellerId: caller.sellerId,
    accountId: challenge.account_id,
    accountType: challenge.account_type,
    createdAt: now,
  });
  return registered(pixKey);
}
