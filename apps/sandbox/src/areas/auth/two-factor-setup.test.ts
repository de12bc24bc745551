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
  await s.db.query(
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL
      WHERE email <> 'seguro@demo.balcao.dev'`,
  );
  // At the start of a 30 s step, frozen: a code computed here is still current when the server checks it.
  await s.clock.set(new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 60_000), { frozen: true });
});

const USER = 'gerente@demo.balcao.dev';
const call = async (
  method: 'GET' | 'POST',
  url: string,
  email = USER,
  headers: Record<string, string> = {},
) => s.call({ method, url: `/core${url}`, headers: { ...(await s.bearer(email)), ...headers } });
const generateSecret = (email = USER, headers: Record<string, string> = {}) =>
  call('POST', '/twofactor/generate', email, headers);
const confirm = (code: string, email = USER) =>
  call('POST', `/twofactor/enabled?enabled=true&code=${code}`, email);
const disable = (email = USER, code?: string) =>
  call('POST', `/twofactor/enabled?enabled=false${code ? `&code=${code}` : ''}`, email);
const status = async (email = USER) => (await call('GET', '/twofactor/status', email)).body;
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(s.clock.now().getTime() / 1000) });
/** A code of the secret that is not the current one nor a neighbour’s (those are accepted). */
const wrongCode = async (secret: string) => {
  const valid = new Set<string>();
  for (const offset of [-30, 0, 30])
    valid.add(await generate({ secret, epoch: Math.floor(s.clock.now().getTime() / 1000) + offset }));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '444444';
};

describe('starting two-factor setup', () => {
  it('answers an otpauth URL for Balcão and the user’s e-mail with a new secret, still not enabled', async () => {
    const setup = await generateSecret();
    expect(setup.status).toBe(200);
    const url = new URL(setup.body.qrCodeUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Balcão:${USER}`);
    expect(url.searchParams.get('issuer')).toBe('Balcão');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await status()).toEqual({ enabled: false });
    expect((await generateSecret()).body.secret).not.toBe(setup.body.secret);
  });

  it('never keeps the secret for idempotent replay: the repeated key gets 409, the store holds no secret', async () => {
    const headers = { 'idempotency-key': 'two-factor-generate-0001' };
    const first = await generateSecret(USER, headers);
    expect(first.status).toBe(200);
    const again = await generateSecret(USER, headers);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    const stored = await s.db.query<{ body: string }>(
      "SELECT coalesce(response_body::text, '') AS body FROM idempotency_keys",
    );
    expect(stored.some((row) => row.body.includes(first.body.secret))).toBe(false);
  });
});

describe('confirming two-factor', () => {
  it('enables with a current code; sign-in then asks for a code, and the confirming code cannot open it', async () => {
    const email = 'supervisor@demo.balcao.dev';
    const { secret } = (await generateSecret(email)).body;
    const code = await codeAt(secret);
    expect((await confirm(code, email)).body).toEqual({ enabled: true });
    expect(await status(email)).toEqual({ enabled: true });

    const first = await s.signIn(email, DEMO_PASSWORD);
    expect(first.roles).toEqual(['TWO_FACTOR_AUTH']);
    const verify = (c: string) =>
      s.call({
        method: 'POST',
        url: `/core/twofactor/verify?code=${c}&loginType=WEB`,
        headers: { authorization: `Bearer ${first.token}` },
      });
    // The time step of the confirming code is spent: replaying it at sign-in is refused.
    expect((await verify(code)).status).toBe(401);
    await s.clock.advance(30);
    const session = await verify(await codeAt(secret));
    expect(session.status).toBe(200);
    expect(session.body.roles).toContain('SELLER_CHARGES');
  });

  it('refuses a wrong code with “Código inválido”, keeps the secret pending, and limits the guesses', async () => {
    const { secret } = (await generateSecret()).body;
    const wrong = await confirm(await wrongCode(secret));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ code: 'INVALID_CODE', description: 'Código inválido' }]);
    expect(await status()).toEqual({ enabled: false });
    expect((await confirm(await codeAt(secret))).body).toEqual({ enabled: true });

    await s.db.query('UPDATE users SET totp_secret = NULL WHERE email = $1', [USER]);
    const next = (await generateSecret()).body.secret;
    for (let i = 0; i < 5; i++) expect((await confirm(await wrongCode(next))).status).toBe(400);
    const limited = await confirm(await codeAt(next));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });

  it('accepts only the latest generated secret', async () => {
    const old = (await generateSecret()).body.secret;
    const latest = (await generateSecret()).body.secret;
    expect((await confirm(await codeAt(old))).status).toBe(400);
    expect((await confirm(await codeAt(latest))).status).toBe(200);
  });

  it('answers 409 when nothing was generated, or when it is already enabled', async () => {
    const notStarted = await confirm('123456');
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.errors[0]).toEqual({
      code: 'TWO_FACTOR_NOT_STARTED',
      description: 'Gere um novo QR code para ativar o duplo fator de autenticação.',
    });
    const { secret } = (await generateSecret()).body;
    await confirm(await codeAt(secret));
    for (const again of [await generateSecret(), await confirm(await codeAt(secret))]) {
      expect(again.status).toBe(409);
      expect(again.body.errors[0].description).toBe('O duplo fator de autenticação já está ativo.');
    }
  });

  it('refuses malformed input with a 400: a code that is not 6 digits, a missing code, a non-boolean flag', async () => {
    await generateSecret();
    for (const url of [
      '/twofactor/enabled?enabled=true&code=12a456',
      '/twofactor/enabled?enabled=true&code=1234567',
      '/twofactor/enabled?enabled=true',
      '/twofactor/enabled?enabled=talvez&code=123456',
      '/twofactor/enabled?code=123456',
    ]) {
      const response = await call('POST', url);
      expect(response.status, url).toBe(400);
      expect(response.body.errors[0].description, url).toEqual(expect.any(String));
    }
    expect(await status()).toEqual({ enabled: false });
  });
});

