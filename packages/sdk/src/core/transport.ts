import {
  createClients,
  type GatewayCall,
  isApiError,
  requestSender,
  type SendRequest,
  type SessionStore,
  timedSignal,
} from '@balcao/client';
import { APIPromise, type WithResponse } from './api-promise';
import {
  APIConnectionError,
  APITimeoutError,
  AuthenticationError,
  BalcaoError,
  errorFromResponse,
} from './errors';
import { PagePromise, type SpringPage } from './pagination';
import { isRetryableRequest, retryDelayMs, shouldRetry } from './retry-policy';
import { abortable, abortError, throwIfAborted, timers } from './timers';

/** The last argument of every resource method. */
export interface RequestOptions {
  /** Aborts the call, its retries and the waits between them included. */
  signal?: AbortSignal;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
  /** POSTs only: sent as `Idempotency-Key` on every attempt. A new UUID per call by default. */
  idempotencyKey?: string;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /**
   * A confirmation from `stepUp.confirm` for a call that moves money, when the merchant asks for one:
   * sent as `X-Balcao-Confirmation`. Good once; the SDK's own retries of the call reuse it.
   */
  confirmation?: string;
}

/** What a resource spreads into its gateway call (`transport.call`), once per attempt. */
export interface CallInit {
  signal: AbortSignal | undefined;
  headers: Record<string, string>;
  send: SendRequest;
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Whether the call needs the session: if so, the lazy sign-in happens first. */
  authenticated: boolean;
  call: (init: CallInit) => Promise<{ data?: T; response: Response }>;
  options?: RequestOptions | undefined;
  /** The call answers 204 with no body (DELETE): success resolves to undefined instead of failing. */
  noContent?: boolean;
}

/** What the transport needs from whoever keeps the session (the sign-in with credentials). */
export interface SessionGuard {
  /** Resolves once there is a session to send, signing in if the store is empty and it can. */
  ensure(signal?: AbortSignal): Promise<void>;
  /** True when a 401 left the store empty and a new sign-in could bring the session back. */
  canRecover(): boolean;
}

export interface TransportOptions {
  baseUrl: string;
  store: SessionStore;
  /** The caller's fetch, given each request built; the platform's `fetch(url, init)` when absent. */
  fetch: ((request: Request) => Promise<Response>) | undefined;
  timeoutMs: number;
  maxRetries: number;
  /** Sent as the bearer of every call that needs a session, instead of a user's session. */
  apiKey?: string | undefined;
}

const noGuard: SessionGuard = { ensure: async () => {}, canRecover: () => false };

/**
 * Runs the calls of every resource: lazy sign-in, retries with backoff, the mapping to the SDK's
 * error classes. The session, the bearer, the refresh before expiry and the one retry after a 401
 * are the client's (`createClients`' gateway call, the same rules as its middleware), not repeated here.
 */
export class Transport {
  /** One call to a gateway, its request built once (`@balcao/client`'s gateway call). */
  readonly call: GatewayCall;
  readonly store: SessionStore;
  readonly maxRetries: number;
  readonly #send: SendRequest;
  readonly #apiKey: string | undefined;
  readonly #timeoutMs: number;
  #guard: SessionGuard = noGuard;

  constructor(options: TransportOptions) {
    this.store = options.store;
    this.maxRetries = options.maxRetries;
    const callerFetch = options.fetch;
    this.#send = requestSender(callerFetch);
    this.#apiKey = options.apiKey;
    const clients = createClients({
      baseUrl: options.baseUrl,
      session: options.store,
      fetch: callerFetch ?? ((request) => globalThis.fetch(request)),
      timeoutMs: options.timeoutMs,
      callerTimesRequests: true,
    });
    this.#timeoutMs = options.timeoutMs;
    this.call = clients.call;
  }

  useSessionGuard(guard: SessionGuard): void {
    this.#guard = guard;
  }

  request<T>(spec: RequestSpec<T>): APIPromise<T> {
    return new APIPromise(this.send(spec));
  }

