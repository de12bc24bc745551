import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Webhooks, WebhookVerificationError } from '../src';

const webhooks = new Webhooks();
const secret = 'whsec_test_123';
const payload = JSON.stringify({ type: 'charge.paid', data: { id: 'ch_1', amount: 15000 } });
const t = 1_790_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe('webhooks.sign', () => {
  it('writes t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">', async () => {
    const expected = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
    expect(await webhooks.sign({ payload, secret, timestamp: t })).toBe(`t=${t},v1=${expected}`);
  });
});

describe('webhooks.verify', () => {
  it('accepts a signature made with the secret, from text or bytes', async () => {
    const signatureHeader = await webhooks.sign({ payload, secret, timestamp: t });
    await expect(
      webhooks.verify({ payload, signatureHeader, secret, now: at(t + 60) }),
    ).resolves.toBeUndefined();
    const bytes = new TextEncoder().encode(payload);
    await expect(
      webhooks.verify({ payload: bytes, signatureHeader, secret, now: at(t) }),
    ).resolves.toBeUndefined();
  });

  it('accepts a header with several v1 when one of them matches (secret rotation)', async () => {
    const good = await webhooks.sign({ payload, secret, timestamp: t });
    const other = await webhooks.sign({ payload, secret: 'old-secret', timestamp: t });
    const signatureHeader = `${other},${good.split(',')[1]}`;
    await expect(webhooks.verify({ payload, signatureHeader, secret, now: at(t) })).resolves.toBeUndefined();
  });

  it.each([
    ['a tampered payload', { payload: payload.replace('15000', '99999') }],
    ['another secret', { secret: 'whsec_other' }],
  ])('rejects %s', async (_label, change) => {
    const signatureHeader = await webhooks.sign({ payload, secret, timestamp: t });
    await expect(
      webhooks.verify({ payload, signatureHeader, secret, now: at(t), ...change }),
    ).rejects.toThrow(WebhookVerificationError);
  });

  it('rejects a signature whose timestamp is outside the tolerance, either way', async () => {
    const signatureHeader = await webhooks.sign({ payload, secret, timestamp: t });
    await expect(
      webhooks.verify({ payload, signatureHeader, secret, now: at(t + 300) }),
    ).resolves.toBeUndefined();
    await expect(webhooks.verify({ payload, signatureHeader, secret, now: at(t + 301) })).rejects.toThrow(
      /300 s/,
    );
    await expect(webhooks.verify({ payload, signatureHeader, secret, now: at(t - 301) })).rejects.toThrow(
      WebhookVerificationError,
    );
    await expect(
      webhooks.verify({ payload, signatureHeader, secret, now: at(t + 1000), toleranceSeconds: 600 }),
    ).rejects.toThrow(WebhookVerificationError);
  });

  it('a bad signature is reported as such even when the timestamp is also stale', async () => {
    const signatureHeader = await webhooks.sign({ payload, secret: 'other', timestamp: t });
    await expect(webhooks.verify({ payload, signatureHeader, secret, now: at(t + 10_000) })).rejects.toThrow(
      /No signature matches/,
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without t', 'v1=00'],
    ['without v1', `t=${t}`],
    ['with a v1 that is not hex', `t=${t},v1=${'z'.repeat(64)}`],
  ])('rejects a header %s', async (_label, signatureHeader) => {
    await expect(webhooks.verify({ payload, signatureHeader, secret, now: at(t) })).rejects.toThrow(
      WebhookVerificationError,
    );
  });
});