describe('disabling two-factor', () => {
  it('asks for a current code: without one, or with a wrong one, it stays on', async () => {
    const email = 'vendas@demo.balcao.dev';
    const { secret } = (await generateSecret(email)).body;
    await confirm(await codeAt(secret), email);
    const missing = await disable(email);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].description).toBe('Informe o código de 6 dígitos do aplicativo.');
    const wrong = await disable(email, await wrongCode(secret));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ code: 'INVALID_CODE', description: 'Código inválido' }]);
    expect(await status(email)).toEqual({ enabled: true });
    // The confirming code's time step is spent; the next one turns it off.
    expect((await disable(email, await codeAt(secret))).status).toBe(400);
    await s.clock.advance(30);
    expect((await disable(email, await codeAt(secret))).body).toEqual({ enabled: false });
    // Already off, there is nothing a code would protect.
    expect((await disable(email)).body).toEqual({ enabled: false });
    expect(await status(email)).toEqual({ enabled: false });
    const session = await s.signIn(email, DEMO_PASSWORD);
    expect(session.roles).toContain('SELLER_CHARGES');
    expect(session.refreshToken).toEqual(expect.any(String));
  });

  it('counts wrong codes in the two-factor limit of sign-in: after 5, even the right code gets 429', async () => {
    const { secret } = (await generateSecret()).body;
    await confirm(await codeAt(secret));
    await s.clock.advance(30);
    for (let i = 0; i < 5; i++) expect((await disable(USER, await wrongCode(secret))).status).toBe(400);
    const limited = await disable(USER, await codeAt(secret));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(await status()).toEqual({ enabled: true });
    const step = await s.signIn(USER, DEMO_PASSWORD);
    const atSignIn = await s.call({
      method: 'POST',
      url: `/core/twofactor/verify?code=${await codeAt(secret)}&loginType=WEB`,
      headers: { authorization: `Bearer ${step.token}` },
    });
    expect(atSignIn.status).toBe(429);
  });

  it('drops a pending setup too: confirming it afterwards needs a new QR code', async () => {
    const { secret } = (await generateSecret()).body;
    await disable();
    expect((await confirm(await codeAt(secret))).status).toBe(409);
  });
});

describe('who may', () => {
  it('lets every signed-in user manage their own two-factor, a banking-only operator too (issue 26)', async () => {
    const email = 'operador@demo.balcao.dev';
    expect((await call('GET', '/twofactor/status', email)).body).toEqual({ enabled: false });
    const generated = await generateSecret(email);
    expect(generated.status).toBe(200);
    expect((await confirm(await codeAt(generated.body.secret), email)).status).toBe(200);
    expect(await status(email)).toEqual({ enabled: true });
  });

  it('refuses a caller without a session', async () => {
    const response = await s.call({ method: 'GET', url: '/core/twofactor/status' });
    expect(response.status).toBe(401);
  });

  it('shows each user only their own status', async () => {
    const step = await s.signIn('seguro@demo.balcao.dev');
    const session = await s.call({
      method: 'POST',
      url: `/core/twofactor/verify?code=${await codeAt(DEMO_TOTP_SECRET)}`,
      headers: { authorization: `Bearer ${step.token}` },
    });
    const own = await s.call({
      method: 'GET',
      url: '/core/twofactor/status',
      headers: { authorization: `Bearer ${session.body.token}` },
    });
    expect(own.body).toEqual({ enabled: true });
    expect(await status()).toEqual({ enabled: false });
  });
});
