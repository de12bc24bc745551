import { randomBytes } from 'node:crypto';
import { send, sendJson } from '../http';
import { outbox, resetTokenIn } from '../outbox';
import type { CheckReport } from '../report';
import { type Sandbox, startInProcess } from '../sandbox';
import { SIGN_IN } from '../session';

const EVIL = 'http://evil.example';
const RESET = '/core/public/users/reset-password';
const NEW_PASSWORD = 'tomada-12345';

/**
 * Issue 23's chain, as a page on evil.example (or anyone on the network) would run it: ask a reset for
 * the admin, read the link from `/_sandbox/outbox`, set a new password, sign in. Each way of reading the
 * outbox must fail; where one does not, the chain is finished to show what it gives away.
 */
async function takeOver(
  s: Sandbox,
  report: CheckReport,
  email: string,
  how: string,
  read: () => Promise<string>,
) {
  const path = `/_sandbox/outbox?format=json&to=${encodeURIComponent(email)}`;
  await send(s.url, {
    method: 'PATCH',
    path: RESET,
    headers: { 'content-type': 'application/json', origin: EVIL },
    body: JSON.stringify({ email }),
  });
  const token = resetTokenIn({ id: 0, to: email, subject: '', body: await read() });
  if (!token) return;
  await sendJson(s.url, 'PATCH', `/core/public/password-tokens/${encodeURIComponent(token)}`, {
    newPassword: NEW_PASSWORD,
  });
  const session = await sendJson(s.url, 'POST', SIGN_IN, { credentials: { email, password: NEW_PASSWORD } });
  report.expect(false, {
    cause: 'account taken over through the outbox',
    method: 'GET',
    path,
    input: how,
    status: `reset link read; sign-in with the new password ${session.status}`,
  });
}

/** (f) Cross-origin, a page may not read the outbox; (g) under a name that is not the server's, nothing answers. */
async function fromTheBrowser(s: Sandbox, report: CheckReport, email: string) {
  const path = `/_sandbox/outbox?format=json&to=${encodeURIComponent(email)}`;
  await takeOver(s, report, email, `Origin: ${EVIL} (a page on another site)`, async () => {
    const res = await send(s.url, { method: 'GET', path, headers: { origin: EVIL } });
    const granted = res.headers['access-control-allow-origin'];
    report.expect(granted !== EVIL && granted !== '*' && res.status >= 400, {
      cause: 'outbox answered to another origin',
      method: 'GET',
      path,
      input: `Origin: ${EVIL}`,
      status: res.status,
      detail: `Access-Control-Allow-Origin: ${String(granted)}`,
    });
    // What the page's script gets to see: nothing unless the browser was told it may.
    return granted === EVIL || granted === '*' ? res.text : '';
  });
  await takeOver(s, report, email, 'Host: evil.example (DNS rebinding)', async () => {
    const port = new URL(s.url).port;
    const res = await send(s.url, { method: 'GET', path, headers: { host: `evil.example:${port}` } });
    report.expect(res.status === 421, {
      cause: 'answered under a Host name that is not the server (DNS rebinding)',
      method: 'GET',
      path,
      input: `Host: evil.example:${port}`,
      status: res.status,
    });
    return res.status < 300 ? res.text : '';
  });
}

/** (h) Bound beyond loopback, it does not start without a credential, and the outbox asks for it. */
async function fromTheNetwork(report: CheckReport, email: string) {
  const path = `/_sandbox/outbox?format=json&to=${encodeURIComponent(email)}`;
  const unguarded = await startInProcess({ host: '0.0.0.0' }).catch(() => null);
  report.expect(unguarded === null, {
    cause: 'sandbox listens on every interface without an operator credential',
    method: 'LISTEN',
    path: '0.0.0.0',
    input: 'host 0.0.0.0, no operatorToken',
    status: 'started',
  });
  await unguarded?.close();
  const token = randomBytes(24).toString('base64url');
  const s = await startInProcess({ host: '0.0.0.0', operatorToken: token });
  try {
    await takeOver(s, report, email, 'another machine, no credential', async () => {
      const res = await send(s.url, { method: 'GET', path });
      report.expect(res.status === 401, {
        cause: 'outbox readable without the operator credential on a network-bound sandbox',
        method: 'GET',
        path,
        input: 'host 0.0.0.0, no Authorization',
        status: res.status,
      });
      return res.status < 300 ? res.text : '';
    });
    const operator = await send(s.url, { method: 'GET', path, bearer: token });
    report.expect(operator.status === 200 && operator.text.includes('redefinir-senha'), {
      cause: 'the operator, with the credential, cannot read the outbox',
      method: 'GET',
      path,
      input: 'Authorization: Bearer <SANDBOX_OPERATOR_TOKEN>',
      status: operator.status,
    });
  } finally {
    await s.close();
  }
}

export async function outboxTakeoverAttacks(s: Sandbox, report: CheckReport, email: string) {
  await fromTheBrowser(s, report, email);
  await fromTheNetwork(report, email);
  // On loopback the developer's own tools still read it, no credential: the suite itself relies on it.
  report.expect((await outbox(s.url, email)).length > 0, {
    cause: 'outbox no longer readable on loopback without a credential',
    method: 'GET',
    path: '/_sandbox/outbox',
    input: 'no Origin, Host 127.0.0.1',
    status: 'empty',
  });
}
