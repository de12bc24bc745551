import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { HttpError } from '../errors';

const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * Operations whose answer carries a secret (session tokens; later API keys and webhook secrets shown
 * once). Their key is still claimed, so a duplicate never runs twice, but the answer is not kept: a repeat
 * gets 409 instead of the old secret, and the store never holds a token in clear.
 */
export const SECRET_ANSWER_OPERATIONS: ReadonlySet<string> = new Set([
  'signIn',
  'refreshToken',
  'verifyTwoFactor',
  'createApiKey',
  'createWebhook',
  'rotateWebhookSecret',
  'generateTwoFactorSecret',
]);

/** JSON with object keys sorted, so that the same body with its keys in another order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Whose keys these are. Anonymous callers are told apart by their peer address (never a header), so one
 * caller cannot read, or block, another's answer by guessing a key.
 */
export function idempotencyScope(request: FastifyRequest): string {
  // An API key's keys are its own: its creator's session and the key are two callers.
  if (request.caller?.apiKeyId) return `api-key:${request.caller.apiKeyId}`;
  if (request.caller) return `user:${request.caller.userId}`;
  if (request.twoFactor) return `2fa:${request.twoFactor.userId}`;
  return `public:${request.ip}:${request.routeOptions.url}`;
}

export interface IdempotencyClaim {
  scope: string;
  key: string;
  hash: string;
}

export type PriorAnswer = { status: number; body: unknown } | { error: HttpError };

const conflict = () =>
  new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'Chave de idempotência já usada com outro conteúdo.');

const secretNotReplayed = () =>
  new HttpError(
    409,
    'IDEMPOTENCY_NOT_REPLAYED',
    'Esta requisição já foi atendida e sua resposta trazia credenciais, que não são repetidas. Envie uma nova requisição com outra chave.',
  );

/**
 * Claims the key in the caller's transaction (a concurrent duplicate waits on the row, then finds it).
 * Answers null when the key is new, or what a repeat must answer.
 */
export async function claimKey(
  tx: Db,
  claim: IdempotencyClaim,
  now: Date,
  secretAnswer: boolean,
): Promise<PriorAnswer | null> {
  const { scope, key, hash } = claim;
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000).toISOString();
  await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at < $3', [
    scope,
    key,
    expired,
  ]);
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, key, hash, now.toISOString()],
  );
  if (claimed.length > 0) return null;
  const [prior] = await tx.query<{ request_hash: string; status_code: number; response_body: unknown }>(
    'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  if (!prior || prior.request_hash !== hash) return { error: conflict() };
  if (secretAnswer) return { error: secretNotReplayed() };
  return { status: prior.status_code, body: prior.response_body };
}

/** Keeps the answer for replay; of a secret-carrying answer only its status. */
export async function storeAnswer(
  tx: Db,
  claim: IdempotencyClaim,
  status: number,
  body: unknown,
  secretAnswer: boolean,
): Promise<void> {
  const stored = secretAnswer || body === undefined ? null : JSON.stringify(body);
  await tx.query(
    'UPDATE idempotency_keys SET status_code = $3, response_body = $4::jsonb WHERE scope = $1 AND key = $2',
    [claim.scope, claim.key, status, stored],
  );
}

export async function releaseKey(tx: Db, claim: IdempotencyClaim): Promise<void> {
  await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [claim.scope, claim.key]);
}
