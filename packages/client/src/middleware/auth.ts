import type { Middleware } from 'openapi-fetch';
import { apiErrorFromThrown, discardBody } from '../api-error';
import type { GatewayClock } from '../gateway-clock';
import { endedSession, type SessionKeeper } from '../session-keeper';
import type { Session } from '../session-store';
import { expiresWithin } from '../token';

/** Sign-in and refresh never carry the session's bearer and never trigger a refresh. */
const SESSION_PATHS = new Set(['/public/auth/sign-in', '/public/auth/refresh-token']);

interface SentRequest {
  /**
   * What the retry sends: a copy taken before sending when there is a body (it can be read only
   * once), the request itself when there is none (copied only if a retry happens: most never do).
   */
  clone: Request;
  /** The access token this request went out with, to tell whether a refresh already happened. */
  token: string;
}

/**
 * Registered last: its `onRequest` sees the final headers (idempotency key included) before
 * cloning, and its `onResponse` runs first, so the retried response still goes through the error
 * middleware. Requests whose caller set `Authorization` (the two-factor verify) are left alone.
 */
export function authMiddleware<S extends Session>(
  keeper: SessionKeeper<S>,
  clock: GatewayClock,
  refreshThresholdSeconds: number,
): Middleware {
  const sent = new Map<string, SentRequest>();

  async function freshSession(): Promise<S | null> {
    const session = keeper.current();
    // `exp` is on the gateway's clock, which may be days away from this machine's.
    const now = clock.now().getTime();
    if (!session?.refreshToken || !expiresWithin(session.token, refreshThresholdSeconds, now)) return session;
    try {
      return await keeper.refresh();
    } catch (error) {
      // Could not reach the gateway: the token has not expired yet, so go on with it.
      if (endedSession(error)) throw error;
      return session;
    }
  }

  async function retry(entry: SentRequest, fetch: (request: Request) => Promise<Response>) {
    const session = keeper.current();
    if (!session?.refreshToken) return undefined;
    // Only the first 401 of a burst refreshes; the others find the store already renewed.
    const token = session.token === entry.token ? (await keeper.refresh()).token : session.token;
    const request = entry.clone.body === null ? new Request(entry.clone) : entry.clone;
    request.headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      throw apiErrorFromThrown(error, request.signal) ?? error;
    }
    if (response.status === 401) keeper.end('unauthorized');
    if (response.status === 403) keeper.end('forbidden');
    return response;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (SESSION_PATHS.has(schemaPath) || request.headers.has('Authorization')) return;
      const session = await freshSession();
      if (!session) return;
      request.headers.set('Authorization', `Bearer ${session.token}`);
      sent.set(id, { clone: request.body === null ? request : request.clone(), token: session.token });
      return request;
    },
    async onResponse({ response, id, options }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (!entry) return;
      if (response.status === 403) keeper.end('forbidden');
      if (response.status !== 401) return;
      // The retry is made here, once, and its response is not seen by this middleware again,
      // so a request can never be retried twice.
      const retried = await retry(entry, options.fetch);
      if (!retried) return;
      discardBody(response);
      return retried;
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
