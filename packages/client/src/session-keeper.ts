import {
  API_ERROR_MESSAGES,
  ApiError,
  apiErrorFromResponse,
  apiErrorFromThrown,
  CONNECTION_ERROR_STATUS,
} from './api-error';
import type { GatewayClock } from './gateway-clock';
import type { Session, SessionStore } from './session-store';

export type SessionEndReason =
  /** The refresh call answered with an error: the refresh token is no longer good. */
  | 'refresh-failed'
  /** A response was 403 (§4.1: any 403 ends the session). */
  | 'forbidden'
  /** The retry made with a freshly refreshed token was refused with 401 again. */
  | 'unauthorized';

export interface SessionKeeperOptions<S extends Session> {
  store: SessionStore<S>;
  /** Told the gateway's time by the refresh answer, which goes around the middleware. */
  clock?: GatewayClock;
  /** The gateway root; the refresh call goes to `{baseUrl}/core/public/auth/refresh-token`. */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  timeoutMs: number;
  onSessionEnd?: (reason: SessionEndReason) => void;
  mergeRefreshedSession: (stored: S, refreshed: Session) => S;
}

export interface SessionKeeper<S extends Session> {
  current(): S | null;
  /**
   * Exchanges the refresh token; every caller while one exchange is running shares it. Rejects with
   * an ApiError of status 401 when the session ended, or 500/408 when the gateway could not be
   * reached (the session is then kept: the tokens may still be good).
   */
  refresh(): Promise<S>;
  /** Clears the store and tells the app, once per session. */
  end(reason: SessionEndReason): void;
}

/** Did this refresh failure end the session (as opposed to a connection failure or a busy gateway)? */
export function endedSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The refresh did not get (all of) an answer: a connection failure or a timeout, never a refusal. */
function unreachable(error: unknown, signal: AbortSignal): ApiError {
  return (
    apiErrorFromThrown(error, signal) ??
    new ApiError({
      status: CONNECTION_ERROR_STATUS,
      message: API_ERROR_MESSAGES.connection,
      kind: 'connection',
      cause: error,
    })
  );
}

function timeoutSignal(timeoutMs: number): AbortSignal | undefined {
  return timeoutMs > 0 && Number.isFinite(timeoutMs) ? AbortSignal.timeout(timeoutMs) : undefined;
}

export function createSessionKeeper<S extends Session>(options: SessionKeeperOptions<S>): SessionKeeper<S> {
  const { store } = options;
  const refreshUrl = `${options.baseUrl.replace(/\/+$/, '')}/core/public/auth/refresh-token`;
  let inflight: Promise<S> | null = null;

  function end(reason: SessionEndReason) {
    if (store.get() === null) return;
    store.clear();
    options.onSessionEnd?.(reason);
  }

  function sessionEnded(cause?: ApiError): ApiError {
    return new ApiError({
      status: 401,
      message: cause?.message ?? API_ERROR_MESSAGES.sessionExpired,
      kind: 'session-ended',
      errors: cause?.errors ?? [],
      body: cause?.body,
      cause,
    });
  }

  async function exchange(): Promise<S> {
    const stored = store.get();
    const refreshToken = stored?.refreshToken;
    if (!stored || !refreshToken) throw sessionEnded();
    // Built by hand and sent with the injected fetch, outside the middleware, so that the refresh
    // can never trigger a refresh of its own.
    const request = new Request(refreshUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ refreshToken }),
      signal: timeoutSignal(options.timeoutMs) ?? null,
    });
    let response: Response;
    try {
      response = await options.fetch(request);
    } catch (error) {
      throw unreachable(error, request.signal);
    }
    options.clock?.observe(response);
    // A busy, restarting or rate-limiting gateway has not judged the token: the session stays, and this
    // call fails as any call to a busy gateway does. Only a refusal (4xx) ends the session.
    if (response.status >= 500 || response.status === 429 || response.status === 408)
      throw await apiErrorFromResponse(response);
    const refreshed = response.ok ? await readSession(response, request.signal) : null;
    const now = store.get();
    if (refreshed) {
      // Signed out while the refresh ran: do not bring the session back.
      if (now === null) throw sessionEnded();
      const merged = options.mergeRefreshedSession(now, refreshed);
      store.set(merged);
      return merged;
    }
    // Another tab (or a new sign-in) replaced the tokens meanwhile: theirs are good.
    if (now?.refreshToken && now.refreshToken !== refreshToken) return now;
    const failure = sessionEnded(response.ok ? undefined : await apiErrorFromResponse(response));
    end('refresh-failed');
    throw failure;
  }

  return {
    current: () => store.get(),
    refresh() {
      inflight ??= exchange().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    end,
  };
}

/**
 * The session a successful refresh answered, or null when its body names none. A body that cannot be read
 * to the end (the connection dropped, the page navigated away) is not a refusal: the gateway has rotated the
 * token, and the old one still trades within its grace, so it fails as a connection failure and the
 * session stays.
 */
async function readSession(response: Response, signal: AbortSignal): Promise<Session | null> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw unreachable(error, signal);
  }
  try {
    const body: unknown = JSON.parse(text);
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    return typeof token === 'string' && token !== '' ? (body as Session) : null;
  } catch {
    return null;
  }
}
