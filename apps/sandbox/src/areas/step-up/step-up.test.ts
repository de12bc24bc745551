import type { banking, core, Session } from '@balcao/client';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../seed/constants';
import { calendarAfterTestClock } from '../../test-calendar';
import {
  ADMIN,
  createTestSandbox,
  errorBody,
  jsonBody,
  type TestSandbox,
  textBody,
} from '../../test-support';

type StepUpSettings = core.components['schemas']['StepUpSettings'];
type StepUpConfirmation = core.components['schemas']['StepUpConfirmation'];
type Transfer = banking.components['schemas']['Transfer'];
type ActivityPage = banking.components['schemas']['ActivityLogPage'];

let s: TestSandbox;
const FINANCE = 'financeiro@demo.balcao.dev';
const SECURE = 'seguro@demo.balcao.dev';
const OTHER = 'outra@demo.balcao.dev';
const PEER = '203.0.113.9';

// A banking day at noon in São Paulo, after the seed's (withdrawals are blocked from 23:00 to 01:00).
const y = calendarAfterTestClock({ from: '2026-12-23', to: '2026-12-28' }, 'weeks');
const NOON = new Date(y('2026-12-24T15:00:00Z'));
const DAY = y('2026-12-24');

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOON, { frozen: true });
});
afterAll(() => s?.close());

