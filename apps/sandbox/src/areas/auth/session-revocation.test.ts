import type { BalcaoClients } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  createTestSandbox,
  jsonBody,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
} from '../../test-support';
import { REFRESH_REUSE_GRACE_SECONDS } from './sign-in';

// Revocations take effect on the very next request, not when the 15-minute access token expires.
let s: TestSandbox;
/** Signed out: each call carries the token of the session the test holds. */
let core: BalcaoClients['core'];
beforeAll(async () => {
  s = await createTestSandbox({ publicAppUrl: 'http://app.exemplo:4010' });
  core = (await s.clients(null)).core;
});
afterAll(() => s?.close());

const toggles = (token: string) => core.GET('/users/feature-toggles', asBearer(token));
const refresh = (refreshToken: string) => core.POST('/public/auth/refresh-token', { body: { refreshToken } });
const signIn = (email: string) => s.signIn(email);
const idOf = async (email: string) =>
  (await s.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

describe('access tokens end with what revoked them', () => {
  it('after a refresh-reuse revocation, the live access token of the family is refused', async () => {
    const session = await signIn('financeiro@demo.balcao.dev');
    const rotated = await refresh(session.refreshToken!);
    expect(rotated.response.status).toBe(200);
    expect((await toggles(rotated.data!.token)).response.status).toBe(200);
    // The spent token comes back past the reuse grace: it leaked, so whoever holds the newer access token
    // is cut off too.
    await s.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    try {
      expect(await statusOf(refresh(session.refreshToken!))).toBe(401);
      const refused = await refusal(toggles(rotated.data!.token));
      expect(refused.status).toBe(401);
      expect(refused.errors[0]!.code).toBe('UNAUTHORIZED');
    } finally {
      await s.clock.reset();
    }
  });

  it('after a password reset, the old access token is refused', async () => {
    const email = 'vendas@demo.balcao.dev';
    const session = await signIn(email);
    expect((await toggles(session.token)).response.status).toBe(200);
    await core.PATCH('/public/users/reset-password', { body: { email } });
    // The sandbox's outbox is no contract operation.
    const outbox = await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${email}` });
    const token = /redefinir-senha\/([0-9a-f]+)/.exec(jsonBody<SandboxOutbox>(outbox).emails[0]!.body)![1]!;
    // Through `s.call`: the client reads a 204 as a 200 with `{}` (§7.5), and the 204 is what is checked.
    const set = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${token}`,
      payload: { newPassword: 'outra-senha-123' },
    });
    expect(set.status).toBe(204);
    expect(await statusOf(toggles(session.token))).toBe(401);
  });

  it('after a demotion, the old token can no longer create an ADMIN user; the refreshed one has the new roles', async () => {
    const admin = await signIn('admin@demo.balcao.dev');
    const gerente = await signIn('gerente@demo.balcao.dev');
    const demoted = await core.PATCH('/app/v1/users/{id}', {
      params: { path: { id: await idOf('gerente@demo.balcao.dev') } },
      body: { profile: 'SALE' },
      ...asBearer(admin.token),
    });
    expect(demoted.response.status).toBe(200);
    const attempt = core.POST('/app/v1/users', {
      body: { email: 'novo.admin@exemplo.com', profile: 'ADMIN', bankingProfile: null },
      ...asBearer(gerente.token),
    });
    expect(await statusOf(attempt)).toBe(401);
    const [created] = await s.db.query('SELECT 1 FROM users WHERE email = $1', ['novo.admin@exemplo.com']);
    expect(created).toBeUndefined();
    // The refresh token still works, and hands out the new profile's roles.
    const refreshed = await refresh(gerente.refreshToken!);
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.data!.roles).not.toContain('SELLER_ADMIN');
    expect((await toggles(refreshed.data!.token)).response.status).toBe(200);
  });

  it('a change that touches neither profile nor status leaves the token alone', async () => {
    const admin = await signIn('admin@demo.balcao.dev');
    const supervisor = await signIn('supervisor@demo.balcao.dev');
    const same = await core.PATCH('/app/v1/users/{id}', {
      params: { path: { id: await idOf('supervisor@demo.balcao.dev') } },
      body: { profile: 'SUPERVISOR' },
      ...asBearer(admin.token),
    });
    expect(same.response.status).toBe(200);
    expect((await toggles(supervisor.token)).response.status).toBe(200);
  });
});

describe('sign-out', () => {
  // Through `s.call`: the client reads a 204 as a 200 with `{}` (§7.5), and the 204 is what is checked.
  const signOut = (refreshToken: string) =>
    s.call({ method: 'POST', url: '/core/public/auth/sign-out', payload: { refreshToken } });

  it('ends the session signed out: its refresh token and its access token are refused at once', async () => {
    const session = await signIn('atendimento@demo.balcao.dev');
    expect((await toggles(session.token)).response.status).toBe(200);
    expect((await signOut(session.refreshToken!)).status).toBe(204);
    expect(await statusOf(refresh(session.refreshToken!))).toBe(401);
    const refused = await refusal(toggles(session.token));
    expect(refused.status).toBe(401);
    expect(refused.errors[0]!.code).toBe('UNAUTHORIZED');
  });

  it('ends the whole refresh family, even when signed out with a token already rotated away', async () => {
    const session = await signIn('atendimento@demo.balcao.dev');
    const rotated = (await refresh(session.refreshToken!)).data!;
    expect((await signOut(session.refreshToken!)).status).toBe(204);
    expect(await statusOf(refresh(rotated.refreshToken!))).toBe(401);
    expect(await statusOf(toggles(rotated.token))).toBe(401);
  });

  it('leaves the same user’s other sessions signed in: one refresh gives them a live token again', async () => {
    const here = await signIn('atendimento@demo.balcao.dev');
    const elsewhere = await signIn('atendimento@demo.balcao.dev');
    expect((await signOut(here.refreshToken!)).status).toBe(204);
    const renewed = await refresh(elsewhere.refreshToken!);
    expect(renewed.response.status).toBe(200);
    expect((await toggles(renewed.data!.token)).response.status).toBe(200);
  });

  it('refuses with 400 a text that is no refresh token at all, since any token-shaped one answers 204', async () => {
    const refused = await refusal(
      core.POST('/public/auth/sign-out', { body: { refreshToken: '"><img src=x onerror=alert(1)>' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.code).toBeTruthy();
  });

  it('answers 204 for an unknown token and for a second sign-out, telling nothing', async () => {
    expect((await signOut('nao-existe')).status).toBe(204);
    const session = await signIn('atendimento@demo.balcao.dev');
    expect((await signOut(session.refreshToken!)).status).toBe(204);
    expect((await signOut(session.refreshToken!)).status).toBe(204);
  });
});
