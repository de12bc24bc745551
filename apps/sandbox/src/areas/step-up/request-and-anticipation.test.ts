import { type banking, STEP_UP_HEADER } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import { EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import { calendarAfterTestClock } from '../../test-calendar';
import { createTestSandbox, refusal, statusOf, type TestSandbox } from '../../test-support';

// Asking for a payment and anticipating receivables ask too, when the administrator chose them (issue 28,
// item 3): a payment request is a Pix out waiting for approval, an anticipation moves receivables at once.
let s: TestSandbox;
const ADMIN = 'admin@demo.balcao.dev';
const OPERATOR = 'operador@demo.balcao.dev';
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

const confirmed = (confirmation?: string) =>
  confirmation ? { headers: { [STEP_UP_HEADER]: confirmation } } : {};
const confirmation = async (
  email: string,
  operation: 'PAYMENT_APPROVAL' | 'PAYMENT_REQUEST' | 'ANTICIPATION',
) => {
  const answer = await (await s.clients(email)).core.POST('/step-up', {
    body: { operation, password: DEMO_PASSWORD },
  });
  expect(answer.response.status, JSON.stringify(answer.data)).toBe(201);
  return answer.data!.confirmation;
};
const requestPayment = async (confirmation?: string) =>
  (await s.clients(OPERATOR)).banking.POST('/payments', { body: pix, ...confirmed(confirmation) });
const anticipate = async (confirmation?: string) =>
  (await s.clients(ADMIN)).banking.POST('/redeems/anticipation/amount', {
    body: { amount: 100 },
    ...confirmed(confirmation),
  });
const count = async (table: 'payables' | 'anticipations') =>
  (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const lastLog = async (action: string) =>
  (
    await s.db.query<{ result: string; subject_id: string | null }>(
      'SELECT result, subject_id FROM activity_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0];
const pix: banking.components['schemas']['PaymentCreateRequest'] = {
  type: 'PIX',
  pixKey: EMAIL_KEY!.key,
  amount: 12.5,
  paymentDate: DAY,
  description: 'Material de escritório',
};

describe('when the administrator chose payment requests and anticipations', () => {
  beforeAll(async () => {
    const saved = await (await s.clients(ADMIN)).core.PUT('/step-up/settings', {
      body: { operations: ['ANTICIPATION', 'PAYMENT_REQUEST'], refundThreshold: 1000 },
    });
    expect(saved.response.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data!.operations).toEqual(['PAYMENT_REQUEST', 'ANTICIPATION']);
  });

  it('asking for a payment answers 428 and records nothing without a confirmation; with one it is asked', async () => {
    const before = await count('payables');
    const refused = await refusal(requestPayment());
    expect(refused.status).toBe(428);
    expect(refused.errors[0]!.code).toBe('CONFIRMATION_REQUIRED');
    expect(await count('payables')).toBe(before);
    expect(await lastLog('payment.create')).toMatchObject({ result: 'CONFIRMATION_REQUIRED' });

    // A confirmation of another kind is not this one.
    const approval = await confirmation(OPERATOR, 'PAYMENT_APPROVAL');
    expect(await statusOf(requestPayment(approval))).toBe(428);

    const created = await requestPayment(await confirmation(OPERATOR, 'PAYMENT_REQUEST'));
    expect(created.response.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data!.status).toBe('REQUESTED');
    expect(await count('payables')).toBe(before + 1);
    expect(await lastLog('payment.create')).toEqual({ result: 'SUCCESS', subject_id: created.data!.id });
  });

  it('anticipating an amount, or everything, answers 428 and moves nothing without a confirmation', async () => {
    const before = await count('anticipations');
    const amount = await refusal(anticipate());
    expect(amount.status).toBe(428);
    expect(amount.errors[0]!.code).toBe('CONFIRMATION_REQUIRED');
    const everything = (await s.clients(ADMIN)).banking.POST('/redeems/anticipation');
    expect(await statusOf(everything)).toBe(428);
    expect(await count('anticipations')).toBe(before);
    expect(await lastLog('anticipation.request')).toMatchObject({ result: 'CONFIRMATION_REQUIRED' });

    const done = await anticipate(await confirmation(ADMIN, 'ANTICIPATION'));
    expect(done.response.status, JSON.stringify(done.data)).toBe(202);
    expect(await count('anticipations')).toBe(before + 1);
    expect(await lastLog('anticipation.request')).toEqual({ result: 'SUCCESS', subject_id: done.data!.id });
  });
});
