import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { Caller } from '../rules/caller';
import type { SandboxContext } from './context';
import { sendError } from './error-handler';
import { HttpError, unauthorized } from './errors';

/** What a handler gets: the validated input, who calls, and the context bound to this operation's transaction. */
export interface OperationInput<Body = unknown, Query = unknown, Params = unknown> {
  body: Body;
  query: Query;
  params: Params;
  caller: Caller | null;
  twoFactorUserId: number | null;
  /** The origin of the back-office, for links in e-mails. */
  appUrl: string;
  /** The origin of this gateway, for links to files it serves (invoices, reports). */
  gatewayUrl: string;
}

export type OperationHandler = (
  input: OperationInput<never, never, never>,
  ctx: SandboxContext,
) => Promise<unknown>;

/** The caller, or 401 when an operation that needs one was reached without it. */
export function callerOf(input: { caller: Caller | null }): Caller {
  if (!input.caller) throw unauthorized();
  return input.caller;
}

const IDEMPOTENCY_TTL_HOURS = 24;

type Outcome = { status: number; body: unknown; replayed?: boolean } | { error: HttpError };

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function idempotencyScope(request: FastifyRequest): string {
  if (request.caller) return `user:${request.caller.userId}`;
  if (request.twoFactorUserId) return `2fa:${request.twoFactorUserId}`;
  return `public:${request.routeOptions.url}`;
}

const conflict = () =>
  new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'Chave de idempotência já usada com outro conteúdo.');

/**
 * Runs one operation in one transaction. With an `Idempotency-Key` on a POST, the key is claimed first in
 * the same transaction (a concurrent duplicate waits on it, then replays), and a 2xx answer is stored with
 * the operation's writes, so a replay never acts twice and a failed attempt leaves the key free.
 */
async function run(
  ctx: SandboxContext,
  request: FastifyRequest,
  successStatus: number,
  execute: (tx: Db) => Promise<unknown>,
): Promise<Outcome> {
  const header = request.headers['idempotency-key'];
  const key = request.method === 'POST' && typeof header === 'string' && header ? header : null;
  const scope = idempotencyScope(request);
  const hash = requestHash(request);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<Outcome> => {
    if (key) {
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
      if (claimed.length === 0) {
        const [prior] = await tx.query<{ request_hash: string; status_code: number; response_body: unknown }>(
          'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
          [scope, key],
        );
        if (!prior || prior.request_hash !== hash) return { error: conflict() };
        return { status: prior.status_code, body: prior.response_body, replayed: true };
      }
    }
    try {
      const body = await execute(tx);
      if (key) {
        await tx.query(
          'UPDATE idempotency_keys SET status_code = $3, response_body = $4::jsonb WHERE scope = $1 AND key = $2',
          [scope, key, successStatus, body === undefined ? null : JSON.stringify(body)],
        );
      }
      return { status: successStatus, body };
    } catch (error) {
      if (!(error instanceof HttpError && error.keepWrites)) throw error;
      // The failure's own writes stay (a counted attempt, a revoked family); the key is released.
      if (key) await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
      return { error };
    }
  });
}

function appUrlOf(ctx: SandboxContext, request: FastifyRequest): string {
  if (ctx.publicAppUrl) return ctx.publicAppUrl;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\//.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** The Fastify handler of one operation: input from the request, the rule in a transaction, the answer. */
export function routeHandler(ctx: SandboxContext, handler: OperationHandler, successStatus: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const input = {
      body: request.body,
      query: request.query,
      params: request.params,
      caller: request.caller ?? null,
      twoFactorUserId: request.twoFactorUserId ?? null,
      appUrl: appUrlOf(ctx, request),
      gatewayUrl: ctx.publicGatewayUrl ?? `${request.protocol}://${request.host}`,
    } as OperationInput<never, never, never>;
    const outcome = await run(ctx, request, successStatus, (tx) => handler(input, { ...ctx, db: tx }));
    if ('error' in outcome) return sendError(reply, outcome.error);
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    reply.code(outcome.status);
    return outcome.status === 204 || outcome.body === null ? reply.send() : reply.send(outcome.body);
  };
}
