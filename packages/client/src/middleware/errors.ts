import type { Middleware } from 'openapi-fetch';
import { apiErrorFromResponse, apiErrorFromThrown, discardBody } from '../api-error';

/** A success that carries no JSON (204, empty or non-JSON body) reads as `{}`, as §7.5 asks. */
function emptyResult(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  // 204 cannot carry a body, so the stand-in is a 200.
  return new Response('{}', { status: 200, statusText: response.statusText, headers });
}

async function jsonOrEmpty(response: Response): Promise<Response> {
  if (response.status === 204 || response.status === 205) return emptyResult(response);
  const type = response.headers.get('Content-Type') ?? '';
  if (!/[/+]json\b/i.test(type)) {
    discardBody(response);
    return emptyResult(response);
  }
  const text = await response.text();
  try {
    JSON.parse(text);
  } catch {
    return emptyResult(response);
  }
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Registered first, so its `onRequest` runs first (the timeout covers the other middleware's work,
 * the refresh included) and its `onResponse` runs last, after the auth middleware's retry.
 * A failure rejects the call with an ApiError; a caller's own abort rejects with the abort error.
 */
export function errorMiddleware(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) return;
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { signal });
    },
    async onResponse({ response, options }) {
      if (!response.ok) throw await apiErrorFromResponse(response);
      if (options.parseAs !== 'json') return;
      return jsonOrEmpty(response);
    },
    onError({ error, request }) {
      return apiErrorFromThrown(error, request.signal);
    },
  };
}
