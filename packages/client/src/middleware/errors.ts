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

/**
 * A success's JSON, read once and parsed once; undefined when it carries none (204, 205, a body that
 * is not JSON or does not parse), which callers read as `{}` as §7.5 asks. A body that breaks off (a
 * reset socket, a proxy restarting) or outlives the deadline rejects with the same ApiError as a
 * failure before the headers, or the caller's own abort as it is.
 */
export async function readJsonBody(
  response: Response,
  signal: AbortSignal,
): Promise<{ text: string; value: unknown } | undefined> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!/[/+]json\b/i.test(type)) {
    discardBody(response);
    return undefined;
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw apiErrorFromThrown(error, signal) ?? error;
  }
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

async function jsonOrEmpty(response: Response, signal: AbortSignal): Promise<Response> {
  const read = await readJsonBody(response, signal);
  if (read === undefined) return emptyResult(response);
  // openapi-fetch gets the value already parsed, instead of a new Response whose stream it would read
  // and parse again (a measurable part of a small call's cost). It calls `json()` when the answer has
  // a Content-Length and `text()` when it has none (chunked, as behind nginx's gzip or a proxy), so
  // both answer from what was read; the stream itself is spent.
  return Object.assign(response, { json: async () => read.value, text: async () => read.text });
}

/**
 * A file's bytes (a receipt's PDF), read whole before the call resolves: a body that breaks off then
 * rejects with the same connection ApiError as a JSON one, not a bare TypeError.
 */
export async function readFileBody(response: Response, signal: AbortSignal): Promise<Blob> {
  // The response's own Blob (fetch's), not one built here: the global Blob of a test DOM may lack text().
  try {
    return await response.blob();
  } catch (error) {
    throw apiErrorFromThrown(error, signal) ?? error;
  }
}

async function bufferedFile(response: Response, signal: AbortSignal): Promise<Response> {
  const file = await readFileBody(response, signal);
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
