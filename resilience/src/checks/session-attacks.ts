import { randomUUID } from 'node:crypto';
import { send, sendJson } from '../http';
import { outbox, resetTokenIn } from '../outbox';
import { CheckReport } from '../report';
import { type Sandbox, startInProcess } from '../sandbox';
import { demoAccounts, REFRESH, SIGN_IN, type Tokens } from '../session';
import { outboxTakeoverAttacks } from './outbox-takeover';
import { revocationAttacks } from './session-revocation';

const RESET = '/core/public/users/reset-password';

/** (a) A reset link is built from configuration, never from the request's Origin or Host. */
async function hostInjection(s: Sandbox, report: CheckReport, email: string) {
  const attempts: [string, Record<string, string>][] = [
    ['Origin', { origin: 'https://evil.example' }],
    ['Host', { host: 'attacker.example:8443' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'attacker.example:8443' }],
  ];
  for (const [label, headers] of attempts) {
    const before = (await outbox(s.url, email)).length;
    const res = await send(s.url, {
      method: 'PATCH',
      path: RESET,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email }),
    });
    const sent = (await outbox(s.url, email)).slice(before);
    const poisoned = sent.filter((e) => /evil\.example|attacker\.example/.test(JSON.stringify(e)));
    report.expect(poisoned.length === 0, {
      cause: 'reset e-mail link carries the request host',
      method: 'PATCH',
      path: RESET,
      input: `${label}: ${Object.values(headers)[0]} {"email":"${email}"}`,
      status: res.status,
      detail: poisoned[0]?.body,
    });
    // A Host that is not the server's is refused outright (421): no e-mail to inspect, nothing to note.
    if (!sent.length && res.status !== 421)
      report.note(
        `(a) ${label}: no reset e-mail was sent (${res.status}), so the link could not be inspected`,
      );
  }
}

