import { STEP_UP_HEADER } from '@balcao/domain/access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TwoFactorStep } from '../areas/auth/session';
import type { Caller } from '../areas/shared/caller';
import { recordedCall } from '../areas/step-up/guard';
import type { Db } from '../db/db';
import { HttpError, unauthorized } from '../errors';
import type { SandboxContext } from './context';
import { sendError } from './error-handler';
import { claimKey, idempotencyScope, releaseKey, requestHash, storeAnswer } from './idempotency';
import { confirmSession } from './security';

/** What a handler gets: the validated input, who calls, and the context bound to this operation's transaction. */
export interface OperationInput<Body = unknown, Query = unknown, Params = unknown> {
  body: Body;
  query: Query;
  params: Params;
  caller: Caller | null;
  twoFactor: TwoFactorStep | null;
  /** The socket's peer address (no proxy header is trusted): what limits per address count by. */
  peerAddress: string;
  /** The configured origin of the back-office, for links in e-mails. */
  appUrl: string;
  /** The configured origin of this gateway, for links to files it serves (invoices, reports). */
  gatewayUrl: string;
}

export type OperationHandler = (
  input: OperationInput<never, never, never>,
  ctx: SandboxContext,
) => Promise<unknown>;

/**
 * A success that is a file, not JSON (a receipt's PDF): sent as is, with its type and a download name.
 * The contract declares such a response with its media type and `format: binary`.
 */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    readonly body: Buffer,
    readonly filename: string,
  ) {}
}

/** The caller, or 401 when an operation that needs one was reached without it. */
export function callerOf(input: { caller: Caller | null }): Caller {
  if (!input.caller) throw unauthorized();
  return input.caller;
}

type Outcome = { status: number; body: unknown; replayed?: boolean } | { error: HttpError };

/** How one operation is run: its success status, and whether its answer carries a secret. */
export interface OperationOptions {
  operationId: string;
  successStatus: number;
  secretAnswer: boolean;
}

/**
 * The reads that are recorded (a record in the activity log, a counted limit), run in a write transaction:
 * revealing a card's number is logged and limited per user and card.
 */
export const RECORDED_READ_OPERATIONS: ReadonlySet<string> = new Set(['revealCardData']);

/** Whether an operation runs as a read (`Db.read`): a GET that records nothing. */
export const runsAsRead = (method: string, operationId: string) =>
  method === 'GET' && !RECORDED_READ_OPERATIONS.has(operationId);

/**
 * Runs one operation in one transaction. With an `Idempotency-Key` on a POST, the key is claimed first in
 * the same transaction (a concurrent duplicate waits on it, then replays), and a 2xx answer is stored with
 * the operation's writes, so a replay never acts twice and a failed attempt leaves the key free.
 */
async function run(
  ctx: SandboxContext,
  request: FastifyRequest,
  options: OperationOptions,
  execute: (tx: Db) => Promise<unknown>,
): Promise<Outcome> {
  const header = request.headers['idempotency-key'];
  const key = request.method === 'POST' && typeof header === 'string' && header ? header : null;
  const claim = key ? { scope: idempotencyScope(request), key, hash: requestHash(request) } : null;
  const now = ctx.clock.now();
  // Reads never write: a read-only transaction, on the embedded database and on a server alike.
  if (runsAsRead(request.method, options.operationId)) {
    return ctx.db.read(async (db) => ({ status: options.successStatus, body: await execute(db) }));
  }
  return ctx.db.transaction(async (tx): Promise<Outcome> => {
    if (claim) {
      const prior = await claimKey(tx, claim, now, options.secretAnswer);
      if (prior) return 'error' in prior ? prior : { ...prior, replayed: true };
    }
    try {
      const body = await execute(tx);
      if (claim) await storeAnswer(tx, claim, options.successStatus, body, options.secretAnswer);
      return { status: options.successStatus, body };
    } catch (error) {
      if (!(error instanceof HttpError && error.keepWrites)) throw error;
      // The failure's own writes stay (a counted attempt, a revoked family); the key is released.
      if (claim) await releaseKey(tx, claim);
      return { error };
    }
  });
}

/** The Fastify handler of one operation: input from the request, the rule in a transaction, the answer. */
export function routeHandler(ctx: SandboxContext, handler: OperationHandler, options: OperationOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const confirmation = request.headers[STEP_UP_HEADER];
    const outcome = await run(ctx, request, options, async (tx) => {
      // A read's session is confirmed here, in its own transaction (http/access.ts).
      const pending = request.sessionToConfirm;
      const caller = pending ? await confirmSession(ctx, tx, pending) : (request.caller ?? null);
      const input = {
        body: request.body,
        query: request.query,
        params: request.params,
        caller,
        twoFactor: request.twoFactor ?? null,
        peerAddress: request.ip,
        // From configuration only: a link built from Origin or Host would carry a reset token elsewhere.
        appUrl: ctx.urls.app,
        gatewayUrl: ctx.urls.gateway,
      } as OperationInput<never, never, never>;
      // Money movements and permission changes: the merchant's step-up, and a record in the activity log.
      const call = {
        operationId: options.operationId,
        caller,
        peerAddress: input.peerAddress,
        body: input.body,
        params: input.params,
        confirmation: typeof confirmation === 'string' ? confirmation : undefined,
      };
      return recordedCall(tx, ctx.clock, call, () => handler(input, { ...ctx, db: tx }));
    });
    if ('error' in outcome) return sendError(reply, outcome.error);
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    reply.code(outcome.status);
    if (outcome.body instanceof FileAnswer)
      return reply
        .type(outcome.body.contentType)
        .header('content-disposition', `attachment; filename="${outcome.body.filename}"`)
        .send(outcome.body.body);
    return outcome.status === 204 || outcome.body === null ? reply.send() : reply.send(outcome.body);
  };
}
