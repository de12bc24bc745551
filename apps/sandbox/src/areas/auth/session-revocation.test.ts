import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../test-support';
import { REFRESH_REUSE_GRACE_SECONDS } from './sign-in';

// Revocations take effect on the very next request, not when the 15-minute access token expires.
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox({ publicAppUrl: 'http://app.exemplo:4010' });
});
afterAll(() => s?.close());

const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
const toggles = (token: string) =>
  s.call({ method: 'GET', url: '/core/users/feature-toggles', headers: asBearer(token) });
const refresh = (refreshToken: string) =>
  s.call({ method: 'POST', url: '/core/public/auth/refresh-token', payload: { refreshToken } });
const idOf = async (email: string) =>
  (await s.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

describe('access tokens end with what revoked them', () => {
  it('after a refresh-reuse revocation, the live access token of the family is refused', async () => {
    const session = await s.signIn('financeiro@demo.balcao.dev');
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    expect((await toggles(rotated.body.token)).status).toBe(200);
    // The spent token comes back past the reuse grace: it leaked, so whoever holds the newer access token
    // is cut off too.
    await s.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    try {
      expect((await refresh(session.refreshToken)).status).toBe(401);
      const refused = await toggles(rotated.body.token);
      expect(refused.status).toBe(401);
      expect(refused.body.errors[0].code).toBe('UNAUTHORIZED');
    } finally {
      await s.clock.reset();
    }
  });

  it('after a password reset, the old access token is refused', async () => {
    const email = 'vendas@demo.balcao.dev';
    const session = await s.signIn(email);
    expect((await toggles(session.token)).status).toBe(200);
    await s.call({ method: 'PATCH', url: '/core/public/users/reset-password', payload: { email } });
    const outbox = await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${email}` });
    const token = /redefinir-senha\/([0-9a-f]+)/.exec(outbox.body.emails[0].body)![1];
    const set = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${token}`,
      payload: { newPassword: 'outra-senha-123' },
    });
    expect(set.status).toBe(204);
    expect((await toggles(session.token)).status).toBe(401);
  });

  it('after a demotion, the old token can no longer create an ADMIN user; the refreshed one has the new roles', async () => {
    const admin = await s.signIn('admin@demo.balcao.dev');
    const gerente = await s.signIn('gerente@demo.balcao.dev');
    const demoted = await s.call({
      method: 'PATCH',
      url: `/core/app/v1/users/${await idOf('gerente@demo.balcao.dev')}`,
      headers: asBearer(admin.token),
      payload: { profile: 'SALE' },
    });
    expect(demoted.status).toBe(200);
    const attempt = await s.call({
      method: 'POST',
      url: '/core/app/v1/users',
      headers: asBearer(gerente.token),
      payload: { email: 'novo.admin@exemplo.com', profile: 'ADMIN', bankingProfile: null },
    });
    expect(attempt.status).toBe(401);
    const [created] = await s.db.query('SELECT 1 FROM users WHERE email = $1', ['novo.admin@exemplo.com']);
    expect(created).toBeUndefined();
    // The refresh token still works, and hands out the new profile's roles.
    const refreshed = await refresh(gerente.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.roles).not.toContain('SELLER_ADMIN');
    expect((await toggles(refreshed.body.token)).status).toBe(200);
  });

  it('a change that touches neither profile nor status leaves the token alone', async () => {
    const admin = await s.signIn('admin@demo.balcao.dev');
    const supervisor = await s.signIn('supervisor@demo.balcao.dev');
    const same = await s.call({
      method: 'PATCH',
      url: `/core/app/v1/users/${await idOf('supervisor@demo.balcao.dev')}`,
      headers: asBearer(admin.token),
      payload: { profile: 'SUPERVISOR' },
    });
    expect(same.status).toBe(200);
    expect((await toggles(supervisor.token)).status).toBe(200);
  });
});

describe('sign-out', () => {
  const signOut = (refreshToken: string) =>
    s.call({ method: 'POST', url: '/core/public/auth/sign-out', payload: { refreshToken } });

  it('ends the session signed out: its refresh token and its access token are refused at once', async () => {
    const session = await s.signIn('atendimento@demo.balcao.dev');
    expect((await toggles(session.token)).status).toBe(200);
    expect((await signOut(session.refreshToken)).status).toBe(204);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const refused = await toggles(session.token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].code).toBe('UNAUTHORIZED');
  });

  it('ends the whole refresh family, even when signed out with a token already rotated away', async () => {
    const session = await s.signIn('atendimento@demo.balcao.dev');
    const rotated = (await refresh(session.refreshToken)).body;
    expect((await signOut(session.refreshToken)).status).toBe(204);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await toggles(rotated.token)).status).toBe(401);
  });

  it('leaves the same user’s other sessions signed in: one refresh gives them a live token again', async () => {
    const here = await s.signIn('atendimento@demo.balcao.dev');
    const elsewhere = await s.signIn('atendimento@demo.balcao.dev');
    expect((await signOut(here.refreshToken)).status).toBe(204);
    const renewed = await refresh(elsewhere.refreshToken);
    expect(renewed.status).toBe(200);
    expect((await toggles(renewed.body.token)).status).toBe(200);
  });

  it('refuses with 400 a text that is no refresh token at all, since any token-shaped one answers 204', async () => {
    const refused = await signOut('"><img src=x onerror=alert(1)>');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBeTruthy();
  });

  it('answers 204 for an unknown token and for a second sign-out, telling nothing', async () => {
    expect((await signOut('nao-existe')).status).toBe(204);
    const session = await s.signIn('atendimento@demo.balcao.dev');
    expect((await signOut(session.refreshToken)).status).toBe(204);
    expect((await signOut(session.refreshToken)).status).toBe(204);
  });
});
