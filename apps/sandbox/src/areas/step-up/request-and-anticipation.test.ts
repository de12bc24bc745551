import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import { EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import { calendarAfterTestClock } from '../../test-calendar';
import { createTestSandbox, type TestSandbox } from '../../test-support';

// Asking for a payment and anticipating receivables ask too, when the administrator chose them (issue 28,
// item 3): a payment request is a Pix out waiting for approval, an anticipation moves receivables at once.
let s: TestSandbox;
const ADMIN = 'admin@demo.balcao.dev';
const OPERATOR = 'operador@demo.balcao.dev';
const PEER = '203.0.113.10';
const [EMAIL_KEY] = EXTERNAL_PIX_RECIPIENTS;

// A banking day at noon in São Paulo, after the seed's: the payment is for that day.
const y = calendarAfterTestClock({ from: '2026-12-23', to: '2026-12-28' }, 'weeks');
const NOON = new Date(y('2026-12-24T15:00:00Z'));
const DAY = y('2026-12-24');

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOON, { frozen: true });
});
afterAll(() => s?.close());

const send = async (url: string, email: string, payload?: object, confirmation?: string) =>
  s.call({
    method: url.startsWith('/core/step-up/settings') ? 'PUT' : 'POST',
    url,
    headers: {
      ...(await s.bearer(email)),
      'idempotency-key': crypto.randomUUID(),
      ...(confirmation ? { 'x-balcao-confirmation': confirmation } : {}),
    },
    remoteAddress: PEER,
    ...(payload !== undefined ? { payload } : {}),
  });
const confirmation = async (email: string, operation: string) => {
  const answer = await send('/core/step-up', email, { operation, password: DEMO_PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.confirmation as string;
};
const count = async (table: 'payables' | 'anticipations') =>
  (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const lastLog = async (action: string) =>
  (
    await s.db.query<{ result: string; subject_id: string | null }>(
      'SELECT result, subject_id FROM activity_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0];
const pix = {
  type: 'PIX',
  pixKey: EMAIL_KEY!.key,
  amount: 12.5,
  paymentDate: DAY,
  description: 'Material de escritório',
};

describe('when the administrator chose payment requests and anticipations', () => {
  beforeAll(async () => {
    const saved = await send('/core/step-up/settings', ADMIN, {
      operations: ['ANTICIPATION', 'PAYMENT_REQUEST'],
      refundThreshold: 1000,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.operations).toEqual(['PAYMENT_REQUEST', 'ANTICIPATION']);
  });

  it('asking for a payment answers 428 and records nothing without a confirmation; with one it is asked', async () => {
    const before = await count('payables');
    const refused = await send('/banking/payments', OPERATOR, pix);
    expect(refused.status).toBe(428);
    expect(refused.body.errors[0].code).toBe('CONFIRMATION_REQUIRED');
    expect(await count('payables')).toBe(before);
    expect(await lastLog('payment.create')).toMatchObject({ result: 'CONFIRMATION_REQUIRED' });

    // A confirmation of another kind is not this one.
    const approval = await confirmation(OPERATOR, 'PAYMENT_APPROVAL');
    expect((await send('/banking/payments', OPERATOR, pix, approval)).status).toBe(428);

    const created = await send(
      '/banking/payments',
      OPERATOR,
      pix,
      await confirmation(OPERATOR, 'PAYMENT_REQUEST'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('REQUESTED');
    expect(await count('payables')).toBe(before + 1);
    expect(await lastLog('payment.create')).toEqual({ result: 'SUCCESS', subject_id: created.body.id });
  });

  it('anticipating an amount, or everything, answers 428 and moves nothing without a confirmation', async () => {
    const before = await count('anticipations');
    const amount = await send('/banking/redeems/anticipation/amount', ADMIN, { amount: 100 });
    expect(amount.status).toBe(428);
    expect(amount.body.errors[0].code).toBe('CONFIRMATION_REQUIRED');
    const everything = await send('/banking/redeems/anticipation', ADMIN);
    expect(everything.status).toBe(428);
    expect(await count('anticipations')).toBe(before);
    expect(await lastLog('anticipation.request')).toMatchObject({ result: 'CONFIRMATION_REQUIRED' });

    const done = await send(
      '/banking/redeems/anticipation/amount',
      ADMIN,
      { amount: 100 },
      await confirmation(ADMIN, 'ANTICIPATION'),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(202);
    expect(await count('anticipations')).toBe(before + 1);
    expect(await lastLog('anticipation.request')).toEqual({ result: 'SUCCESS', subject_id: done.body.id });
  });
});
