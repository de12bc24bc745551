import type { Middleware } from 'openapi-fetch';
import { apiErrorFromThrown, discardBody } from '../api-error';
import type { GatewayClock } from '../gateway-clock';
import { endedSession, type SessionKeeper } from '../session-keeper';
import type { Session } from '../session-store';
import { expiresWithin } from '../token';

/** Sign-in and refresh never carry the session's bearer and never trigger a refresh. */
const SESSION_PATHS = new Set(['/public/auth/sign-in', '/public/auth/refresh-token']);

/**
 * The session's rules for one call, written once for both ways a call is sent: the openapi-fetch
 * middleware below (the app's typed clients) and the gateway call that builds its request once
 * (`gateway-call.ts`, the SDK's).
 */
export interface SessionAuth {
  /**
   * The access token a call goes out with, refreshed first when it expires within the threshold;
   * null when the call goes without the session: sign-in and refresh, a caller that set
   * `Authorization` itself (the two-factor verify, an API key), or no session.
   */
  bearer(schemaPath: string, callerSetAuthorization: boolean): Promise<string | null>;
  /**
   * What follows an answer to a call sent with `token`: a 403 ends the session; a 401 is sent again
   * once (`resend`) with a refreshed token, and a second refusal ends the session. Resolves to the
   * answer that replaces the first one, or undefined when the first one stands.
   */
  settle(
    response: Response,
    token: string,
    resend: (token: string) => Promise<Response>,
  ): Promise<Response | undefined>;
}

export function createSessionAuth<S extends Session>(
  keeper: SessionKeeper<S>,
  clock: GatewayClock,
  refreshThresholdSeconds: number,
): SessionAuth {
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

  return {
    async bearer(schemaPath, callerSetAuthorization) {
      if (callerSetAuthorization || SESSION_PATHS.has(schemaPath)) return null;
      return (await freshSession())?.token ?? null;
    },
    async settle(response, token, resend) {
      if (response.status === 403) keeper.end('forbidden');
      if (response.status !== 401) return undefined;
      const session = keeper.current();
      if (!session?.refreshToken) return undefined;
      // Only the first 401 of a burst refreshes; the others find the store already renewed.
      const renewed = session.token === token ? (await keeper.refresh()).token : session.token;
      // The retry is made here, once, and is not settled again, so a call is never retried twice.
      const retried = await resend(renewed);
      if (retried.status === 401) keeper.end('unauthorized');
      if (retried.status === 403) keeper.end('forbidden');
      discardBody(response);
      return retried;
    },
  };
}

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
export function authMiddleware(auth: SessionAuth): Middleware {
  const sent = new Map<string, SentRequest>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const token = await auth.bearer(schemaPath, request.headers.has('Authorization'));
      if (token === null) return;
      request.headers.set('Authorization', `Bearer ${token}`);
      sent.set(id, { clone: request.body === null ? request : request.clone(), token });
      return request;
    },
    async onResponse({ response, id, options }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (!entry) return;
      return auth.settle(response, entry.token, async (token) => {
        const request = entry.clone.body === null ? new Request(entry.clone) : entry.clone;
        request.headers.set('Authorization', `Bearer ${token}`);
        try {
          return await options.fetch(request);
        } catch (error) {
          throw apiErrorFromThrown(error, request.signal) ?? error;
        }
      });
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
