import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../seed/constants';
import { createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.query('DELETE FROM auth_failures');
  // Each test moves the clock where it likes; a code used at a later time would refuse the earlier ones.
  await s.db.query('UPDATE users SET totp_last_step = NULL');
  await s.clock.reset();
});

const codeAt = (date: Date) =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(date.getTime() / 1000) });

async function firstStep() {
  const response = await s.call({
    method: 'POST',
    url: '/core/public/auth/sign-in',
    payload: { credentials: { email: 'seguro@demo.balcao.dev', password: DEMO_PASSWORD } },
  });
  expect(response.status).toBe(200);
  return response.body;
}

const verify = (token: string, code: string) =>
  s.call({
    method: 'POST',
    url: `/core/twofactor/verify?code=${code}&loginType=WEB`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('two-factor sign-in', () => {
  it('spends the two-factor token on its successful verify: the next code with it is refused', async () => {
    await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 60_000), { frozen: true });
    const step = await firstStep();
    expect((await verify(step.token, await codeAt(s.clock.now()))).status).toBe(200);
    await s.clock.advance(30);
    const again = await verify(step.token, await codeAt(s.clock.now()));
    expect(again.status).toBe(401);
    expect(again.body.errors[0].description).toBe(
      'Esta etapa de verificação já foi concluída. Entre novamente.',
    );
    // A new first step still works with that next code.
    expect((await verify((await firstStep()).token, await codeAt(s.clock.now()))).status).toBe(200);
  });

  it('answers TWO_FACTOR_AUTH and a two-factor token without a refresh token, usable only to verify', async () => {
    const step = await firstStep();
    expect(step.roles).toEqual(['TWO_FACTOR_AUTH']);
    expect(step.bankingRoles).toEqual([]);
    expect(step.refreshToken).toBeNull();
    const asAccess = await s.call({
      method: 'GET',
      url: '/core/users/feature-toggles',
      headers: { authorization: `Bearer ${step.token}` },
    });
    expect(asAccess.status).toBe(401);
  });

  it('exchanges the token and the authenticator code for the full session, once per code', async () => {
    // A clock at the start of a 30 s step, so the code computed here is still current at the server.
    await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 60_000), { frozen: true });
    const step = await firstStep();
    const code = await codeAt(s.clock.now());
    const session = await verify(step.token, code);
    expect(session.status).toBe(200);
    expect(session.body.roles).toContain('SELLER_ADMIN');
    expect(session.body.refreshToken).toEqual(expect.any(String));
    const toggles = await s.call({
      method: 'GET',
      url: '/core/users/feature-toggles',
      headers: { authorization: `Bearer ${session.body.token}` },
    });
    expect(toggles.status).toBe(200);

    const again = await verify((await firstStep()).token, code);
    expect(again.status).toBe(401);
    await s.clock.advance(30);
    expect((await verify((await firstStep()).token, await codeAt(s.clock.now()))).status).toBe(200);
  });

  it('accepts one step of drift either way, not two', async () => {
    await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 600_000), { frozen: true });
    const step = await firstStep();
    const now = s.clock.now().getTime();
    expect((await verify(step.token, await codeAt(new Date(now - 60_000)))).status).toBe(401);
    expect((await verify(step.token, await codeAt(new Date(now - 30_000)))).status).toBe(200);
  });

  it('refuses a wrong code with an errors list and limits wrong codes', async () => {
    const step = await firstStep();
    const wrong = await verify(step.token, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0]).toEqual({
      code: 'BAR-0003',
      description: 'Código de verificação inválido ou expirado.',
    });
    for (let i = 0; i < 4; i++) await verify(step.token, '000000');
    const limited = await verify(step.token, await codeAt(s.clock.now()));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses an access token in place of the two-factor token, and an expired two-factor token', async () => {
    const admin = await s.signIn('admin@demo.balcao.dev');
    expect((await verify(admin.token, await codeAt(s.clock.now()))).status).toBe(401);
    const step = await firstStep();
    await s.clock.advance(301);
    expect((await verify(step.token, await codeAt(s.clock.now()))).status).toBe(401);
  });
});

/** 000 §7.1: 'a second form sends {twofaToken, pin, type WEB}' — the token and the code in the body. */
const verifyByBody = (payload: unknown, query = '') =>
  s.call({
    method: 'POST',
    url: `/core/twofactor/verify${query}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('two-factor sign-in, the body form', () => {
  beforeEach(async () => {
    // On a step boundary of the sandbox's own clock, never the machine's.
    const step = Math.ceil(s.clock.now().getTime() / 30_000) * 30_000 + 60_000;
    await s.clock.set(new Date(step), { frozen: true });
  });

  it('opens the session with {twofaToken, pin, type}, and spends the token as the query form does', async () => {
    const step = await firstStep();
    const pin = await codeAt(s.clock.now());
    const opened = await verifyByBody({ twofaToken: step.token, pin, type: 'WEB' });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ email: 'seguro@demo.balcao.dev' });
    expect(opened.body.refreshToken).toBeTruthy();
    await s.clock.advance(30);
    const again = await verifyByBody({
      twofaToken: step.token,
      pin: await codeAt(s.clock.now()),
      type: 'WEB',
    });
    expect(again.status).toBe(401);
  });

  it('refuses a wrong pin with the query form’s answer', async () => {
    const step = await firstStep();
    const wrong = await verifyByBody({ twofaToken: step.token, pin: '000000', type: 'WEB' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].description).toBe('Código de verificação inválido ou expirado.');
  });

  it('refuses a token that is not a two-factor token', async () => {
    const step = await firstStep();
    const pin = await codeAt(s.clock.now());
    for (const twofaToken of ['nada', `${step.token}x`])
      expect((await verifyByBody({ twofaToken, pin, type: 'WEB' })).status).toBe(401);
  });

  it('refuses hostile or half-sent forms with 400', async () => {
    const step = await firstStep();
    const pin = await codeAt(s.clock.now());
    const bad: [unknown, string][] = [
      [{ twofaToken: step.token, pin: '12a456', type: 'WEB' }, ''],
      [{ twofaToken: step.token, pin, type: 'WEB', admin: true }, ''],
      [{ twofaToken: step.token, pin, type: '<script>' }, ''],
      [{ twofaToken: step.token, type: 'WEB' }, ''],
      [{ twofaToken: `${step.token}\u0000`, pin, type: 'WEB' }, ''],
      ['{"twofaToken":', ''],
      // Both forms at once: which code counts would be a guess.
      [{ twofaToken: step.token, pin, type: 'WEB' }, `?code=${pin}`],
    ];
    for (const [payload, query] of bad)
      expect((await verifyByBody(payload, query)).status, JSON.stringify(payload) + query).toBe(400);
  });
});
