import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, type Balcao, ConflictError, NotFoundError } from '../src';
import { ADMIN, day, failureOf, first, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const used = new Set<string>();

/** A paid card charge, not handed out before, that is (or is not) a physical sale. */
async function paidCard(balcao: Balcao, physicalSale: boolean) {
  const list = balcao.charges.list({ status: 'PAID', paymentMethod: 'CREDIT_CARD', size: 100 });
  for await (const summary of list) {
    if (used.has(summary.uuid) || summary.status !== 'PAID') continue;
    if ((summary.origin === 'POS') !== physicalSale) continue;
    const charge = await balcao.charges.retrieve(summary.uuid);
    if (charge.physicalSale === physicalSale && charge.refunds.length === 0 && !charge.anticipated) {
      used.add(charge.uuid);
      return charge;
    }
  }
  throw new Error(`no paid card charge with physicalSale ${physicalSale} in the seed`);
}

// First in the file: the POS refunds below move the sandbox clock, and the deadline is read in days.
describe('charges.chargeback', () => {
  it('puts a possible fraud in dispute, and refunds at once without the flag', async () => {
    // The other merchant has no view_seller_refund: the older flow is its way to refund.
    const balcao = sandbox.balcao(OTHER_ADMIN);
    const fraud = await paidCard(balcao, false);
    const disputed = await balcao.charges.chargeback(fraud.uuid, { asFraud: true });
    expect(disputed).toEqual({
      status: 'DISPUTE',
      asFraud: true,
      contestDeadline: day(5),
      antiFraudEmail: expect.stringContaining('@'),
    });
    expect(await balcao.charges.retrieve(fraud.uuid)).toMatchObject({
      status: 'DISPUTE',
      chargebackDeadline: disputed.contestDeadline,
    });

    const plain = await paidCard(balcao, false);
    expect((await balcao.charges.chargeback(plain.uuid, { asFraud: false })).status).toBe('REFUND');
    const refunded = await balcao.charges.retrieve(plain.uuid);
    expect(refunded).toMatchObject({ status: 'REFUND', availableRefundAmount: 0 });
    const twice = await failureOf(balcao.charges.chargeback(plain.uuid, { asFraud: false }));
    expect(twice).toBeInstanceOf(ConflictError);
  });

  it('is refused to a seller on the newer refund flow', async () => {
    const balcao = sandbox.balcao();
    const charge = await paidCard(balcao, false);
    const refused = await failureOf(balcao.charges.chargeback(charge.uuid, { asFraud: false }));
    expect(refused).toBeInstanceOf(BadRequestError);
    expect((refused as BadRequestError).errors[0]?.description).toContain('fluxo de estorno');
    expect((await balcao.charges.retrieve(charge.uuid)).status).toBe('PAID');
  });
});

describe('charges.posRefunds and cancellationLetters', () => {
  it('refunds a physical sale through the machine, then issues its cancellation letter', async () => {
    const balcao = sandbox.balcao();
    const charge = await paidCard(balcao, true);
    expect(await balcao.charges.posRefunds.list(charge.uuid)).toEqual([]);

    const [attempt, ...older] = await balcao.charges.posRefunds.create(charge.uuid, {
      value: charge.availableRefundAmount,
    });
    expect(older).toEqual([]);
    // `updated_by` came from the session.
    expect(attempt).toMatchObject({ status: 'PROCESSING', value: charge.value, updatedBy: ADMIN });
    const again = await failureOf(balcao.charges.posRefunds.create(charge.uuid, { value: 1 }));
    expect(again).toBeInstanceOf(ConflictError);

    await sandbox.advanceClock(601); // the machine settles 10 minutes later
    expect((await balcao.charges.posRefunds.list(charge.uuid))[0]).toMatchObject({
      uuid: attempt!.uuid,
      status: 'REFUNDED',
    });
    expect((await balcao.charges.retrieve(charge.uuid)).status).toBe('REFUND');

    const idempotencyKey = `letter-${charge.uuid}`;
    const letter = await balcao.cancellationLetters.create(charge.uuid, { idempotencyKey });
    expect(letter.url).toMatch(/^http:\/\/.+\/_sandbox\/cartas-cancelamento\/[0-9a-f-]{36}$/);
    expect(await balcao.cancellationLetters.create(charge.uuid, { idempotencyKey })).toEqual(letter);
    const page = await fetch(letter.url); // public: no session
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses a letter for a charge that was not refunded, and another merchant’s charge', async () => {
    const balcao = sandbox.balcao();
    const paid = await paidCard(balcao, false);
    const refused = await failureOf(balcao.cancellationLetters.create(paid.uuid));
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).errors[0]?.code).toBe('CHARGE_STATUS');
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).charges.list());
    expect(await failureOf(balcao.charges.posRefunds.list(theirs!.uuid))).toBeInstanceOf(NotFoundError);
  });
});
