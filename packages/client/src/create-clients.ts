import createClient, { type Client } from 'openapi-fetch';
import { createGatewayCall, type GatewayCall } from './gateway-call';
import { clockMiddleware, createGatewayClock, type GatewayClock } from './gateway-clock';
import type * as banking from './generated/banking';
import type * as core from './generated/core';
import type * as payment from './generated/payment';
import { authMiddleware, createSessionAuth } from './middleware/auth';
import { errorMiddleware } from './middleware/errors';
import { idempotencyMiddleware } from './middleware/idempotency';
import { type StepUpHandler, stepUpMiddleware } from './middleware/step-up';
import { createSessionKeeper, type SessionEndReason } from './session-keeper';
import type { Session, SessionStore } from './session-store';

/** §4.1 and §9: the core client refreshes 120 s before expiry (the rest of the product uses 60). */
export const DEFAULT_REFRESH_THRESHOLD_SECONDS = 120;
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface CreateClientsOptions<S extends Session = Session> {
  /** The gateway root, e.g. `http://localhost:4010`; the clients add `/core`, `/banking`, `/payment`. */
  baseUrl: string;
  session: SessionStore<S>;
  /** Defaults to the global fetch looked up at call time (so msw installed later still sees it). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called once when the session ends (refresh refused, any 403, 401 after a refresh). */
  onSessionEnd?: (reason: SessionEndReason) => void;
  /** Per request, the refresh and the retry included; 0 turns the timeout off. Default 15 000. */
  timeoutMs?: number;
  /**
   * The caller passes every call a `signal` that carries its own timeout (the SDK does, per attempt):
   * the middleware then adds none, which spares a copy of each request; the refresh keeps `timeoutMs`.
   */
  callerTimesRequests?: boolean;
  /** Refresh the access token when it expires within this many seconds. Default 120; pass 60 elsewhere. */
  refreshThresholdSeconds?: number;
  /** The gateway's time, kept from its answers; one is created when not given. */
  clock?: GatewayClock;
  /** How a refresh response is folded into what is stored. Default: a shallow merge keeping extras. */
  mergeRefreshedSession?: (stored: S, refreshed: Session) => S;
  /** Money calls answered 428: ask the user for a confirmation and send them again (the app's dialog). */
  stepUp?: StepUpHandler;
}

export interface BalcaoClients {
  core: Client<core.paths, 'application/json'>;
  banking: Client<banking.paths, 'application/json'>;
  payment: Client<payment.paths, 'application/json'>;
  /**
   * The same calls with their request built once, under the same session, clock and errors (the SDK's
   * way: `gateway-call.ts` says why). Untyped: the caller types it from the contract.
   */
  call: GatewayCall;
  /** The gateway's time, from the `Date` header of the answers to these clients: 'today' is the gateway's. */
  clock: GatewayClock;
}

/**
 * The three gateway clients over one middleware stack, so that they share one session, one
 * single-flight refresh and one error shape. Every failed call rejects with an `ApiError`.
 */
export function createClients<S extends Session = Session>(options: CreateClientsOptions<S>): BalcaoClients {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? createGatewayClock();
  const keeper = createSessionKeeper<S>({
    store: options.session,
    clock,
    baseUrl,
    fetch,
    timeoutMs,
    onSessionEnd: options.onSessionEnd,
    mergeRefreshedSession:
      options.mergeRefreshedSession ?? ((stored, refreshed) => ({ ...stored, ...refreshed })),
  });
  const auth = createSessionAuth(
    keeper,
    clock,
    options.refreshThresholdSeconds ?? DEFAULT_REFRESH_THRESHOLD_SECONDS,
  );
  // Order matters: onRequest runs in this order and onResponse in the reverse one.
  const middleware = [
    errorMiddleware(options.callerTimesRequests ? 0 : timeoutMs),
    clockMiddleware(clock),
    idempotencyMiddleware(),
    authMiddleware(auth),
    ...(options.stepUp ? [stepUpMiddleware(options.stepUp)] : []),
  ];
  const clientFor = <Paths extends {}>(gateway: string) => {
    const client = createClient<Paths, 'application/json'>({ baseUrl: `${baseUrl}/${gateway}`, fetch });
    client.use(...middleware);
    return client;
  };
  return {
    core: clientFor<core.paths>('core'),
    banking: clientFor<banking.paths>('banking'),
    payment: clientFor<payment.paths>('payment'),
    call: createGatewayCall({ baseUrl, auth, clock }),
    clock,
  };
}
