import type { Middleware } from 'openapi-fetch';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Every POST gets a fresh key unless the caller chose one. It is set before the auth middleware
 * clones the request, so a retry after a refresh carries the same key and the gateway replays
 * instead of executing twice.
 */
export function idempotencyMiddleware(): Middleware {
  return {
    onRequest({ request }) {
      if (request.method !== 'POST' || request.headers.has(IDEMPOTENCY_HEADER)) return;
      request.headers.set(IDEMPOTENCY_HEADER, crypto.randomUUID());
      return request;
    },
  };
}
