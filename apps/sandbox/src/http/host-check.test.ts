import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../server';
import { createTestSandbox, errorBody, type SandboxOutbox, type TestSandbox } from '../test-support';

// Issue 23: reset links in the outbox were readable by any page (any Origin reflected), under any Host
// (DNS rebinding), from any machine (0.0.0.0, no credential). These prove each door is shut.

const EVIL = 'http://evil.example';
const OUTBOX = '/_sandbox/outbox?format=json&to=admin@demo.balcao.dev';
const TOKEN = 'operador-de-teste-0123456789';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox({
    publicAppUrl: 'https://app.balcao.test',
    gatewayUrl: 'http://gateway.balcao.test:8080',
  });
});
afterAll(() => s?.close());

const requestReset = () =>
  s.call({
    method: 'PATCH',
    url: '/core/public/users/reset-password',
    payload: { email: 'admin@demo.balcao.dev' },
    headers: { origin: EVIL },
  });

describe('the Host a request names', () => {
  it('refuses a name that is not this server, in the product error shape', async () => {
    for (const host of ['evil.example', 'evil.example:4010', 'localhost.evil.example', 'a@localhost']) {
      const response = await s.call({ method: 'GET', url: OUTBOX, headers: { host } });
      expect(response.status, host).toBe(421);
      expect(errorBody(response).errors[0]?.code).toBe('HOST_NOT_ALLOWED');
      expect(errorBody(response).errors[0]?.description).toContain('não atende pelo endereço');
      expect(JSON.stringify(response.body)).not.toContain('/redefinir-senha/');
    }
    const api = await s.call({
      method: 'PATCH',
      url: '/core/public/users/reset-password',
      payload: { email: 'admin@demo.balcao.dev' },
      headers: { host: 'rebind.evil.example:4010' },
    });
    expect(api.status).toBe(421);
  });

  it('answers loopback names on any port and the configured public names', async () => {
    const hosts = [
      'localhost:80',
      '127.0.0.1:4010',
      '[::1]:4010',
      'app.balcao.test',
      'GATEWAY.balcao.test:8080',
    ];
    for (const host of hosts) {
      const response = await s.call({ method: 'GET', url: '/config.json', headers: { host } });
      expect(response.status, host).toBe(200);
    }
  });
});

describe('cross-origin reads of the simulator', () => {
  it('never lets another origin read the outbox: refused, and no Access-Control-Allow-Origin', async () => {
    expect((await requestReset()).status).toBe(204);
    for (const origin of [EVIL, 'null', 'https://app.balcao.test.evil.example']) {
      const read = await s.call({ method: 'GET', url: OUTBOX, headers: { origin } });
      expect(read.status, origin).toBe(403);
      expect(errorBody(read).errors[0]?.code).toBe('ORIGIN_NOT_ALLOWED');
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await s.call({
        method: 'OPTIONS',
        url: '/_sandbox/clock',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("lets pages under this server's names read it, and the gateways still answer any origin", async () => {
    const dev = await s.call({ method: 'GET', url: OUTBOX, headers: { origin: 'http://localhost:5173' } });
    expect(dev.status).toBe(200);
    expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const app = await s.call({ method: 'GET', url: OUTBOX, headers: { origin: 'https://app.balcao.test' } });
    expect(app.status).toBe(200);
    const api = await s.call({
      method: 'GET',
      url: '/core/public/postal-codes/01001000/json',
      headers: { origin: EVIL },
    });
    expect(api.headers['access-control-allow-origin']).toBe(EVIL);
  });
});

describe('a sandbox bound beyond loopback', () => {
  let open: FastifyInstance;
  beforeAll(async () => {
    open = await createSandbox({ db: s.db, clock: s.clock, host: '0.0.0.0', operatorToken: TOKEN });
  });
  afterAll(() => open?.close());

  it('will not be created without an operator token, or with a short one', async () => {
    await expect(createSandbox({ db: s.db, clock: s.clock, host: '0.0.0.0' })).rejects.toThrow(
      /SANDBOX_OPERATOR_TOKEN/,
    );
    await expect(
      createSandbox({ db: s.db, clock: s.clock, host: '192.168.0.10', operatorToken: 'curto' }),
    ).rejects.toThrow(/pelo menos 16/);
  });

  it('asks every operator route for the credential, in Portuguese', async () => {
    const routes: [string, string, object?][] = [
      ['GET', OUTBOX],
      ['GET', '/_sandbox/outbox/1/attachments/0'],
      ['GET', '/_sandbox/clock'],
      ['POST', '/_sandbox/clock', { advanceSeconds: 1 }],
      ['DELETE', '/_sandbox/faults'],
      ['POST', '/_sandbox/charges/00000000-0000-0000-0000-000000000000/pay'],
      ['POST', '/_sandbox/pix/pay', { emv: 'x' }],
      ['GET', '/_sandbox/treasury/cdi'],
      ['GET', '/_sandbox/nao-existe'],
    ];
    for (const [method, url, payload] of routes) {
      for (const authorization of [undefined, 'Bearer errado', `Bearer ${TOKEN}x`]) {
        const response = await open.inject({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${method} ${url} ${authorization}`).toBe(401);
        expect(response.json().errors[0].code).toBe('SANDBOX_OPERATOR_REQUIRED');
        expect(response.headers['www-authenticate']).toContain('Bearer');
      }
    }
  });

  it('accepts the credential as a bearer or in X-Sandbox-Operator', async () => {
    for (const headers of [{ authorization: `Bearer ${TOKEN}` }, { 'x-sandbox-operator': TOKEN }]) {
      const outbox = await open.inject({ method: 'GET', url: OUTBOX, headers });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json<SandboxOutbox>().emails[0]!.body).toContain('/redefinir-senha/');
      expect((await open.inject({ method: 'GET', url: '/_sandbox/clock', headers })).statusCode).toBe(200);
    }
  });

  it("keeps the buyer's and the merchant's public pages open", async () => {
    for (const url of [
      '/_sandbox/print.js',
      '/_sandbox/nota-fiscal',
      '/checkout/pix/nao-existe',
      '/config.json',
    ]) {
      const response = await open.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(401);
    }
    const letter = await open.inject({ method: 'GET', url: '/_sandbox/cartas-cancelamento/nao-existe' });
    expect(letter.statusCode).toBe(404);
  });
});
