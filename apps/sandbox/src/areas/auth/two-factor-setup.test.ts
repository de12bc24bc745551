import { AUTHENTICATOR_CODE_MESSAGES } from '@balcao/domain/access';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../seed/constants';
import {
  asBearer,
  createTestSandbox,
  errorBody,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';

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
const core = async (email = USER) => (await s.clients(email)).core;
const generateSecret = async (email = USER, key?: string) =>
  (await core(email)).POST('/twofactor/generate', key ? withKey(key) : {});
const secretOf = async (email = USER) => (await generateSecret(email)).data!.secret;
const confirm = async (code: string, email = USER) =>
  (await core(email)).POST('/twofactor/enabled', { params: { query: { enabled: true, code } } });
const disable = async (email = USER, code?: string) =>
  (await core(email)).POST('/twofactor/enabled', {
    params: { query: { enabled: false, ...(code ? { code } : {}) } },
  });
const status = async (email = USER) => (await (await core(email)).GET('/twofactor/status')).data;
/** Raw: the Retry-After header of a refusal, which the client's ApiError does not carry. */
const rawEnabled = async (query: string, email = USER) =>
  s.call({ method: 'POST', url: `/core/twofactor/enabled?${query}`, headers: await s.bearer(email) });
/** The second step of a sign-in, with the two-factor token the first one answered. */
const verify = async (token: string, code: string, loginType?: 'WEB') =>
  (await s.clients(null)).core.POST('/twofactor/verify', {
    params: { query: { code, ...(loginType ? { loginType } : {}) } },
    ...asBearer(token),
  });
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
    expect(setup.response.status).toBe(200);
    const url = new URL(setup.data!.qrCodeUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Balcão:${USER}`);
    expect(url.searchParams.get('issuer')).toBe('Balcão');
    expect(url.searchParams.get('secret')).toBe(setup.data!.secret);
    expect(setup.data!.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await status()).toEqual({ enabled: false });
    expect(await secretOf()).not.toBe(setup.data!.secret);
  });

  it('never keeps the secret for idempotent replay: the repeated key gets 409, the store holds no secret', async () => {
    const first = await generateSecret(USER, 'two-factor-generate-0001');
    expect(first.response.status).toBe(200);
    const again = await refusal(generateSecret(USER, 'two-factor-generate-0001'));
    expect(again.status).toBe(409);
    expect(again.errors[0]!.code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    const stored = await s.db.query<{ body: string }>(
      "SELECT coalesce(response_body::text, '') AS body FROM idempotency_keys",
    );
    expect(stored.some((row) => row.body.includes(first.data!.secret))).toBe(false);
  });
});

describe('confirming two-factor', () => {
  it('enables with a current code; sign-in then asks for a code, and the confirming code cannot open it', async () => {
    const email = 'supervisor@demo.balcao.dev';
    const secret = await secretOf(email);
    const code = await codeAt(secret);
    expect((await confirm(code, email)).data).toEqual({ enabled: true });
    expect(await status(email)).toEqual({ enabled: true });

    const first = await s.signIn(email, DEMO_PASSWORD);
    expect(first.roles).toEqual(['TWO_FACTOR_AUTH']);
    // The time step of the confirming code is spent: replaying it at sign-in is refused.
    expect(await statusOf(verify(first.token, code, 'WEB'))).toBe(401);
    await s.clock.advance(30);
    const session = await verify(first.token, await codeAt(secret), 'WEB');
    expect(session.response.status).toBe(200);
    expect(session.data!.roles).toContain('SELLER_CHARGES');
  });

  it('refuses a wrong code with “Código inválido”, keeps the secret pending, and limits the guesses', async () => {
    const secret = await secretOf();
    const wrong = await refusal(confirm(await wrongCode(secret)));
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([{ code: 'INVALID_CODE', description: 'Código inválido' }]);
    expect(await status()).toEqual({ enabled: false });
    expect((await confirm(await codeAt(secret))).data).toEqual({ enabled: true });

    await s.db.query('UPDATE users SET totp_secret = NULL WHERE email = $1', [USER]);
    const next = await secretOf();
    for (let i = 0; i < 5; i++) expect(await statusOf(confirm(await wrongCode(next)))).toBe(400);
    const limited = await rawEnabled(`enabled=true&code=${await codeAt(next)}`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });

  it('accepts only the latest generated secret', async () => {
    const old = await secretOf();
    const latest = await secretOf();
    expect(await statusOf(confirm(await codeAt(old)))).toBe(400);
    expect(await statusOf(confirm(await codeAt(latest)))).toBe(200);
  });

  it('answers 409 when nothing was generated, or when it is already enabled', async () => {
    const notStarted = await refusal(confirm('123456'));
    expect(notStarted.status).toBe(409);
    expect(notStarted.errors[0]).toEqual({
      code: 'TWO_FACTOR_NOT_STARTED',
      description: 'Gere um novo QR code para ativar o duplo fator de autenticação.',
    });
    const secret = await secretOf();
    await confirm(await codeAt(secret));
    for (const again of [await refusal(generateSecret()), await refusal(confirm(await codeAt(secret)))]) {
      expect(again.status).toBe(409);
      expect(again.errors[0]!.description).toBe('O duplo fator de autenticação já está ativo.');
    }
  });

  it('refuses malformed input with a 400: a code that is not 6 digits, a missing code, a non-boolean flag', async () => {
    await generateSecret();
    for (const code of ['12a456', '1234567', undefined]) {
      const call = async () =>
        (await core()).POST('/twofactor/enabled', {
          params: { query: { enabled: true, ...(code === undefined ? {} : { code }) } },
        });
      const response = await refusal(call());
      expect(response.status, code).toBe(400);
      expect(response.errors[0]!.description, code).toEqual(expect.any(String));
    }
    // A flag that is no boolean, or none at all: queries the contract refuses.
    for (const query of ['enabled=talvez&code=123456', 'code=123456']) {
      const response = await rawEnabled(query);
      expect(response.status, query).toBe(400);
      expect(errorBody(response).errors[0]?.description, query).toEqual(expect.any(String));
    }
    expect(await status()).toEqual({ enabled: false });
  });
});

describe('disabling two-factor', () => {
  it('asks for a current code: without one, or with a wrong one, it stays on', async () => {
    const email = 'vendas@demo.balcao.dev';
    const secret = await secretOf(email);
    await confirm(await codeAt(secret), email);
    const missing = await refusal(disable(email));
    expect(missing.status).toBe(400);
    expect(missing.errors[0]!.description).toBe(AUTHENTICATOR_CODE_MESSAGES.missing);
    const wrong = await refusal(disable(email, await wrongCode(secret)));
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([{ code: 'INVALID_CODE', description: 'Código inválido' }]);
    expect(await status(email)).toEqual({ enabled: true });
    // The confirming code's time step is spent; the next one turns it off.
    expect(await statusOf(disable(email, await codeAt(secret)))).toBe(400);
    await s.clock.advance(30);
    expect((await disable(email, await codeAt(secret))).data).toEqual({ enabled: false });
    // Already off, there is nothing a code would protect.
    expect((await disable(email)).data).toEqual({ enabled: false });
    expect(await status(email)).toEqual({ enabled: false });
    const session = await s.signIn(email, DEMO_PASSWORD);
    expect(session.roles).toContain('SELLER_CHARGES');
    expect(session.refreshToken).toEqual(expect.any(String));
  });

  it('counts wrong codes in the two-factor limit of sign-in: after 5, even the right code gets 429', async () => {
    const secret = await secretOf();
    await confirm(await codeAt(secret));
    await s.clock.advance(30);
    for (let i = 0; i < 5; i++) expect(await statusOf(disable(USER, await wrongCode(secret)))).toBe(400);
    const limited = await rawEnabled(`enabled=false&code=${await codeAt(secret)}`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(await status()).toEqual({ enabled: true });
    const step = await s.signIn(USER, DEMO_PASSWORD);
    expect(await statusOf(verify(step.token, await codeAt(secret), 'WEB'))).toBe(429);
  });

  it('drops a pending setup too: confirming it afterwards needs a new QR code', async () => {
    const secret = await secretOf();
    await disable();
    expect(await statusOf(confirm(await codeAt(secret)))).toBe(409);
  });
});

describe('who may', () => {
  it('lets every signed-in user manage their own two-factor, a banking-only operator too (issue 26)', async () => {
    const email = 'operador@demo.balcao.dev';
    expect(await status(email)).toEqual({ enabled: false });
    const generated = await generateSecret(email);
    expect(generated.response.status).toBe(200);
    expect(await statusOf(confirm(await codeAt(generated.data!.secret), email))).toBe(200);
    expect(await status(email)).toEqual({ enabled: true });
  });

  it('refuses a caller without a session', async () => {
    expect(await statusOf((await s.clients(null)).core.GET('/twofactor/status'))).toBe(401);
  });

  it('shows each user only their own status', async () => {
    const step = await s.signIn('seguro@demo.balcao.dev');
    const session = (await verify(step.token, await codeAt(DEMO_TOTP_SECRET))).data!;
    const own = await (await s.clients(null)).core.GET('/twofactor/status', asBearer(session.token));
    expect(own.data).toEqual({ enabled: true });
    expect(await status()).toEqual({ enabled: false });
  });
});
