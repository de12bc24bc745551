import type { BalcaoClients } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import { createTestSandbox, errorBody, refusal, statusOf, type TestSandbox } from '../../test-support';
import { REFRESH_REUSE_GRACE_SECONDS } from './sign-in';

let s: TestSandbox;
// The machine's time the sign-in limits count (not the sandbox clock): moved here instead of sleeping.
let realMs = Date.now();
/** Signed out: sign-in and refresh carry no session, and a call given its own bearer is left alone. */
let anonymous: BalcaoClients['core'];
beforeAll(async () => {
  s = await createTestSandbox({ accessTokenTtlSeconds: 60, realNow: () => realMs });
  anonymous = (await s.clients(null)).core;
});
afterAll(() => s?.close());

const signInCall = (email: string, password: string) =>
  anonymous.POST('/public/auth/sign-in', { body: { credentials: { email, password } } });
/** A sign-in from a chosen peer address, which only a raw call can set. */
const signInFrom = (
  address: { remoteAddress: string },
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
) =>
  s.call({
    method: 'POST',
    url: '/core/public/auth/sign-in',
    payload: { credentials: { email, password }, ...extra },
    ...address,
  });
const refreshCall = (refreshToken: string) =>
  anonymous.POST('/public/auth/refresh-token', { body: { refreshToken } });
const refreshed = async (refreshToken: string) => (await refreshCall(refreshToken)).data!;
const toggles = (token: string) =>
  anonymous.GET('/users/feature-toggles', { headers: { Authorization: `Bearer ${token}` } });

