import type { payment } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, jsonBody, type TestSandbox } from '../test-support';

type CancellationLetter = payment.components['schemas']['CancellationLetter'];

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

async function pages(): Promise<Record<string, string>> {
  const [boleto] = await s.db.query<{ id: string }>(
    `SELECT id FROM charges WHERE payment_method = 'BOLETO' AND seller_id = 1 LIMIT 1`,
  );
  return {
    app: '/',
    'a route of the app': '/redefinir-senha/abc123',
    docs: '/docs',
    outbox: '/_sandbox/outbox',
    checkout: `/checkout/boleto/${boleto!.id}`,
    'payment link': '/payment-link/7a000000-0000-4000-8000-000000000001',
    'unknown route': '/core/nada',
  };
}

describe('security headers', () => {
  it('sends the policy on every page, the API and errors alike', async () => {
    const targets = { ...(await pages()), api: '/core/users/feature-toggles' };
    for (const [name, url] of Object.entries(targets)) {
      const { headers } = await s.call({ method: 'GET', url });
      const csp = String(headers['content-security-policy'] ?? '');
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toMatch(/script-src 'self'(;|$)/);
      expect(headers['x-content-type-options'], name).toBe('nosniff');
      expect(headers['x-frame-options'], name).toBe('DENY');
      expect(headers['referrer-policy'], name).toBe('no-referrer');
    }
  });

  it('the sandbox pages carry no inline script or handler, so the policy breaks none of them', async () => {
    const [refunded] = await s.db.query<{ id: string }>(
      `SELECT id FROM charges WHERE status = 'REFUND' AND seller_id = 1 LIMIT 1`,
    );
    const letter = await s.call({
      method: 'POST',
      url: '/payment/cartas/cancelamento',
      headers: await s.bearer('admin@demo.balcao.dev'),
      payload: { uuid: refunded!.id },
    });
    expect(letter.status).toBe(201);
    const all = {
      ...(await pages()),
      letter: new URL(jsonBody<CancellationLetter>(letter).data.url).pathname,
    };
    expect((await s.call({ method: 'GET', url: all.letter })).body).toContain('data-print');
    for (const [name, url] of Object.entries(all)) {
      const { body } = await s.call({ method: 'GET', url });
      const html = typeof body === 'string' ? body : '';
      expect(html, name).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(html, name).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});