// Through `s.call`: the log records the peer address, which only a raw call can set, and each call
// carries the session or the two-factor token the test chose.
const bearer = async (email: string) => `Bearer ${(await s.signIn(email)).token}`;
const send = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  auth: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  s.call({
    method,
    url,
    headers: { authorization: auth, ...headers },
    remoteAddress: PEER,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const withdraw = (auth: string, confirmation?: string) =>
  send(
    'POST',
    '/banking/sellers/transfers',
    auth,
    { amount: 10 },
    confirmation ? { 'x-balcao-confirmation': confirmation } : {},
  );
const confirm = (auth: string, body: object) => send('POST', '/core/step-up', auth, body);
const lastLog = async (action: string) =>
  (
    await s.db.query<{ user_email: string | null; result: string; ip_address: string; subject_id: string }>(
      `SELECT u.email AS user_email, a.result, a.ip_address, a.subject_id FROM activity_log a
         LEFT JOIN users u ON u.id = a.user_id WHERE a.action = $1 ORDER BY a.id DESC LIMIT 1`,
      [action],
    )
  )[0];
const transferCount = async () =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers'))[0]!.n;

describe('step-up settings', () => {
  it('asks nothing by default: a withdrawal goes through, and the log records it', async () => {
    const auth = await bearer(FINANCE);
    const settings = await send('GET', '/core/step-up/settings', auth);
    expect(settings.body).toEqual({ operations: [], refundThreshold: 1000, method: 'PASSWORD' });
    const done = await withdraw(auth);
    expect(done.status).toBe(202);
    expect(await lastLog('transfer.request')).toEqual({
      user_email: FINANCE,
      result: 'SUCCESS',
      ip_address: PEER,
      subject_id: jsonBody<Transfer>(done).id,
    });
  });

  it('lets only the administrator choose, within the threshold’s maximum, and logs the change', async () => {
    const choice = { operations: ['WITHDRAWAL', 'REFUND', 'WITHDRAWAL'], refundThreshold: 500 };
    expect((await send('PUT', '/core/step-up/settings', await bearer(FINANCE), choice)).status).toBe(403);
    const tooHigh = await send('PUT', '/core/step-up/settings', await bearer(ADMIN), {
      ...choice,
      refundThreshold: 1_000_000.01,
    });
    expect(tooHigh.status).toBe(400);
    const saved = await send('PUT', '/core/step-up/settings', await bearer(ADMIN), {
      operations: ['REFUND', 'WITHDRAWAL'],
      refundThreshold: 500,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      operations: ['WITHDRAWAL', 'REFUND'],
      refundThreshold: 500,
      method: 'PASSWORD',
    });
    expect(await lastLog('step_up.settings.update')).toMatchObject({ user_email: ADMIN, result: 'SUCCESS' });
    // Another merchant's settings are its own.
    expect(
      jsonBody<StepUpSettings>(await send('GET', '/core/step-up/settings', await bearer(OTHER))).operations,
    ).toEqual([]);
  });
});

describe('a withdrawal that asks', () => {
  it('without a confirmation answers 428, moves nothing and records the refusal', async () => {
    const before = await transferCount();
    const refused = await withdraw(await bearer(FINANCE));
    expect(refused.status).toBe(428);
    expect(errorBody(refused).errors[0]?.code).toBe('CONFIRMATION_REQUIRED');
    expect(await transferCount()).toBe(before);
    expect(await lastLog('transfer.request')).toMatchObject({ result: 'CONFIRMATION_REQUIRED' });
  });

  it('trades the password for a confirmation good once, for its own kind only', async () => {
    const auth = await bearer(FINANCE);
    const wrong = await confirm(auth, { operation: 'WITHDRAWAL', password: 'nao-e-a-senha' });
    expect(wrong.status).toBe(400);
    expect(errorBody(wrong).errors[0]?.code).toBe('INVALID_PASSWORD');
    expect(await lastLog('step_up.confirm')).toMatchObject({
      result: 'INVALID_PASSWORD',
      user_email: FINANCE,
    });
    const codeInstead = await confirm(auth, { operation: 'WITHDRAWAL', code: '123456' });
    expect(errorBody(codeInstead).errors[0]?.code).toBe('STEP_UP_FORM');

    const treasury = await confirm(auth, { operation: 'TREASURY', password: DEMO_PASSWORD });
    expect(treasury.status).toBe(201);
    const otherKind = await withdraw(auth, jsonBody<StepUpConfirmation>(treasury).confirmation);
    expect(otherKind.status).toBe(428);
    expect(errorBody(otherKind).errors[0]?.code).toBe('CONFIRMATION_INVALID');

    const good = await confirm(auth, { operation: 'WITHDRAWAL', password: DEMO_PASSWORD });
    expect(good.status).toBe(201);
    expect(jsonBody<StepUpConfirmation>(good).expiresAt).toBe(
      new Date(NOON.getTime() + 120_000).toISOString(),
    );
    const before = await transferCount();
    expect((await withdraw(auth, jsonBody<StepUpConfirmation>(good).confirmation)).status).toBe(202);
    expect(await transferCount()).toBe(before + 1);
    const again = await withdraw(auth, jsonBody<StepUpConfirmation>(good).confirmation);
    expect(again.status).toBe(428);
    expect(errorBody(again).errors[0]?.code).toBe('CONFIRMATION_INVALID');
    // Another user cannot spend it either.
    const fresh = await confirm(auth, { operation: 'WITHDRAWAL', password: DEMO_PASSWORD });
    expect(
      (await withdraw(await bearer(ADMIN), jsonBody<StepUpConfirmation>(fresh).confirmation)).status,
    ).toBe(428);
  });

  it('refuses a confirmation older than two minutes', async () => {
    const auth = await bearer(FINANCE);
    const good = await confirm(auth, { operation: 'WITHDRAWAL', password: DEMO_PASSWORD });
    await s.clock.set(new Date(NOON.getTime() + 121_000), { frozen: true });
    expect((await withdraw(auth, jsonBody<StepUpConfirmation>(good).confirmation)).status).toBe(428);
    await s.clock.set(NOON, { frozen: true });
  });

  it('counts wrong passwords in the sign-in’s limits', async () => {
    await s.db.query('DELETE FROM auth_failures');
    const auth = await bearer(FINANCE);
    for (let i = 0; i < 5; i++)
      expect((await confirm(auth, { operation: 'WITHDRAWAL', password: `errada-${i}` })).status).toBe(400);
    const limited = await confirm(auth, { operation: 'WITHDRAWAL', password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(await lastLog('step_up.confirm')).toMatchObject({ result: 'RATE_LIMITED' });
    // The same budget as signing in from this address.
    const signIn = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      remoteAddress: PEER,
      payload: { credentials: { email: FINANCE, password: DEMO_PASSWORD } },
    });
    expect(signIn.status).toBe(429);
    await s.db.query('DELETE FROM auth_failures');
  });
});

describe('a user with two-factor sign-in', () => {
  const codeAt = (ms: number) => generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(ms / 1000) });
  let auth: string;

  beforeAll(async () => {
    await s.db.query('UPDATE users SET totp_last_step = NULL WHERE email = $1', [SECURE]);
    const first = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      payload: { credentials: { email: SECURE, password: DEMO_PASSWORD } },
    });
    const verified = await s.call({
      method: 'POST',
      url: `/core/twofactor/verify?code=${await codeAt(NOON.getTime())}&loginType=WEB`,
      headers: { authorization: `Bearer ${jsonBody<Session>(first).token}` },
    });
    expect(verified.status, JSON.stringify([first.body, verified.body])).toBe(200);
    auth = `Bearer ${jsonBody<Session>(verified).token}`;
  });

  it('confirms with the authenticator’s code, not the password; the code is spent', async () => {
    expect(jsonBody<StepUpSettings>(await send('GET', '/core/step-up/settings', auth)).method).toBe('TOTP');
    const password = await confirm(auth, { operation: 'WITHDRAWAL', password: DEMO_PASSWORD });
    expect(errorBody(password).errors[0]?.code).toBe('STEP_UP_FORM');
    const code = await codeAt(NOON.getTime() + 30_000);
    const good = await confirm(auth, { operation: 'WITHDRAWAL', code });
    expect(good.status).toBe(201);
    expect((await withdraw(auth, jsonBody<StepUpConfirmation>(good).confirmation)).status).toBe(202);
    expect(errorBody(await confirm(auth, { operation: 'WITHDRAWAL', code })).errors[0]?.code).toBe(
      'INVALID_CODE',
    );
  });

  it('counts wrong codes in the two-factor limit of sign-in: five, then 429', async () => {
    for (let i = 0; i < 4; i++)
      expect((await confirm(auth, { operation: 'WITHDRAWAL', code: '000000' })).status).toBe(400);
    expect((await confirm(auth, { operation: 'WITHDRAWAL', code: '000000' })).status).toBe(429);
  });
});