describe('sign-in', () => {
  it('returns a session with an access token, a refresh token and the seller', async () => {
    const { response, data } = await signInCall('admin@demo.balcao.dev', DEMO_PASSWORD);
    const body = data!;
    expect(response.status).toBe(200);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body).toMatchObject({
      email: 'admin@demo.balcao.dev',
      idSeller: 1,
      companyName: 'Loja Exemplo Ltda',
      fantasyName: 'Loja Exemplo',
      bankingType: 'PJ',
    });
    expect(body.roles).toContain('SELLER_ADMIN');
    expect(body.bankingRoles).toEqual(expect.arrayContaining(['B_SELLER_ADMIN', 'BANKING_ADMIN']));
    expect((await toggles(body.token)).response.status).toBe(200);
  });

  it('takes the roles from the profiles: banking only for operador, acquiring only for vendas', async () => {
    const operador = await s.signIn('operador@demo.balcao.dev');
    expect(operador.roles).toEqual([]);
    expect(operador.bankingRoles).toEqual(expect.arrayContaining(['BANKING_VISUALIZATION']));
    const vendas = await s.signIn('VENDAS@demo.balcao.dev ');
    expect(vendas.roles).toEqual(expect.arrayContaining(['SELLER_CHARGES']));
    expect(vendas.roles).not.toContain('SELLER_ADMIN');
    expect(vendas.bankingRoles).toEqual([]);
  });

  it('answers a wrong password and an unknown e-mail alike, with an errors list', async () => {
    const wrong = await refusal(signInCall('gerente@demo.balcao.dev', 'senha-errada'));
    const unknown = await refusal(signInCall('ninguem@demo.balcao.dev', DEMO_PASSWORD));
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.errors).toEqual([{ code: 'BAR-0001', description: 'E-mail ou senha inválidos.' }]);
    }
  });

  it('shuts one address out of an account after 5 failures, while the owner elsewhere signs in', async () => {
    const email = 'supervisor@demo.balcao.dev';
    const attacker = { remoteAddress: '10.0.0.1' };
    for (let i = 0; i < 5; i++) expect((await signInFrom(attacker, email, `errada-${i}`)).status).toBe(401);
    const limited = await signInFrom(attacker, email, DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(errorBody(limited).errors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, at another address, is not locked out by what someone else tried.
    expect((await signInFrom({ remoteAddress: '10.0.0.2' }, email, DEMO_PASSWORD)).status).toBe(200);
    realMs += (15 * 60 + 1) * 1000;
    expect((await signInFrom(attacker, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits failures per peer address across e-mails, whatever attemptReference says', async () => {
    const guesser = { remoteAddress: '10.0.0.3' };
    for (let i = 0; i < 20; i++) {
      const attempt = await signInFrom(guesser, `pessoa${i}@exemplo.com`, 'x', {
        attemptReference: `ref-${i}`,
      });
      expect(attempt.status).toBe(401);
    }
    const limited = await signInFrom(guesser, 'financeiro@demo.balcao.dev', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await signInFrom({ remoteAddress: '10.0.0.4' }, 'financeiro@demo.balcao.dev', DEMO_PASSWORD)).status,
    ).toBe(200);
  });

  it('slows guessing at one account from many addresses with growing delays, capped, never a lock', async () => {
    const email = 'atendimento@demo.balcao.dev';
    const from = (n: number) => ({ remoteAddress: `10.1.0.${n}` });
    for (let i = 0; i < 10; i++) expect((await signInFrom(from(i), email, `errada-${i}`)).status).toBe(401);
    const delayed = await signInFrom(from(50), email, DEMO_PASSWORD);
    expect(delayed.status).toBe(429);
    expect(delayed.headers['retry-after']).toBe('1');
    // Each further failure doubles the wait, up to a minute.
    const waits: number[] = [];
    for (let i = 10; i < 18; i++) {
      const refused = await signInFrom(from(100 + i), email, 'x');
      const wait = Number(refused.headers['retry-after'] ?? 0);
      realMs += wait * 1000;
      waits.push(wait);
      expect((await signInFrom(from(i), email, `errada-${i}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    realMs += 60 * 1000;
    expect((await signInFrom(from(200), email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses blocked and inactive users, at sign-in, at refresh and with a live token', async () => {
    const session = await s.signIn('novo-vendas@demo.balcao.dev');
    for (const status of ['BLOCKED', 'INACTIVE']) {
      await s.db.query('UPDATE users SET status = $2 WHERE email = $1', [
        'novo-vendas@demo.balcao.dev',
        status,
      ]);
      const refused = await refusal(signInCall('novo-vendas@demo.balcao.dev', DEMO_PASSWORD));
      expect(refused.status).toBe(401);
      expect(refused.errors[0]!.code).toBe('BAR-0002');
      expect(await statusOf(refreshCall(session.refreshToken!))).toBe(401);
      expect(await statusOf(toggles(session.token))).toBe(401);
    }
    await s.db.query(`UPDATE users SET status = 'ACTIVE' WHERE email = $1`, ['novo-vendas@demo.balcao.dev']);
  });
});

describe('refresh', () => {
  it('rotates: a new pair each time, the old refresh token spent', async () => {
    const first = await s.signIn('gerente@demo.balcao.dev');
    const second = await refreshCall(first.refreshToken!);
    expect(second.response.status).toBe(200);
    expect(second.data!.refreshToken).not.toBe(first.refreshToken);
    expect(second.data!.roles).toEqual(first.roles);
    const third = await refreshCall(second.data!.refreshToken!);
    expect(third.response.status).toBe(200);
    expect(third.data!.refreshToken).not.toBe(second.data!.refreshToken);
  });

  it('revokes the whole family when a spent token comes back after the grace, newer tokens included', async () => {
    const first = await s.signIn('gerente@demo.balcao.dev');
    const second = await refreshed(first.refreshToken!);
    await s.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    try {
      const reused = await refusal(refreshCall(first.refreshToken!));
      expect(reused.status).toBe(401);
      expect(reused.errors[0]!.code).toBe('UNAUTHORIZED');
      expect(await statusOf(refreshCall(second.refreshToken!))).toBe(401);
    } finally {
      await s.clock.reset();
    }
  });

  it('trades a token presented again within the grace (a reload mid-refresh) for a pair of its own', async () => {
    const first = await s.signIn('gerente@demo.balcao.dev');
    const second = await refreshed(first.refreshToken!);
    // The page reloaded before it kept `second`: it still holds `first`.
    await s.clock.advance(REFRESH_REUSE_GRACE_SECONDS - 5);
    try {
      const retried = await refreshCall(first.refreshToken!);
      expect(retried.response.status).toBe(200);
      expect(retried.data!.refreshToken).not.toBe(second.refreshToken);
      expect((await refreshCall(retried.data!.refreshToken!)).response.status).toBe(200);
      expect((await refreshCall(second.refreshToken!)).response.status).toBe(200);
      // The grace runs from the first rotation, not from the retry: past it, the leak rule holds again.
      await s.clock.advance(10);
      expect(await statusOf(refreshCall(first.refreshToken!))).toBe(401);
    } finally {
      await s.clock.reset();
    }
  });

  it('refuses an unknown token and an expired one', async () => {
    expect(await statusOf(refreshCall('nao-existe'))).toBe(401);
    const session = await s.signIn('gerente@demo.balcao.dev');
    await s.clock.advance(31 * 24 * 3600);
    try {
      expect(await statusOf(refreshCall(session.refreshToken!))).toBe(401);
    } finally {
      await s.clock.reset();
    }
  });

  it('reads the roles again: a profile change reaches the session at the next refresh', async () => {
    const session = await s.signIn('supervisor@demo.balcao.dev');
    expect(session.roles).not.toContain('SELLER_FINANCES');
    await s.db.query(`UPDATE users SET profile = 'MANAGER' WHERE email = $1`, ['supervisor@demo.balcao.dev']);
    try {
      expect((await refreshed(session.refreshToken!)).roles).toContain('SELLER_FINANCES');
    } finally {
      await s.db.query(`UPDATE users SET profile = 'SUPERVISOR' WHERE email = $1`, [
        'supervisor@demo.balcao.dev',
      ]);
    }
  });
});

describe('access token', () => {
  it('expires by the sandbox clock', async () => {
    const { token } = await s.signIn('gerente@demo.balcao.dev');
    expect((await toggles(token)).response.status).toBe(200);
    await s.clock.advance(61);
    try {
      const expired = await refusal(toggles(token));
      expect(expired.status).toBe(401);
      expect(expired.errors[0]!.code).toBe('UNAUTHORIZED');
    } finally {
      await s.clock.reset();
    }
  });

  it('refuses a missing, malformed or forged token', async () => {
    const { token } = await s.signIn('gerente@demo.balcao.dev');
    const [header, payload] = token.split('.');
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${header}.${payload}.assinatura`,
    ]) {
      // Missing and malformed Authorization headers, sent as they are on the wire.
      const response = await s.call({
        method: 'GET',
        url: '/core/users/feature-toggles',
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(errorBody(response).errors).toHaveLength(1);
    }
  });
});
