import { BalcaoError, WebhookVerificationError } from '../core/errors';

export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookSignParams {
  /** The exact body to send, as text or bytes. */
  payload: string | Uint8Array;
  secret: string;
  /** Unix seconds written as `t=`; now by default. */
  timestamp?: number;
}

export interface WebhookVerifyParams {
  /** The raw request body, exactly as received: a re-serialised JSON object will not match. */
  payload: string | Uint8Array;
  /** The webhook's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
  signatureHeader: string | null | undefined;
  secret: string;
  /** How far `t` may be from now, either way; 0 turns the check off. Default 300. */
  toleranceSeconds?: number;
  /** The clock to check `t` against; the current time by default. */
  now?: Date;
}

const encoder = new TextEncoder();
const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

function payloadBytes(payload: unknown): Uint8Array {
  if (typeof payload === 'string') return encoder.encode(payload);
  if (payload instanceof Uint8Array) return payload;
  throw new WebhookVerificationError('The payload must be the raw body, as a string or bytes.');
}

/** The signed content: `<t>.<payload>`, bytes for bytes. */
function signedContent(timestamp: string, payload: unknown): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const body = payloadBytes(payload);
  const content = new Uint8Array(prefix.length + body.length);
  content.set(prefix, 0);
  content.set(body, prefix.length);
  return content;
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  if (!secret) throw new WebhookVerificationError('The webhook secret is empty.');
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** `t=...,v1=...[,v1=...]`; more than one v1 lets the sender sign with an old and a new secret. */
function parseHeader(header: string): { timestamp: string; signatures: Uint8Array<ArrayBuffer>[] } {
  let timestamp: string | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((text) => text.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = value;
    if (key === 'v1' && value && HEX_SIGNATURE.test(value)) signatures.push(fromHex(value));
  }
  if (timestamp === undefined) throw new WebhookVerificationError('The signature header has no valid `t=`.');
  if (signatures.length === 0) throw new WebhookVerificationError('The signature header has no valid `v1=`.');
  return { timestamp, signatures };
}

/** Signature checks for the webhooks the gateway sends. Needs no session and makes no request. */
export class Webhooks {
  /** The signature header for `payload`, as the gateway would send it: for tests and local tools. */
  async sign(params: WebhookSignParams): Promise<string> {
    const timestamp = params.timestamp ?? Math.floor(Date.now() / 1000);
    if (!Number.isInteger(timestamp) || timestamp < 0) {
      throw new BalcaoError('The timestamp must be whole Unix seconds.');
    }
    const key = await hmacKey(params.secret, 'sign');
    const mac = await crypto.subtle.sign('HMAC', key, signedContent(String(timestamp), params.payload));
    return `t=${timestamp},v1=${toHex(mac)}`;
  }

  /**
   * Resolves when one `v1` signature is the HMAC-SHA256 of `<t>.<payload>` under `secret` and `t`
   * is within the tolerance; rejects with WebhookVerificationError otherwise. The comparison is
   * Web Crypto's `verify`, which takes the same time wherever the bytes differ.
   */
  async verify(params: WebhookVerifyParams): Promise<void> {
    const { signatureHeader, toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS } = params;
    if (!signatureHeader) throw new WebhookVerificationError('The signature header is missing.');
    const { timestamp, signatures } = parseHeader(signatureHeader);
    const key = await hmacKey(params.secret, 'verify');
    const content = signedContent(timestamp, params.payload);
    let matched = false;
    for (const signature of signatures) {
      if (await crypto.subtle.verify('HMAC', key, signature, content)) matched = true;
    }
    if (!matched) {
      throw new WebhookVerificationError(
        'No signature matches the payload: check the secret, and pass the raw body as received.',
      );
    }
    const nowSeconds = Math.floor((params.now ?? new Date()).getTime() / 1000);
    if (toleranceSeconds > 0 && Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) {
      throw new WebhookVerificationError(
        `The signature's timestamp is more than ${toleranceSeconds} s from now: a replay, or a skewed clock.`,
      );
    }
  }
}