describe('refunds', () => {
  it('ask only above the threshold', async () => {
    const auth = await bearer(ADMIN);
    const [charge] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
        WHERE u.email = $1 AND c.status = 'PAID' AND c.amount_cents > 60000 ORDER BY c.id LIMIT 1`,
      [ADMIN],
    );
    const refund = (amount: number) =>
      send('POST', `/payment/charges/${charge!.id}/refunds`, auth, { amount });
    const above = await refund(500.01);
    expect(above.status).toBe(428);
    expect(await lastLog('charge.refund')).toMatchObject({
      result: 'CONFIRMATION_REQUIRED',
      subject_id: charge!.id,
    });
    const atThreshold = await refund(500);
    expect(atThreshold.status).not.toBe(428);
  });
});

describe('GET /banking/activity-log', () => {
  it('is for the banking administrator, newest first, filtered and exported as CSV', async () => {
    const query = `startDate=${DAY}&endDate=${DAY}&action=transfer.request`;
    expect((await send('GET', `/banking/activity-log?${query}`, await bearer(FINANCE))).status).toBe(403);
    const auth = await bearer(ADMIN);
    const page = await send('GET', `/banking/activity-log?${query}&size=100`, auth);
    expect(page.status).toBe(200);
    const { content, totalElements } = jsonBody<ActivityPage>(page);
    const results = content.map((e) => e.result);
    expect(results[results.length - 1]).toBe('SUCCESS');
    expect(results).toContain('CONFIRMATION_REQUIRED');
    expect(content.every((e) => e.action === 'transfer.request')).toBe(true);
    const [first] = content;
    expect(first).toMatchObject({ ipAddress: PEER, occurredAt: expect.any(String) });

    const [finance] = await s.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [FINANCE]);
    const byUser = await send('GET', `/banking/activity-log?${query}&userId=${finance!.id}&size=100`, auth);
    expect(jsonBody<ActivityPage>(byUser).content.every((e) => e.userEmail === FINANCE)).toBe(true);

    const csv = await send('GET', `/banking/activity-log/csv?${query}`, auth);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="atividades-${DAY}-a-${DAY}.csv"`);
    const text = textBody(csv);
    expect(text.startsWith('\uFEFFData e hora;Usuário;Ação;Objeto;Endereço;Resultado\r\n')).toBe(true);
    expect(text).toContain(`;${FINANCE};Transferência para a conta bancária;`);
    expect(text.split('\r\n').length - 2).toBe(totalElements);

    const backwards = await send('GET', `/banking/activity-log?startDate=${DAY}&endDate=2026-01-01`, auth);
    expect(backwards.status).toBe(400);
  });

  it('stays append-only', async () => {
    await expect(s.db.query(`UPDATE activity_log SET result = 'SUCCESS'`)).rejects.toThrow(/só aceita novos/);
  });
});
