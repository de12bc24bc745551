import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError } from '../src';
import { day, failureOf, first, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('charges.create and charges.reschedule', () => {
  it('issues a boleto to a customer, then its second copy with a new line once it is late', async () => {
    const balcao = sandbox.balcao();
    const customer = await first(balcao.customers.list({ size: 1 }));
    const charge = await balcao.charges.create({
      customerId: customer!.id,
      paymentMethod: 'BOLETO',
      value: 89.9,
      expirationDate: day(0),
      description: 'Mensalidade avulsa',
    });
    expect(charge).toMatchObject({
      status: 'SCHEDULED',
      origin: 'DIRECT',
      value: 89.9,
      customerId: customer!.id,
    });
    expect(isValidBoleto(charge.boleto!.linhaDigitavel)).toBe(true);

    await sandbox.advanceClock(3 * 86_400);
    // A new client: the clock moved past the first session's life.
    const later = sandbox.balcao();
    expect((await later.charges.retrieve(charge.uuid)).status).toBe('LATE');
    const reissued = await later.charges.reschedule(charge.uuid, { expirationDate: day(8) });
    expect(reissued.expirationDate).toBe(day(8));
    expect(reissued.boleto!.linhaDigitavel).not.toBe(charge.boleto!.linhaDigitavel);
    expect(isValidBoleto(reissued.boleto!.linhaDigitavel)).toBe(true);
  });

  // The clock moved three days in the test before: dates from there on.
  it('rejects bad input with the Portuguese messages, and a Pix reschedule as a conflict', async () => {
    const balcao = sandbox.balcao();
    const customer = await first(balcao.customers.list({ size: 1 }));
    const bad = await failureOf(
      balcao.charges.create({
        customerId: customer!.id,
        paymentMethod: 'PIX',
        value: 10,
        expirationDate: day(5),
        description: 'Parcelado no Pix',
        installments: 3,
      }),
    );
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as BadRequestError).errors[0]?.description).toBe(
      'Parcelas: Parcelamento só no cartão de crédito.',
    );
    const pix = await balcao.charges.create({
      customerId: customer!.id,
      paymentMethod: 'PIX',
      value: 10,
      expirationDate: day(6),
      description: 'Pix avulso',
    });
    const refused = await failureOf(balcao.charges.reschedule(pix.uuid, { expirationDate: day(7) }));
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).code).toBe('CHARGE_STATUS');
  });
});