/** (b) Idempotency-Key must not replay a session: each sign-in or refresh mints new tokens. */
async function tokenReplay(s: Sandbox, report: CheckReport, email: string, password: string) {
  const key = { 'idempotency-key': randomUUID() };
  const body = { credentials: { email, password } };
  const first = await sendJson(s.url, 'POST', SIGN_IN, body, { headers: key });
  const again = await sendJson(s.url, 'POST', SIGN_IN, body, { headers: key });
  const t1 = first.json as Tokens;
  const t2 = again.json as Tokens | undefined;
  report.expect(!(again.status === 200 && (t2?.token === t1.token || t2?.refreshToken === t1.refreshToken)), {
    cause: 'sign-in replayed by Idempotency-Key returns the old tokens',
    method: 'POST',
    path: SIGN_IN,
    input: `same Idempotency-Key twice for ${email}`,
    status: again.status,
  });

  const refreshKey = { 'idempotency-key': randomUUID() };
  const r1 = await sendJson(
    s.url,
    'POST',
    REFRESH,
    { refreshToken: t1.refreshToken },
    { headers: refreshKey },
  );
  const rotated = (r1.json as Tokens).refreshToken;
  // Rotate once more, so the first answer's refresh token is spent, then replay the first request.
  await sendJson(
    s.url,
    'POST',
    REFRESH,
    { refreshToken: rotated },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  const replay = await sendJson(
    s.url,
    'POST',
    REFRESH,
    { refreshToken: t1.refreshToken },
    { headers: refreshKey },
  );
  const replayed = replay.json as Tokens | undefined;
  report.expect(!(replay.status === 200 && replayed?.refreshToken === rotated), {
    cause: 'replayed refresh returns an already-rotated refresh token',
    method: 'POST',
    path: REFRESH,
    input: 'first refresh request replayed with its Idempotency-Key after a second rotation',
    status: replay.status,
  });
  report.expect(!(replay.status === 200 && replayed?.token === (r1.json as Tokens).token), {
    cause: 'refresh replayed by Idempotency-Key returns the old tokens',
    method: 'POST',
    path: REFRESH,
    input: 'same Idempotency-Key twice',
    status: replay.status,
  });
}

/** (c) Guessing is slowed: one address trying 60 e-mails, and 30 resets to 30 mailboxes. */
async function rateLimits(s: Sandbox, report: CheckReport, emails: readonly string[]) {
  let limited: { status: number; retryAfter: unknown } | null = null;
  for (let i = 0; i < 60 && !limited; i++) {
    const res = await sendJson(
      s.url,
      'POST',
      SIGN_IN,
      { credentials: { email: `visitante${i}@exemplo.com.br`, password: 'errada123' } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    if (res.status === 429) limited = { status: res.status, retryAfter: res.headers['retry-after'] };
  }
  report.expect(limited !== null && limited.retryAfter !== undefined, {
    cause: 'no 429 with Retry-After after 60 sign-in e-mails from one address',
    method: 'POST',
    path: SIGN_IN,
    input: '60 different e-mails, wrong password, one address',
    status: limited?.status ?? 'never 429',
    detail: limited ? `Retry-After: ${String(limited.retryAfter)}` : '',
  });

  // The sandbox clock is anyone's to move: moving it past the window must not lift the limit.
  await sendJson(s.url, 'POST', '/_sandbox/clock', { advanceSeconds: 15 * 60 + 1 });
  const afterMove = await sendJson(
    s.url,
    'POST',
    SIGN_IN,
    { credentials: { email: 'visitante-depois@exemplo.com.br', password: 'errada123' } },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  await send(s.url, { method: 'DELETE', path: '/_sandbox/clock' });
  report.expect(afterMove.status === 429, {
    cause: 'moving the sandbox clock lifted the sign-in limit',
    method: 'POST',
    path: SIGN_IN,
    input: 'POST /_sandbox/clock {"advanceSeconds":901} after the 429',
    status: afterMove.status,
  });

  const before = (await outbox(s.url)).length;
  for (const email of emails) await sendJson(s.url, 'PATCH', RESET, { email });
  const sent = (await outbox(s.url)).length - before;
  report.expect(sent < emails.length, {
    cause: 'every one of 30 reset requests from one address sent mail',
    method: 'PATCH',
    path: RESET,
    input: `${emails.length} addresses, one address`,
    status: `${sent} e-mails sent`,
  });
}

export async function sessionAttacksCheck(): Promise<CheckReport> {
  const report = new CheckReport('4 session attacks');
  const { byEmail, password, users } = await demoAccounts();
  const fresh = async (run: (s: Sandbox) => Promise<void>) => {
    // Each attack on its own sandbox: the rate limits one attack trips must not decide another.
    const s = await startInProcess();
    try {
      await run(s);
    } finally {
      await s.close();
    }
  };
  await fresh((s) => hostInjection(s, report, byEmail('vendas').email));
  await fresh((s) => tokenReplay(s, report, byEmail('gerente').email, password));
  await fresh(async (s) => {
    // Every seeded mailbox plus invited ones, so all 30 addresses are real and would get mail.
    const admin = (
      await sendJson(
        s.url,
        'POST',
        SIGN_IN,
        { credentials: { email: byEmail('admin').email, password } },
        { headers: { 'idempotency-key': randomUUID() } },
      )
    ).json as Tokens;
    const emails = users.filter((u) => !u.twoFactor).map((u) => u.email);
    for (let i = 0; emails.length < 30 && i < 40; i++) {
      const email = `convite${i}@loja-exemplo.com.br`;
      const res = await sendJson(
        s.url,
        'POST',
        '/core/app/v1/users',
        { email, profile: 'SALE' },
        { bearer: admin.token, headers: { 'idempotency-key': randomUUID() } },
      );
      // Accept the invitation so the address is an active user's, one a reset would mail.
      const token = resetTokenIn((await outbox(s.url, email)).at(-1));
      if (res.status >= 300 || !token) continue;
      await sendJson(s.url, 'PATCH', `/core/public/password-tokens/${encodeURIComponent(token)}`, {
        newPassword: 'convite-12345',
      });
      emails.push(email);
    }
    await rateLimits(s, report, emails.slice(0, 30));
  });
  report.skip(
    '(d) owner signs in after 5 wrong passwords from another address: the suite can only speak from 127.0.0.1, so "another address" cannot be made',
  );
  await fresh((s) => revocationAttacks(s, report));
  await fresh((s) => outboxTakeoverAttacks(s, report, byEmail('admin').email));
  return report;
}
