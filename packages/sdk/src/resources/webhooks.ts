import type { payment } from '@balcao/client';
import { BalcaoError, WebhookVerificationError } from '../core/errors';

/** Every event the gateway sends, told apart by `type` (the contract's `WebhookEvent`). */
export type WebhookEvent = payment.components['schemas']['WebhookEvent'];
export type WebhookEventType = WebhookEvent['type'];
/** The event of one type, e.g. `WebhookEventOf<'charge.paid'>`, whose `data` is a charge. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The three Standard Webhooks headers, as the gateway sends them. A type alias, not an interface, so that
 * it is a `HeadersInit` (`fetch(url, { headers })`) and an `IncomingHeaders` (`verify({ headers })`).
 */
export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** Request headers as any server hands them: a `Headers`, or Node's and Express's plain object. */
export type IncomingHeaders = Headers | Record<string, string | string[] | undefined>;

export interface WebhookVerifyParams {
  /** The raw request body, exactly as received: a re-serialised JSON object will not match. */
  payload: string | Uint8Array;
  headers: IncomingHeaders;
  /** The webhook's `whsec_…` secret (the one `webhookEndpoints.create` or `.rotateSecret` answered). */
  secret: string;
  /** How far `webhook-timestamp` may be from now, either way; 0 turns the check off. Default 300. */
  toleranceSeconds?: number;
  /** The clock to check the timestamp against; the current time by default. */
  now?: Date;
}

export interface WebhookSignParams {
  /** The `webhook-id`: one per message, the same on each retry. */
  id: string;
  /** The exact body to send, as text or bytes. */
  payload: string | Uint8Array;
  /** One secret, or several (a rotation signs with each, space-separated). */
  secret: string | readonly string[];
  /** When it is signed; now by default. */
  timestamp?: Date;
}

export interface TestDeliveryParams<T extends WebhookEventType> {
  type: T;
  data: WebhookEventOf<T>['data'];
  secret: string | readonly string[];
  /** Defaults: a random `msg_…`/`evt_…` and now. */
  id?: string;
  eventId?: string;
  timestamp?: Date;
}

export interface TestDelivery<T extends WebhookEventType> {
  /** The body as the gateway would send it. */
  payload: string;
  headers: WebhookHeaders;
  event: WebhookEventOf<T>;
}

const encoder = new TextEncoder();

function bytesOf(payload: unknown): Uint8Array {
  if (typeof payload === 'string') return encoder.encode(payload);
  if (payload instanceof Uint8Array) return payload;
  throw new WebhookVerificationError('The payload must be the raw body, as a string or bytes.');
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/** The key is the secret's base64 part, after `whsec_` (the Standard Webhooks form). */
function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const raw = fromBase64(secret.startsWith('whsec_') ? secret.slice(6) : secret);
  if (!secret || !raw || raw.length === 0)
    throw new WebhookVerificationError('The webhook secret must be `whsec_` and base64.');
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** What is signed: `<id>.<timestamp>.<body>`, bytes for bytes. */
function signedContent(id: string, timestamp: string, payload: unknown): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const body = bytesOf(payload);
  const content = new Uint8Array(prefix.length + body.length);
  content.set(prefix, 0);
  content.set(body, prefix.length);
  return content;
}

function header(headers: IncomingHeaders, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}_${toBase64(bytes.buffer)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 22)}`;
}

/**
 * Webhook signatures by the Standard Webhooks scheme (standardwebhooks.com), which the gateway signs
 * with: the same checks as the `standardwebhooks` package, on Web Crypto. Needs no session and makes
 * no request.
 */
export class Webhooks {
  /**
   * Resolves with the event when one `v1,` signature of `webhook-signature` is the HMAC-SHA256 of
   * `<webhook-id>.<webhook-timestamp>.<payload>` under the secret's key and the timestamp is within the
   * tolerance; rejects with WebhookVerificationError otherwise. Each comparison is Web Crypto's
   * `verify`, which takes the same time wherever the bytes differ.
   *
   * @example
   * const event = await balcao.webhooks.verify({ payload: rawBody, headers: req.headers, secret });
   * if (event.type === 'charge.paid') console.log(event.data.value);
   */
  async verify(params: WebhookVerifyParams): Promise<WebhookEvent> {
    const { toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS } = params;
    const id = header(params.headers, 'webhook-id');
    const timestamp = header(params.headers, 'webhook-timestamp');
    const signatures = header(params.headers, 'webhook-signature');
    if (!id || !timestamp || !signatures)
      throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature.');
    if (!/^\d{1,15}$/.test(timestamp))
      throw new WebhookVerificationError('webhook-timestamp is not Unix seconds.');
    const nowSeconds = Math.floor((params.now ?? new Date()).getTime() / 1000);
    if (toleranceSeconds > 0 && Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds)
      throw new WebhookVerificationError(
        `webhook-timestamp is more than ${toleranceSeconds} s from now: a replay, or a skewed clock.`,
      );
    const key = await hmacKey(params.secret, 'verify');
    const content = signedContent(id, timestamp, params.payload);
    let matched = false;
    for (const versioned of signatures.split(' ')) {
      const [version, encoded] = versioned.split(',', 2);
      const signature = version === 'v1' && encoded ? fromBase64(encoded) : null;
      // Every candidate is checked, so the time taken does not tell which one matched.
      if (signature && (await crypto.subtle.verify('HMAC', key, signature, content))) matched = true;
    }
    if (!matched)
      throw new WebhookVerificationError(
        'No signature matches the payload: check the secret, and pass the raw body as received.',
      );
    try {
      return JSON.parse(new TextDecoder().decode(bytesOf(params.payload))) as WebhookEvent;
    } catch {
      throw new WebhookVerificationError('The payload is signed but is not JSON.');
    }
  }

  /** The `webhook-signature` value for a message, as the gateway writes it: for tests and local tools. */
  async sign(params: WebhookSignParams): Promise<string> {
    const at = params.timestamp ?? new Date();
    if (Number.isNaN(at.getTime())) throw new BalcaoError('The timestamp must be a valid Date.');
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const secrets = typeof params.secret === 'string' ? [params.secret] : params.secret;
    const content = signedContent(params.id, timestamp, params.payload);
    const signatures = await Promise.all(
      secrets.map(
        async (secret) =>
          `v1,${toBase64(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), content))}`,
      ),
    );
    return signatures.join(' ');
  }

  /**
   * A delivery exactly as the gateway would send it, signed: to test a receiver without a sandbox.
   *
   * @example
   * const { payload, headers } = await balcao.webhooks.buildTestDelivery({ type: 'charge.paid', data, secret });
   * await fetch('http://127.0.0.1:3000/webhooks', { method: 'POST', headers, body: payload });
   */
  async buildTestDelivery<T extends WebhookEventType>(
    params: TestDeliveryParams<T>,
  ): Promise<TestDelivery<T>> {
    const at = params.timestamp ?? new Date();
    const id = params.id ?? randomId('msg');
    const event = {
      id: params.eventId ?? randomId('evt'),
      type: params.type,
      timestamp: at.toISOString(),
      data: params.data,
    } as WebhookEventOf<T>;
    const payload = JSON.stringify(event);
    const signature = await this.sign({ id, payload, secret: params.secret, timestamp: at });
    return {
      payload,
      event,
      headers: {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
    };
  }
}
