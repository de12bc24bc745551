import type { BalcaoClients } from '@balcao/client';
import { COMMON_PASSWORD_MESSAGE } from '@balcao/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import {
  createTestSandbox,
  jsonBody,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
/** Signed out, as the pages of the reset are. */
let core: BalcaoClients['core'];
beforeAll(async () => {
  s = await createTestSandbox({ publicAppUrl: 'http://app.exemplo:4010' });
  core = (await s.clients(null)).core;
});
afterAll(() => s?.close());

const requestReset = (email: string) => core.PATCH('/public/users/reset-password', { body: { email } });
// Through `s.call`: the client reads a 204 as a 200 with `{}` (§7.5), and the 204 is what is checked; the
// peer address too is one only a raw call can set.
const requestResetFrom = (email: string, remoteAddress = '127.0.0.1') =>
  s.call({ method: 'PATCH', url: '/core/public/users/reset-password', payload: { email }, remoteAddress });
const setPassword = (token: string, newPassword: string) =>
  core.PATCH('/public/password-tokens/{token}', { params: { path: { token } }, body: { newPassword } });
/** Through `s.call` for the 204, which the client reads as a 200 with `{}`. */
const setPasswordRaw = (token: string, newPassword: string) =>
  s.call({ method: 'PATCH', url: `/core/public/password-tokens/${token}`, payload: { newPassword } });
const signIn = (email: string, password: string) =>
  core.POST('/public/auth/sign-in', { body: { credentials: { email, password } } });

// The sandbox's outbox is no contract operation: read raw.
const sent = async () =>
  jsonBody<SandboxOutbox>(await s.call({ method: 'GET', url: '/_sandbox/outbox?format=json' })).emails;
