import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, type Balcao, ConflictError, PermissionDeniedError } from '../src';
import { FINANCE, failureOf, first, MANAGER, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const used = new Set<string>();

/** A paid Pix charge with nothing refunded yet: eligible, partial refunds allowed. */
async function refundablePix(balcao: Balcao) {
  for await (const summary of balcao.charges.list({ status: 'PAID', paymentMethod: 'PIX', size: 50 })) {
    if (used.has(summary.uuid) || summary.status !== 'PAID') continue;
    const eligibility = await balcao.charges.refunds.eligibility(summary.uuid);
    if (eligibility.isEligible && eligibility.availableAmount === summary.value && summary.value >= 10) {
      used.add(summary.uuid);
      return summary;
    }
  }
  throw new Error('no refundable Pix charge in the seed');
}

describe('charges.refunds', () => {
  it('checks eligibility, refunds part of a charge and then no more than the rest', async () => {
    const balcao = sandbox.balcao(MANAGER);
    const charge = await refundablePix(balcao);
    expect(await balcao.charges.refunds.eligibility(charge.uuid, { refundAmount: 1.5 })).toEqual({
      isEligible: true,
      availableAmount: charge.value,
      partialAllowed: true,
      reason: null,
    });

    const refund = await balcao.charges.refunds.create(charge.uuid, { amount: 1.5 });
    expect(refund).toMatchObject({ status: 'REFUNDED', amount: 1.5 });
    // Decimal reais on the wire: compare through cents.
    expect(Math.round(refund.availableAmount * 100)).toBe(Math.round(charge.value * 100) - 150);

    const tooMuch = await failureOf(
      balcao.charges.refunds.create(charge.uuid, { amount: refund.availableAmount + 0.01 }),
    );
    expect(tooMuch).toBeInstanceOf(BadRequestError);
    expect((tooMuch as BadRequestError).errors[0]?.code).toBe('Não é possível estornar essa transação');
    const detail = await balcao.charges.retrieve(charge.uuid);
    expect(detail.refunds.map((item) => item.uuid)).toEqual([refund.uuid]);
    const balance = await balcao.charges.refunds.balance(charge.uuid);
    expect(balance).toMatchObject({ uuid: charge.uuid, paidAmount: charge.value, refundedAmount: 1.5 });
    expect(balance.availableAmount).toBe(refund.availableAmount);
    expect(await failureOf(sandbox.balcao(FINANCE).charges.refunds.balance(charge.uuid))).toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('replays the first refund for a repeated idempotency key, and refuses the key with another amount', async () => {
    const balcao = sandbox.balcao(MANAGER);
    const charge = await refundablePix(balcao);
    const idempotencyKey = `refund-order-${crypto.randomUUID()}`;

    const original = await balcao.charges.refunds
      .create(charge.uuid, { amount: 2 }, { idempotencyKey })
      .withResponse();
    expect(original.response.status).toBe(201);
    expect(original.response.headers.get('idempotent-replayed')).toBeNull();

    // A second run of the same script, from a new client: the gateway answers with the first refund.
    const replay = await sandbox
      .balcao(MANAGER)
      .charges.refunds.create(charge.uuid, { amount: 2 }, { idempotencyKey })
      .withResponse();
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data).toEqual(original.data);
    const detail = await balcao.charges.retrieve(charge.uuid);
    expect(detail.refunds).toHaveLength(1);

    const reused = await failureOf(
      balcao.charges.refunds.create(charge.uuid, { amount: 3 }, { idempotencyKey }),
    );
    expect(reused).toBeInstanceOf(ConflictError);
    expect((reused as ConflictError).errors[0]?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await balcao.charges.retrieve(charge.uuid)).refunds).toHaveLength(1);
  });

  it('refuses a boleto and a user without the charges roles', async () => {
    const balcao = sandbox.balcao(MANAGER);
    const boleto = await first(balcao.charges.list({ status: 'PAID', paymentMethod: 'BOLETO' }));
    const eligibility = await balcao.charges.refunds.eligibility(boleto!.uuid);
    expect(eligibility.isEligible).toBe(false);
    expect(eligibility.reason).toEqual(expect.any(String));
    expect(await failureOf(balcao.charges.refunds.create(boleto!.uuid, { amount: 1 }))).toBeInstanceOf(
      BadRequestError,
    );

    const finance = sandbox.balcao(FINANCE);
    expect(await failureOf(finance.charges.refunds.create(boleto!.uuid, { amount: 1 }))).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
