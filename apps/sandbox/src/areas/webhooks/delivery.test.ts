import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  parseRetryAfter,
  RETRY_BASE_SECONDS,
  RETRY_CAP_SECONDS,
  sendAttempt,
  signedHeaders,
} from './delivery';
import { isAllowedTarget, parseWebhookUrl } from './targets';

describe('backoffSeconds (full jitter)', () => {
  it('waits between 1 s and 30 s × 2ⁿ⁻¹, never more than 4 h', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (n, r) => {
          const wait = backoffSeconds(n, () => r);
          const ceiling = Math.min(RETRY_CAP_SECONDS, RETRY_BASE_SECONDS * 2 ** (n - 1));
          return Number.isInteger(wait) && wait >= 1 && wait <= ceiling;
        },
      ),
    );
    expect(backoffSeconds(1, () => 0.999)).toBe(29);
    expect(backoffSeconds(3, () => 0.5)).toBe(60);
    expect(backoffSeconds(50, () => 0.999)).toBeLessThanOrEqual(RETRY_CAP_SECONDS);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date against real time, and nothing else', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2026-11-20T13:00:00Z');
    expect(parseRetryAfter('Fri, 20 Nov 2026 13:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Fri, 20 Nov 2026 12:00:00 GMT', now)).toBe(0);
    for (const value of [null, '', 'amanhã', '-5', '1e9x']) expect(parseRetryAfter(value)).toBeNull();
  });
});

describe('targets', () => {
  it('takes http(s) URLs to loopback, or to the hosts the operator listed', () => {
    const allowed = (raw: string, env = {}) => {
      const url = parseWebhookUrl(raw);
      return url !== null && isAllowedTarget(url, env);
    };
    for (const url of [
      'http://localhost/h',
      'http://127.0.0.1:8080/h',
      'https://127.255.0.1',
      'http://[::1]:3000/',
      'http://127.1/',
      'http://a.localhost/',
    ])
      expect(allowed(url), url).toBe(true);
    for (const url of [
      'http://10.0.0.1/',
      'http://192.168.0.10/',
      'http://169.254.169.254/',
      'http://[::ffff:10.0.0.1]/',
      'https://exemplo.com/',
      'http://localhost.exemplo.com/',
    ])
      expect(allowed(url), url).toBe(false);
    expect(
      allowed('https://receptor.interno/h', { WEBHOOK_ALLOWED_HOSTS: 'receptor.interno,10.0.0.7' }),
    ).toBe(true);
    expect(allowed('http://10.0.0.7/', { WEBHOOK_ALLOWED_HOSTS: 'receptor.interno, 10.0.0.7' })).toBe(true);
    for (const raw of [
      'ftp://localhost/',
      'javascript:alert(1)',
      'localhost:3000',
      'http://u:p@localhost/',
      '',
    ])
      expect(parseWebhookUrl(raw), raw).toBeNull();
  });
});

describe('signedHeaders', () => {
  it('signs with every secret given, each verifiable alone by standardwebhooks', () => {
    const secrets = [
      `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      `whsec_${Buffer.alloc(32, 9).toString('base64')}`,
    ];
    const body = '{"type":"charge.paid"}';
    const headers = signedHeaders('msg_1', body, secrets, new Date());
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of secrets)
      expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'charge.paid' });
  });
});

describe('sendAttempt', () => {
  it('opens a connection of its own for each attempt, so a receiver that closed an idle one costs no attempt', async () => {
    let connections = 0;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end('ok'));
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const delivery = {
      id: 'msg_1',
      endpointId: 'e',
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
      body: '{}',
      secrets: [`whsec_${Buffer.alloc(32, 7).toString('base64')}`],
      manual: false,
      leaseToken: 't',
    };
    try {
      // A pooled socket the receiver closed while the sandbox's event loop was busy (PGlite runs in it)
      // would fail the next attempt with ECONNRESET; attempts minutes apart gain nothing from keep-alive.
      for (let i = 0; i < 3; i++) expect((await sendAttempt(delivery)).statusCode).toBe(200);
      expect(connections).toBe(3);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