async function lastLink(to: string): Promise<{ token: string; body: string; subject: string }> {
  const outbox = await s.call({
    method: 'GET',
    url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}`,
  });
  const email = jsonBody<SandboxOutbox>(outbox).emails[0]!;
  const match = /http:\/\/app\.exemplo:4010\/redefinir-senha\/([0-9a-f]+)/.exec(email.body);
  if (!match?.[1]) throw new Error(`sem link no e-mail: ${email.body}`);
  return { token: match[1], body: email.body, subject: email.subject };
}

describe('password reset', () => {
  it('answers 204 for a user and for an unknown e-mail, e-mailing only the user', async () => {
    const before = (await sent()).length;
    expect((await requestResetFrom('ninguem@exemplo.com')).status).toBe(204);
    expect(await sent()).toHaveLength(before);
    expect((await requestResetFrom('gerente@demo.balcao.dev')).status).toBe(204);
    const email = await lastLink('gerente@demo.balcao.dev');
    expect(email.subject).toBe('Redefinição de senha do Balcão');
    expect(email.body).toContain('1 hora');
  });

  it('sets a new password that signs in, once; the old password and old sessions stop working', async () => {
    const session = await s.signIn('financeiro@demo.balcao.dev');
    await requestReset('FINANCEIRO@demo.balcao.dev');
    const { token } = await lastLink('financeiro@demo.balcao.dev');
    expect((await setPasswordRaw(token, 'nova-senha-123')).status).toBe(204);
    expect((await signIn('financeiro@demo.balcao.dev', 'nova-senha-123')).response.status).toBe(200);
    expect(await statusOf(signIn('financeiro@demo.balcao.dev', DEMO_PASSWORD))).toBe(401);
    const refresh = core.POST('/public/auth/refresh-token', {
      body: { refreshToken: session.refreshToken! },
    });
    expect(await statusOf(refresh)).toBe(401);

    const again = await refusal(setPassword(token, 'outra-senha-456'));
    expect(again.status).toBe(404);
    expect(again.errors[0]!.description).toContain('inválido ou expirado');
  });

  it('refuses an expired token (one hour by the sandbox clock) and an unknown one', async () => {
    await requestReset('supervisor@demo.balcao.dev');
    const { token } = await lastLink('supervisor@demo.balcao.dev');
    await s.clock.advance(3601);
    try {
      expect(await statusOf(setPassword(token, 'nova-senha-123'))).toBe(404);
    } finally {
      await s.clock.reset();
    }
    expect(await statusOf(setPassword('f'.repeat(64), 'nova-senha-123'))).toBe(404);
    expect((await signIn('supervisor@demo.balcao.dev', DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('validates the new password length and the e-mail', async () => {
    await requestReset('vendas@demo.balcao.dev');
    const { token } = await lastLink('vendas@demo.balcao.dev');
    const short = await refusal(setPassword(token, 'curta'));
    expect(short.status).toBe(400);
    expect(short.errors[0]!.description).toBe('O campo newPassword deve ter no mínimo 8 caracteres.');
    expect(await statusOf(setPassword(token, 'x'.repeat(151)))).toBe(400);
    const badEmail = await refusal(requestReset('não-é-email'));
    expect(badEmail.status).toBe(400);
    expect(badEmail.errors[0]!.description).toBe('O campo email deve ser um e-mail válido.');
  });

  it('refuses a common password with the domain rule’s message, and the link still works after', async () => {
    await requestReset('atendimento@demo.balcao.dev');
    const { token } = await lastLink('atendimento@demo.balcao.dev');
    for (const common of ['12345678', 'Password1', 'senha123']) {
      const refused = await refusal(setPassword(token, common));
      expect(refused.status, common).toBe(400);
      expect(refused.errors[0]!.description).toBe(COMMON_PASSWORD_MESSAGE);
    }
    expect(await statusOf(signIn('atendimento@demo.balcao.dev', '12345678'))).toBe(401);
    expect((await setPasswordRaw(token, 'Caju-Verde-77')).status).toBe(204);
    expect((await signIn('atendimento@demo.balcao.dev', 'Caju-Verde-77')).response.status).toBe(200);
  });

  it("builds the link from configuration, never from the caller's Origin or Host", async () => {
    // Hostile Origin and Host headers, sent as they are on the wire.
    for (const headers of [{ origin: 'https://evil.example' }, { host: '127.0.0.1:8443' }]) {
      const response = await s.call({
        method: 'PATCH',
        url: '/core/public/users/reset-password',
        payload: { email: 'supervisor@demo.balcao.dev' },
        headers,
      });
      expect(response.status).toBe(204);
      const { body } = await lastLink('supervisor@demo.balcao.dev');
      expect(body).not.toMatch(/evil\.example|127\.0\.0\.1:8443/);
    }
    // A name that is not this server's gets no answer at all (http/hosts.ts).
    const foreign = await s.call({
      method: 'PATCH',
      url: '/core/public/users/reset-password',
      payload: { email: 'supervisor@demo.balcao.dev' },
      headers: { host: 'attacker.example:8443' },
    });
    expect(foreign.status).toBe(421);
  });

  it('limits reset requests per recipient, from any address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await requestResetFrom('limite@exemplo.com', `10.2.0.${i}`)).status).toBe(204);
    }
    const limited = await requestResetFrom('limite@exemplo.com', '10.2.0.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits reset requests per peer address, whatever the recipients: no mail past the limit', async () => {
    // Counted in the database: the outbox page shows only the newest 200, and the seed alone may fill it.
    const sent = async () =>
      (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_emails'))[0]!.n;
    const before = await sent();
    const answers = [];
    for (const email of ['admin', 'gerente', 'supervisor', 'vendas', 'operador', 'atendimento']) {
      for (const n of [1, 2])
        answers.push((await requestResetFrom(`${email}@demo.balcao.dev`, `10.3.0.${n}`)).status);
    }
    expect(answers.filter((status) => status === 204)).toHaveLength(12);
    const spray = [];
    for (let i = 0; i < 30; i++)
      spray.push((await requestResetFrom(`pessoa${i}@demo.balcao.dev`, '10.3.0.9')).status);
    expect(spray.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(spray.slice(10)).toEqual(Array(20).fill(429));
    const afterSpray = await sent();
    // Every limited request sent nothing; the 12 real users got their mail.
    expect(afterSpray - before).toBe(12);
    const limited = await requestResetFrom('admin@demo.balcao.dev', '10.3.0.9');
    expect(limited.status).toBe(429);
    expect(await sent()).toBe(afterSpray);
  });
});