  /**
   * A Spring-paged GET as a page promise (awaited, the first page; iterated, its items): `call`
   * fetches page `page` (zero-based), each page a request of its own with the session, retries and
   * `options`.
   */
  paginate<Item, Page extends SpringPage<Item>>(
    firstPage: number,
    call: (page: number, init: CallInit) => Promise<{ data?: Page; response: Response }>,
    options: RequestOptions | undefined,
  ): PagePromise<Item, Page> {
    return new PagePromise(
      (page) =>
        this.request({ method: 'GET', authenticated: true, call: (init) => call(page, init), options }),
      firstPage,
    );
  }

  async send<T>(spec: RequestSpec<T>): Promise<WithResponse<T>> {
    const options = spec.options ?? {};
    const { signal } = options;
    const maxRetries = options.maxRetries ?? this.maxRetries;
    // Chosen once, before the first attempt, so that every retry carries the same key.
    const idempotencyKey =
      spec.method === 'POST' ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined;
    // A caller's Authorization is left alone by the client's session rules: the key is the bearer.
    const key: Record<string, string> =
      spec.authenticated && this.#apiKey !== undefined ? { Authorization: `Bearer ${this.#apiKey}` } : {};
    const headers: Record<string, string> = { ...key, ...options.headers };
    if (options.confirmation !== undefined) headers['X-Balcao-Confirmation'] = options.confirmation;
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    const retryable = isRetryableRequest(spec.method, idempotencyKey);
    let retries = 0;
    let signedInAgain = false;
    for (;;) {
      throwIfAborted(signal);
      // Outside the try: the sign-in has retries of its own, and its failure is final.
      if (spec.authenticated) await abortable(this.#guard.ensure(signal), signal);
      try {
        return await this.#attempt(spec, headers, signal);
      } catch (error) {
        if (!(error instanceof BalcaoError)) throw error;
        // The caller's signal ended the call (its deadline or an abort): nothing is tried again.
        if (signal?.aborted) throw error;
        if (error instanceof AuthenticationError && spec.authenticated && !signedInAgain) {
          // The refresh was refused and the store cleared: sign in again once, then resend.
          if (this.#guard.canRecover()) {
            signedInAgain = true;
            continue;
          }
        }
        if (!retryable || retries >= maxRetries || !shouldRetry(error)) throw error;
        const delay = retryDelayMs(retries, error.headers);
        if (delay === undefined) throw error;
        retries += 1;
        await timers.sleep(delay, signal);
      }
    }
  }

  async #attempt<T>(
    spec: RequestSpec<T>,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
  ): Promise<WithResponse<T>> {
    // The last response the network gave for this attempt (the retry after a 401 included), kept
    // for its headers: the gateway call turns failures into an ApiError without them.
    let last: Response | undefined;
    const send: SendRequest = async (url, init) => {
      last = undefined;
      const response = await this.#send(url, init);
      last = response;
      return response;
    };
    // Each attempt's own deadline, on the signal the request is built with.
    const timeout = timedSignal(this.#timeoutMs, signal);
    try {
      const result = await spec.call({ signal: timeout.signal, headers: { ...headers }, send });
      if (spec.noContent) return { data: undefined as T, response: last ?? result.response };
      if (result.data === undefined) {
        throw new BalcaoError('The response carried no data.', { status: result.response.status });
      }
      return { data: result.data, response: last ?? result.response };
    } catch (error) {
      throw toBalcaoError(error, last, signal);
    } finally {
      timeout.done();
    }
  }
}

/** Maps what a call threw to the SDK's classes; anything unexpected (a bug) is rethrown as is. */
function toBalcaoError(error: unknown, response: Response | undefined, signal: AbortSignal | undefined) {
  if (error instanceof BalcaoError) return error;
  if (signal?.aborted) return abortError(signal);
  if (!isApiError(error)) return error;
  // The client says why a call failed in `kind`; a network failure or a timeout has no body.
  if (error.kind === 'timeout') {
    return new APITimeoutError(undefined, { cause: error });
  }
  if (error.kind === 'connection') {
    return new APIConnectionError(undefined, { cause: error });
  }
  const headers = response?.status === error.status ? response.headers : undefined;
  if (error.kind === 'session-ended' && error.body === undefined) {
    return new AuthenticationError('401 Session expired and could not be refreshed.', {
      status: 401,
      headers,
      cause: error,
    });
  }
  return errorFromResponse(error.status, error.body, headers, error);
}
