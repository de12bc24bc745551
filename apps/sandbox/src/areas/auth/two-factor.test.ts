import type { BalcaoClients } from '@balcao/client';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../seed/constants';
import { asBearer, createTestSandbox, refusal, statusOf, type TestSandbox } from '../../test-support';

let s: TestSandbox;
/** Signed out: the verify carries the two-factor token, which the client leaves alone. */
let core: BalcaoClients['core'];
beforeAll(async () => {
  s = await createTestSandbox();
  core = (await s.clients(null)).core;
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
  const { response, data } = await core.POST('/public/auth/sign-in', {
    body: { credentials: { email: 'seguro@demo.balcao.dev', password: DEMO_PASSWORD } },
  });
  expect(response.status).toBe(200);
  return data!;
}

const verify = (token: string, code: string) =>
  core.POST('/twofactor/verify', { params: { query: { code, loginType: 'WEB' } }, ...asBearer(token) });
const toggles = (token: string) => core.GET('/users/feature-toggles', asBearer(token));

describe('two-factor sign-in', () => {
  it('spends the two-factor token on its successful verify: the next code with it is refused', async () => {
    await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 60_000), { frozen: true });
    const step = await firstStep();
    expect((await verify(step.token, await codeAt(s.clock.now()))).response.status).toBe(200);
    await s.clock.advance(30);
    const again = await refusal(verify(step.token, await codeAt(s.clock.now())));
    expect(again.status).toBe(401);
    expect(again.errors[0]!.description).toBe('Esta etapa de verificação já foi concluída. Entre novamente.');
    // A new first step still works with that next code.
    expect((await verify((await firstStep()).token, await codeAt(s.clock.now()))).response.status).toBe(200);
  });

  it('answers TWO_FACTOR_AUTH and a two-factor token without a refresh token, usable only to verify', async () => {
    const step = await firstStep();
    expect(step.roles).toEqual(['TWO_FACTOR_AUTH']);
    expect(step.bankingRoles).toEqual([]);
    expect(step.refreshToken).toBeNull();
    expect(await statusOf(toggles(step.token))).toBe(401);
  });

  it('exchanges the token and the authenticator code for the full session, once per code', async () => {
    // A clock at the start of a 30 s step, so the code computed here is still current at the server.
    await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 60_000), { frozen: true });
    const step = await firstStep();
    const code = await codeAt(s.clock.now());
    const session = await verify(step.token, code);
    expect(session.response.status).toBe(200);
    expect(session.data!.roles).toContain('SELLER_ADMIN');
    expect(session.data!.refreshToken).toEqual(expect.any(String));
    expect((await toggles(session.data!.token)).response.status).toBe(200);

    expect(await statusOf(verify((await firstStep()).token, code))).toBe(401);
    await s.clock.advance(30);
    expect((await verify((await firstStep()).token, await codeAt(s.clock.now()))).response.status).toBe(200);
  });

  it('accepts one step of drift either way, not two', async () => {
    await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 600_000), { frozen: true });
    const step = await firstStep();
    const now = s.clock.now().getTime();
    expect(await statusOf(verify(step.token, await codeAt(new Date(now - 60_000))))).toBe(401);
    expect((await verify(step.token, await codeAt(new Date(now - 30_000)))).response.status).toBe(200);
  });

  it('refuses a wrong code with an errors list and limits wrong codes', async () => {
    const step = await firstStep();
    const wrong = await refusal(verify(step.token, '000000'));
    expect(wrong.status).toBe(401);
    expect(wrong.errors[0]).toEqual({
      code: 'BAR-0003',
      description: 'Código de verificação inválido ou expirado.',
    });
    for (let i = 0; i < 4; i++) await refusal(verify(step.token, '000000'));
    // Raw: the Retry-After header of a refusal, which the client's ApiError does not carry.
    const limited = await s.call({
      method: 'POST',
      url: `/core/twofactor/verify?code=${await codeAt(s.clock.now())}&loginType=WEB`,
      headers: { authorization: `Bearer ${step.token}` },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses an access token in place of the two-factor token, and an expired two-factor token', async () => {
    const admin = await s.signIn('admin@demo.balcao.dev');
    expect(await statusOf(verify(admin.token, await codeAt(s.clock.now())))).toBe(401);
    const step = await firstStep();
    await s.clock.advance(301);
    expect(await statusOf(verify(step.token, await codeAt(s.clock.now())))).toBe(401);
  });
});

/** 000 §7.1: 'a second form sends {twofaToken, pin, type WEB}' — the token and the code in the body. */
const verifyByBody = (body: { twofaToken: string; pin: string; type: 'WEB' | 'API' }) =>
  core.POST('/twofactor/verify', { body });
/** Forms the contract refuses (half-sent, hostile, both forms at once), which only a raw call can send. */
const verifyByRawBody = (payload: unknown, query = '') =>
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
    expect(opened.response.status).toBe(200);
    expect(opened.data).toMatchObject({ email: 'seguro@demo.balcao.dev' });
    expect(opened.data!.refreshToken).toBeTruthy();
    await s.clock.advance(30);
    const again = verifyByBody({
      twofaToken: step.token,
      pin: await codeAt(s.clock.now()),
      type: 'WEB',
    });
    expect(await statusOf(again)).toBe(401);
  });

  it('refuses a wrong pin with the query form’s answer', async () => {
    const step = await firstStep();
    const wrong = await refusal(verifyByBody({ twofaToken: step.token, pin: '000000', type: 'WEB' }));
    expect(wrong.status).toBe(401);
    expect(wrong.errors[0]!.description).toBe('Código de verificação inválido ou expirado.');
  });

  it('refuses a token that is not a two-factor token', async () => {
    const step = await firstStep();
    const pin = await codeAt(s.clock.now());
    for (const twofaToken of ['nada', `${step.token}x`])
      expect(await statusOf(verifyByBody({ twofaToken, pin, type: 'WEB' }))).toBe(401);
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
      expect((await verifyByRawBody(payload, query)).status, JSON.stringify(payload) + query).toBe(400);
  });
});
