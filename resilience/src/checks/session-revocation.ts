import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { send, sendJson } from '../http';
import { outbox, resetTokenIn } from '../outbox';
import type { CheckReport } from '../report';
import type { Sandbox } from '../sandbox';
import { demoAccounts, REFRESH, SIGN_IN, SIGN_OUT, signIn, type Tokens, VERIFY_2FA } from '../session';

const PROBE = '/core/users/feature-toggles';
const key = () => ({ 'idempotency-key': randomUUID() });
const probe = async (s: Sandbox, token: string) =>
  (await sendJson(s.url, 'GET', PROBE, undefined, { bearer: token })).status;

/**
 * (e) After each event that ends a session (refresh reuse, sign-out, password reset, profile change), its
 * access token answers 401 on the very next call; after a sign-out its refresh token no longer refreshes.
 */
async function oldTokensDie(s: Sandbox, report: CheckReport) {
  const { byEmail, password } = await demoAccounts();
  const expect401 = async (event: string, token: string) => {
    const status = await probe(s, token);
    report.expect(status === 401, {
      cause: 'old access token still works after the session ended',
      method: 'GET',
      path: PROBE,
      input: `after ${event}`,
      status,
    });
  };
  // Refresh reuse: spending a rotated refresh token again revokes the whole family.
  const first = await signIn(s.url, byEmail('gerente').email, password);
  const rotated = (
    await sendJson(s.url, 'POST', REFRESH, { refreshToken: first.refreshToken }, { headers: key() })
  ).json as Tokens;
  // Within 30 s of its rotation the spent token is a retry (a page reloaded mid-refresh) and trades again;
  // past that grace it is a leak.
  await sendJson(s.url, 'POST', '/_sandbox/clock', { advanceSeconds: 31 });
  await sendJson(s.url, 'POST', REFRESH, { refreshToken: first.refreshToken }, { headers: key() });
  await send(s.url, { method: 'DELETE', path: '/_sandbox/clock' });
  await expect401('refresh-token reuse past the grace (the rotated access token)', rotated.token);

  // Sair: the session's refresh family ends on the gateway, and its access token with it.
  const leaving = await signIn(s.url, byEmail('financeiro').email, password);
  const out = await sendJson(
    s.url,
    'POST',
    SIGN_OUT,
    { refreshToken: leaving.refreshToken },
    { headers: key() },
  );
  report.expect(out.status === 204, {
    cause: 'sign-out failed',
    method: 'POST',
    path: SIGN_OUT,
    status: out.status,
    detail: out.text,
  });
  const revived = await sendJson(
    s.url,
    'POST',
    REFRESH,
    { refreshToken: leaving.refreshToken },
    { headers: key() },
  );
  report.expect(revived.status === 401, {
    cause: 'refresh token still refreshes after sign-out',
    method: 'POST',
    path: REFRESH,
    input: 'the refresh token of the session signed out',
    status: revived.status,
  });
  await expect401('a sign-out', leaving.token);

  const supervisor = byEmail('supervisor').email;
  const before = await signIn(s.url, supervisor, password);
  await sendJson(s.url, 'PATCH', '/core/public/users/reset-password', { email: supervisor });
  const token = resetTokenIn((await outbox(s.url, supervisor)).at(-1));
  if (!token) report.skip('(e) password reset: no reset link found in the outbox');
  else {
    const set = await sendJson(s.url, 'PATCH', `/core/public/password-tokens/${encodeURIComponent(token)}`, {
      newPassword: 'nova-senha-123',
    });
    report.expect(set.status < 300, {
      cause: 'password reset through the e-mailed link failed',
      method: 'PATCH',
      path: '/core/public/password-tokens/{token}',
      status: set.status,
      detail: set.text,
    });
    await expect401('a password reset', before.token);
  }

  const admin = await signIn(s.url, byEmail('admin').email, password);
  const vendas = byEmail('vendas').email;
  const seller = await signIn(s.url, vendas, password);
  const [row] = await s.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [vendas]);
  const change = await sendJson(
    s.url,
    'PATCH',
    `/core/app/v1/users/${row?.id}`,
    { profile: 'SUPERVISOR' },
    { bearer: admin.token },
  );
  report.expect(change.status < 300, {
    cause: 'profile change by the admin failed',
    method: 'PATCH',
    path: `/core/app/v1/users/${row?.id}`,
    input: '{"profile":"SUPERVISOR"}',
    status: change.status,
    detail: change.text,
  });
  await expect401('a profile change', seller.token);
}

