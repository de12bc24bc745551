import { Agent, request as httpRequest } from 'node:http';

/** A request as the attacker writes it: raw path, any headers, any body bytes. */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  bearer?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

/** A response the transport never produced (reset, timeout): reported as status 'NETWORK'. */
export class NetworkError extends Error {}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/**
 * node:http rather than fetch: fetch normalises paths (`/../`), refuses a Host header and adds its
 * own content type, which are exactly the inputs this suite needs to control.
 */
export function send(baseUrl: string, req: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  const base = new URL(baseUrl);
  const headers: Record<string, string> = { ...req.headers };
  if (req.bearer) headers.authorization = `Bearer ${req.bearer}`;
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers,
        agent,
        setHost: !Object.keys(headers).some((h) => h.toLowerCase() === 'host'),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', (error) => reject(new NetworkError(String(error))));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json });
        });
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    outgoing.on('error', (error) => reject(new NetworkError(String(error))));
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}

/** JSON in, JSON out, for the suite's own setup calls (not the attacks). */
export function sendJson(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  extra: { bearer?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return send(baseUrl, {
    method,
    path,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(extra.bearer ? { bearer: extra.bearer } : {}),
  });
}

/** The product's error envelope: `{ errors: [{ code, description }] }`, at least one entry. */
export function isErrorEnvelope(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const errors = (json as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as { code?: unknown }).code === 'string' &&
        typeof (e as { description?: unknown }).description === 'string',
    )
  );
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function withConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
