import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { apiErrorFromResponse, apiErrorFromThrown } from './api-error';
import type { GatewayClock } from './gateway-clock';
import type { SessionAuth } from './middleware/auth';
import { readFileBody, readJsonBody } from './middleware/errors';

export type Gateway = 'core' | 'banking' | 'payment';
export type GatewayMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one request as it is built: the platform's `fetch(url, init)`, or a caller's fetch given a Request. */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;

/** A call as openapi-fetch's typed helpers describe it (`params`, `body`, `parseAs`), and how to send it. */
export interface GatewayCallInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  /** How a success's body is read: JSON by default (`{}` when it carries none), or a file's bytes. */
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  send: SendRequest;
}

export type GatewayCall = (
  gateway: Gateway,
  method: GatewayMethod,
  path: string,
  init: GatewayCallInit,
) => Promise<{ data: unknown; response: Response }>;

/** A signal nobody aborts, for the calls sent without one. */
const UNABORTED = new AbortController().signal;

/**
 * How a call's request goes out: given a caller's fetch, as one `Request` (the type such a fetch takes);
 * otherwise the platform's `fetch(url, init)`, looked up at call time (msw installs itself later), which
 * builds its request from them once.
 */
export function requestSender(fetch?: (request: Request) => Promise<Response>): SendRequest {
  return fetch ? (url, init) => fetch(new Request(url, init)) : (url, init) => globalThis.fetch(url, init);
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((key) => key.toLowerCase() === name);

/**
 * One call to a gateway with its request built once: the URL and body by openapi-fetch's own
 * serializers, the session's rules (`SessionAuth`), the gateway's time and the error of §7.5 as the
 * middleware of `createClients` applies them, and then a single `fetch(url, init)`.
 *
 * Why a second way beside openapi-fetch's client: the SDK's calls are measured against a bare `fetch`
 * (`bench/sdk-overhead.ts`), and openapi-fetch's per-request machinery (a `Request` copied by the
 * platform's fetch, every middleware awaited both ways, headers merged into new `Headers`) was most of
 * what the SDK added to a small call. The rules are not written twice: both ways call the same
 * functions (decision 135). The app keeps the typed clients.
 */
export function createGatewayCall(options: {
  baseUrl: string;
  auth: SessionAuth;
  clock: GatewayClock;
}): GatewayCall {
  const { auth, clock } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const querySerializer = createQuerySerializer();
  return async (gateway, method, path, init) => {
    const signal = init.signal ?? UNABORTED;
    const url = createFinalURL(path, {
      baseUrl: `${baseUrl}/${gateway}`,
      params: init.params ?? {},
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    }
    const requestInit: RequestInit = {
      method,
      headers,
      body,
      signal: init.signal ?? null,
      redirect: 'follow',
    };
    const send = async (sent: RequestInit) => {
      try {
        return await init.send(url, sent);
      } catch (error) {
        throw apiErrorFromThrown(error, signal) ?? error;
      }
    };
    const token = await auth.bearer(path, hasHeader(headers, 'authorization'));
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let response = await send(requestInit);
    if (token !== null) {
      const retried = await auth.settle(response, token, (renewed) =>
        send({ ...requestInit, headers: { ...headers, Authorization: `Bearer ${renewed}` } }),
      );
      response = retried ?? response;
    }
    clock.observe(response);
    if (!response.ok) throw await apiErrorFromResponse(response);
    return { data: await successBody(response, init.parseAs ?? 'json', signal), response };
  };
}

async function successBody(response: Response, parseAs: GatewayCallInit['parseAs'], signal: AbortSignal) {
  if (parseAs === 'stream') return response.body;
  if (parseAs === 'json') {
    const read = await readJsonBody(response, signal);
    return read === undefined ? {} : read.value;
  }
  const file = await readFileBody(response, signal);
  if (parseAs === 'blob') return file;
  return parseAs === 'text' ? file.text() : file.arrayBuffer();
}