/** (f) A two-factor token is spent by its first successful verify, even with a later valid code. */
async function twoFactorSingleUse(s: Sandbox, report: CheckReport) {
  const { byEmail, password, totpSecret } = await demoAccounts();
  const pending = (
    await sendJson(
      s.url,
      'POST',
      SIGN_IN,
      { credentials: { email: byEmail('seguro').email, password } },
      { headers: key() },
    )
  ).json as Tokens;
  const codeNow = async () => {
    const clock = await sendJson(s.url, 'GET', '/_sandbox/clock');
    return generate({
      secret: totpSecret,
      epoch: Math.floor(Date.parse((clock.json as { now: string }).now) / 1000),
    });
  };
  const verify = async (code: string) =>
    sendJson(s.url, 'POST', `${VERIFY_2FA}?code=${code}&loginType=WEB`, undefined, {
      bearer: pending.token,
      headers: key(),
    });
  const first = await verify(await codeNow());
  report.expect(first.status === 200, {
    cause: 'first two-factor verify failed',
    method: 'POST',
    path: VERIFY_2FA,
    status: first.status,
    detail: first.text,
  });
  // A new 30 s window by the sandbox clock, so a refusal can only come from the token being spent.
  await sendJson(s.url, 'POST', '/_sandbox/clock', { advanceSeconds: 31 });
  const again = await verify(await codeNow());
  report.expect(again.status === 401 || again.status === 403, {
    cause: 'two-factor token accepted a second time',
    method: 'POST',
    path: VERIFY_2FA,
    input: "same 2FA token, next window's valid code",
    status: again.status,
    detail: again.text,
  });
  await send(s.url, { method: 'DELETE', path: '/_sandbox/clock' });
}

/** (g) Every kind of page the sandbox serves carries the headers that stop framing and sniffing. */
async function securityHeaders(s: Sandbox, report: CheckReport) {
  const { byEmail, password } = await demoAccounts();
  const [boleto] = await s.db.query<{ id: string }>(
    "SELECT id FROM charges WHERE payment_method = 'BOLETO' LIMIT 1",
  );
  const [link] = await s.db.query<{ id: string }>(
    'SELECT id FROM payment_links WHERE active ORDER BY id LIMIT 1',
  );
  const token = (await signIn(s.url, byEmail('admin').email, password)).token;
  const pages: [string, string, string?][] = [
    ['app', '/'],
    ['docs', '/docs'],
    ['outbox', '/_sandbox/outbox'],
    ['checkout page', `/checkout/boleto/${boleto?.id}`],
    ['payment-link page', `/payment-link/${link?.id}`],
    ['API response', PROBE, token],
  ];
  for (const [label, path, bearer] of pages) {
    const res = await send(s.url, { method: 'GET', path, ...(bearer ? { bearer } : {}) });
    const csp = String(res.headers['content-security-policy'] ?? '');
    const missing = [
      !/frame-ancestors\s+'none'/.test(csp) && "Content-Security-Policy frame-ancestors 'none'",
      res.headers['x-content-type-options'] !== 'nosniff' && 'X-Content-Type-Options: nosniff',
      !res.headers['referrer-policy'] && 'Referrer-Policy',
    ].filter(Boolean);
    report.expect(missing.length === 0, {
      cause: 'security headers missing',
      method: 'GET',
      path,
      input: label,
      status: res.status,
      detail: `missing ${missing.join(', ')}`,
    });
  }
}

export async function revocationAttacks(s: Sandbox, report: CheckReport): Promise<void> {
  await oldTokensDie(s, report);
  await twoFactorSingleUse(s, report);
  await securityHeaders(s, report);
}
