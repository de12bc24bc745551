import type { Middleware } from 'openapi-fetch';
import { apiErrorFromResponse, apiErrorFromThrown, discardBody } from '../api-error';
import { type TimedSignal, timedSignal } from '../timed-signal';

/** A success that carries no JSON (204, empty or non-JSON body) reads as `{}`, as §7.5 asks. */
function emptyResult(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  // 204 cannot carry a body, so the stand-in is a 200.
  return new Response('{}', { status: 200, statusText: response.statusText, headers });
}

async function jsonOrEmpty(response: Response, signal: AbortSignal): Promise<Response> {
  if (response.status === 204 || response.status === 205) return emptyResult(response);
  const type = response.headers.get('Content-Type') ?? '';
  if (!/[/+]json\b/i.test(type)) {
    discardBody(response);
    return emptyResult(response);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The body broke off (a reset socket, a proxy restarting) or the deadline passed while it came:
    // the same ApiError as a failure before the headers, or the caller's own abort as it is.
    throw apiErrorFromThrown(error, signal) ?? error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return emptyResult(response);
  }
  // The body is read once and parsed once: openapi-fetch gets the value already parsed, instead of a
  // new Response whose stream it would read and parse again (a measurable part of a small call's cost
  // in the SDK, `bench/sdk-overhead.ts`). openapi-fetch calls `json()` when the answer has a
  // Content-Length and `text()` when it has none (chunked, as behind nginx's gzip or a proxy), so both
  // answer from what was read; the stream itself is spent.
  return Object.assign(response, { json: async () => parsed, text: async () => text });
}

/**
 * A file's bytes (a receipt's PDF), read here rather than by openapi-fetch after the middleware: a body
 * that breaks off then rejects with the same connection ApiError as a JSON one, not a bare TypeError.
 */
async function bufferedFile(response: Response, signal: AbortSignal): Promise<Response> {
  // The response's own Blob (fetch's), not one built here: the global Blob of a test DOM may lack text().
  let file: Blob;
  try {
    file = await response.blob();
  } catch (error) {
    throw apiErrorFromThrown(error, signal) ?? error;
  }
  return Object.assign(response, {
    arrayBuffer: () => file.arrayBuffer(),
    blob: async () => file,
    text: () => file.text(),
  });
}

/**
 * Registered first, so its `onRequest` runs first (the timeout covers the other middleware's work,
 * the refresh included) and its `onResponse` runs last, after the auth middleware's retry.
 * A failure rejects the call with an ApiError; a caller's own abort rejects with the abort error.
 * The timeout runs until the body is read (JSON, text, blob or bytes); a body asked for as a stream is
 * read by the caller after that, under the caller's own signal.
 */
export function errorMiddleware(timeoutMs: number): Middleware {
  const timed = timeoutMs > 0 && Number.isFinite(timeoutMs);
  const inFlight = new Map<string, TimedSignal>();
  const settle = (id: string) => {
    inFlight.get(id)?.done();
    inFlight.delete(id);
  };
  return {
    onRequest({ request, id }) {
      if (!timed) return;
      const deadline = timedSignal(timeoutMs, request.signal);
      inFlight.set(id, deadline);
      return new Request(request, { signal: deadline.signal ?? null });
    },
    async onResponse({ request, response, options, id }) {
      try {
        if (!response.ok) throw await apiErrorFromResponse(response);
        if (options.parseAs === 'stream') return;
        if (options.parseAs !== 'json') return await bufferedFile(response, request.signal);
        return await jsonOrEmpty(response, request.signal);
      } finally {
        settle(id);
      }
    },
    onError({ error, request, id }) {
      settle(id);
      return apiErrorFromThrown(error, request.signal);
    },
  };
}
