import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../server';
import {
  createTestSandbox,
  jsonBody,
  type SandboxClockView,
  type SandboxOutbox,
  type TestSandbox,
  textBody,
} from '../test-support';

let s: TestSandbox;
const appDir = mkdtempSync(join(tmpdir(), 'balcao-app-'));
beforeAll(async () => {
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Balcão app</title><div id="root"></div>');
  writeFileSync(join(appDir, 'assets', 'main.js'), 'console.log("app")');
  s = await createTestSandbox({ appDir });
});
afterAll(async () => {
  await s?.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('/_sandbox/outbox', () => {
  it('lists e-mails newest first as JSON, filtered by recipient, and as HTML with clickable links', async () => {
    const core = (await s.clients(null)).core;
    for (const email of ['admin@demo.balcao.dev', 'gerente@demo.balcao.dev'])
      await core.PATCH('/public/users/reset-password', { body: { email } });
    // The rest of this file reads the sandbox's own routes and the wire's CORS headers: raw calls.
    const all = await s.call({
      method: 'GET',
      url: '/_sandbox/outbox',
      headers: { accept: 'application/json' },
    });
    // The seed's reminders to customers come before them (seed/notification-settings.ts).
    expect(
      jsonBody<SandboxOutbox>(all)
        .emails.slice(0, 2)
        .map((e) => e.to),
    ).toEqual(['gerente@demo.balcao.dev', 'admin@demo.balcao.dev']);
    expect(jsonBody<SandboxOutbox>(all).emails[0]).toEqual({
      id: expect.any(Number),
      channel: 'EMAIL',
      to: 'gerente@demo.balcao.dev',
      bcc: null,
      subject: expect.any(String),
      body: expect.any(String),
      createdAt: expect.any(String),
      attachments: [],
    });
    const filtered = await s.call({
      method: 'GET',
      url: '/_sandbox/outbox?format=json&to=admin@demo.balcao.dev',
    });
    expect(jsonBody<SandboxOutbox>(filtered).emails).toHaveLength(1);

    const html = await s.call({ method: 'GET', url: '/_sandbox/outbox' });
    expect(html.headers['content-type']).toContain('text/html');
    const page = textBody(html);
    expect(page).toContain('Caixa de saída');
    expect(page).toMatch(/<a href="http:\/\/localhost:4010\/redefinir-senha\/[0-9a-f]+">/);
    expect(page.indexOf('gerente@')).toBeLessThan(page.indexOf('admin@'));
  });
});

describe('/_sandbox/clock', () => {
  it('shows, sets, advances and resets the sandbox time', async () => {
    // Tests start the clock at a pinned instant (test-clock.ts): shown as an offset from the real time.
    const shown = jsonBody<SandboxClockView>(await s.call({ method: 'GET', url: '/_sandbox/clock' }));
    expect(shown.frozen).toBe(false);
    expect(Math.abs(Date.parse(shown.now) - s.clock.now().getTime())).toBeLessThan(5000);
    expect(Math.abs(shown.offsetSeconds * 1000 - (s.clock.now().getTime() - Date.now()))).toBeLessThan(5000);
    // Targets a few days past the pinned start, not a fixed year: a jump runs everything that became due
    // on the way (years of billing from a start two years earlier took over a minute on a loaded machine).
    const day = 24 * 3600 * 1000;
    const setTo = new Date(Math.floor(s.clock.now().getTime() / day) * day + day + 12 * 3600 * 1000);
    const set = await s.call({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { now: setTo.toISOString(), frozen: true },
    });
    expect(set.body).toMatchObject({ now: setTo.toISOString(), frozen: true });
    expect(s.clock.now().toISOString()).toBe(setTo.toISOString());
    const advanced = await s.call({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 90 },
    });
    expect(jsonBody<SandboxClockView>(advanced).now).toBe(new Date(setTo.getTime() + 90_000).toISOString());
    // A running clock keeps ticking while the jump runs what became due, so its answer is the target plus
    // at most the wall time the call took (long on a loaded machine), never before the target.
    const runTo = new Date(setTo.getTime() + 2 * day);
    const started = Date.now();
    const running = await s.call({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { now: runTo.toISOString() },
    });
    const took = Date.now() - started;
    expect(jsonBody<SandboxClockView>(running).frozen).toBe(false);
    const drift = Date.parse(jsonBody<SandboxClockView>(running).now) - runTo.getTime();
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThanOrEqual(took + 1000);
    expect((await s.call({ method: 'POST', url: '/_sandbox/clock', payload: {} })).status).toBe(400);
    expect(
      (await s.call({ method: 'POST', url: '/_sandbox/clock', payload: { now: 'amanhã' } })).status,
    ).toBe(400);
    const reset = await s.call({ method: 'DELETE', url: '/_sandbox/clock' });
    expect(reset.body).toMatchObject({ offsetSeconds: 0, frozen: false });
    expect(Math.abs(s.clock.now().getTime() - Date.now())).toBeLessThan(5000);
  });

  it('keeps the setting in the database', async () => {
    // A day ahead of the clock, not a fixed year: the jump runs what became due on the way.
    const day = 24 * 3600 * 1000;
    const frozenAt = new Date(Math.floor(s.clock.now().getTime() / day) * day + day).toISOString();
    await s.call({ method: 'POST', url: '/_sandbox/clock', payload: { now: frozenAt, frozen: true } });
    const [row] = await s.db.query<{ value: { frozenAt: string } }>(
      `SELECT value FROM sandbox_settings WHERE key = 'clock'`,
    );
    expect(row?.value.frozenAt).toBe(frozenAt);
    await s.call({ method: 'DELETE', url: '/_sandbox/clock' });
  });
});

describe('reference and contract', () => {
  it('serves /docs with every operation of the contract, self-contained', async () => {
    const docs = await s.call({ method: 'GET', url: '/docs' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    for (const operationId of [
      'signIn',
      'refreshToken',
      'verifyTwoFactor',
      'listNotifications',
      'getPostalCode',
    ]) {
      expect(docs.body).toContain(`id="core-${operationId}"`);
    }
    expect(docs.body).toContain('/core/public/auth/sign-in');
    expect(docs.body).toContain('admin@demo.balcao.dev');
    expect(docs.body).toContain('id="core-schema-Session"');
    expect(docs.body).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  });

  it('serves the three documents as written', async () => {
    for (const name of ['core', 'banking', 'payment']) {
      const doc = await s.call({ method: 'GET', url: `/openapi/${name}.yaml` });
      expect(doc.status).toBe(200);
      expect(doc.body).toMatch(/^openapi: 3\.1/);
    }
    expect((await s.call({ method: 'GET', url: '/openapi/outro.yaml' })).status).toBe(404);
  });
});

describe('the app', () => {
  it('serves /config.json with the gateway origin', async () => {
    // A name this server answers to (http/hosts.ts), other than the one inject sends.
    const config = await s.call({
      method: 'GET',
      url: '/config.json',
      headers: { host: '127.0.0.1:4010' },
    });
    expect(config.body).toEqual({
      gatewayUrl: 'http://127.0.0.1:4010',
      checkoutUrl: 'http://127.0.0.1:4010/checkout',
      invoiceFormUrl: 'http://127.0.0.1:4010/_sandbox/nota-fiscal',
    });
  });

  it('serves files, and index.html for the routes of the app', async () => {
    const asset = await s.call({ method: 'GET', url: '/assets/main.js' });
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const route of ['/', '/login', '/cobrancas/123', '/redefinir-senha/abc?x=1']) {
      const page = await s.call({ method: 'GET', url: route });
      expect(page.status, route).toBe(200);
      expect(page.body).toContain('Balcão app');
    }
    expect((await s.call({ method: 'GET', url: '/assets/nao-existe.js' })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: '/../package.json' })).body).not.toContain('@balcao/sandbox');
  });

  it('says the app is not built when its folder is missing', async () => {
    const bare = await createSandbox({ db: s.db, clock: s.clock, appDir: join(appDir, 'nao-existe') });
    try {
      const page = await bare.inject({ method: 'GET', url: '/cobrancas' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('O back-office ainda não foi construído');
    } finally {
      await bare.close();
    }
  });
});

describe('cross-origin calls', () => {
  it('answers preflights and marks responses for the calling origin', async () => {
    const preflight = await s.call({
      method: 'OPTIONS',
      url: '/core/public/auth/sign-in',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
    const get = await s.call({
      method: 'GET',
      url: '/core/public/postal-codes/01001000/json',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
