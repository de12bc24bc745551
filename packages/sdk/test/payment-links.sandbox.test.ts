import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, type PaymentLinkCreateParams, PermissionDeniedError } from '../src';
import { FINANCE, failureOf, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const oneOff = (
  overrides: Partial<PaymentLinkCreateParams['paymentOrder']> = {},
): PaymentLinkCreateParams => ({
  type: 'ORDER',
  paymentOrder: { title: 'Oficina de encadernação', value: 240, installments: 10, ...overrides },
  allowedPaymentMethods: {
    creditCardMethod: { type: 'EARLY', discount: null },
    pixMethod: { discount: { amount: 5, type: 'PERCENT' } },
  },
});

describe('paymentLinks', () => {
  it('creates, reads, lists, edits and deletes a link', async () => {
    const balcao = sandbox.balcao();
    const link = await balcao.paymentLinks.create({ ...oneOff(), maxPaidUses: 10 });
    expect(link).toMatchObject({ type: 'ORDER', value: 240, maxPaidUses: 10, paidUses: 0, active: true });
    expect(link.url).toBe(`${sandbox.url}/payment-link/${link.uuid}`);
    expect((await balcao.paymentLinks.retrieve(link.uuid)).title).toBe('Oficina de encadernação');

    const found = await balcao.paymentLinks.list({ kind: 'orders', title: 'ENCADERNACAO' }).toArray();
    expect(found.map((l) => l.uuid)).toEqual([link.uuid]);

    const edited = await balcao.paymentLinks.update(link.uuid, oneOff({ value: 260.5 }));
    expect(edited).toMatchObject({ value: 260.5, maxPaidUses: null });

    await balcao.paymentLinks.delete(link.uuid);
    await balcao.paymentLinks.delete(link.uuid);
    expect((await balcao.paymentLinks.retrieve(link.uuid)).active).toBe(false);
  });

  it('walks every page of a kind, newest first', async () => {
    const balcao = sandbox.balcao(SALE);
    for (const n of [1, 2, 3]) await balcao.paymentLinks.create(oneOff({ title: `Aula ${n}` }));
    const pages = [];
    for await (const page of balcao.paymentLinks.list({ kind: 'orders', size: 2 }).pages()) pages.push(page);
    expect(pages.map((page) => page.number)).toEqual(pages.map((_, index) => index));
    const all = await balcao.paymentLinks.list({ kind: 'orders', size: 2 }).toArray();
    expect(all).toHaveLength(pages[0]!.totalElements);
    const created = all.map((l) => l.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('simulates installments and previews a split', async () => {
    const balcao = sandbox.balcao();
    const simulation = await balcao.paymentLinks.simulateInstallments({ amount: 100, maxInstallments: 12 });
    expect(simulation.installmentsToBuyer).toHaveLength(12);
    expect(simulation.installmentsToSeller[0]).toEqual({
      installments: 1,
      receivedAmount: 96.01,
      totalAmount: 100,
    });
    // The split pays only sub-sellers whose bank account the provider validated.
    const subSeller = (await balcao.subSellers.list({ size: 20 }).toArray()).find(
      (s) => s.isActive && s.splitStatus === 'ACTIVE',
    );
    const preview = await balcao.paymentLinks.previewSplit({
      value: 100,
      subSellers: [{ idSubSeller: subSeller!.id, paymentType: 'FIXED', paymentValue: 99 }],
    });
    expect(preview).toMatchObject({ amountForSubSellers: 99, exceedsAvailable: true });
  });

  it('creates a link split with a sub-seller, card only, and reads the settings of its installments', async () => {
    const balcao = sandbox.balcao();
    const subSeller = (await balcao.subSellers.list({ size: 20 }).toArray()).find(
      (s) => s.isActive && s.splitStatus === 'ACTIVE',
    )!;
    const split: PaymentLinkCreateParams = {
      type: 'ORDER',
      paymentOrder: { title: 'Aula com convidada', value: 100, installments: 1 },
      allowedPaymentMethods: { creditCardMethod: { type: 'EARLY', discount: null } },
      subSellerPaymentRequest: [{ idSubSeller: subSeller.id, paymentType: 'PERCENTAGE', paymentValue: 20 }],
      metadata: [{ key: 'turma', value: 'dezembro' }],
    };
    const link = await balcao.paymentLinks.create(split);
    expect(link.subSellerResponse).toEqual([
      expect.objectContaining({ idSubSeller: subSeller.id, paymentValue: 20, amountOnPaymentLink: 20 }),
    ]);
    expect(link.metadata).toEqual([{ key: 'turma', value: 'dezembro' }]);
    const withPix = await failureOf(
      balcao.paymentLinks.create({
        ...split,
        allowedPaymentMethods: { ...split.allowedPaymentMethods, pixMethod: { discount: null } },
      }),
    );
    expect((withPix as BadRequestError).errors.map((e) => e.description)).toContain(
      'Métodos de pagamento: Com split, o link aceita só cartão de crédito.',
    );
    expect(await failureOf(sandbox.balcao(SALE).paymentLinks.create(split))).toBeInstanceOf(
      PermissionDeniedError,
    );
    expect(await balcao.paymentLinks.settings()).toMatchObject({
      maxCardInstallments: 12,
      pixMaxInstallments: 12,
    });
  });

  it('lists the sub-sellers a split may pay and changes a link’s split on its own', async () => {
    const balcao = sandbox.balcao();
    const all = await balcao.subSellers.list({ size: 50 }).toArray();
    const offered = await balcao.paymentLinks.splitSubSellers().toArray();
    const receiving = all.filter((s) => s.isActive && s.splitStatus === 'ACTIVE');
    expect(offered.map((s) => s.id).sort()).toEqual(receiving.map((s) => s.id).sort());
    expect(offered[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      paymentType: expect.stringMatching(/^(PERCENTAGE|FIXED)$/),
      paymentValue: expect.any(Number),
    });
    const link = await balcao.paymentLinks.create({
      type: 'ORDER',
      paymentOrder: { title: 'Aula dividida depois', value: 100, installments: 1 },
      allowedPaymentMethods: { creditCardMethod: { type: 'EARLY', discount: null } },
    });
    const split = await balcao.paymentLinks.updateSplit(link.uuid, [
      { idSubSeller: offered[0]!.id, paymentType: 'FIXED', paymentValue: 30 },
    ]);
    expect(split.subSellerResponse).toEqual([
      expect.objectContaining({ idSubSeller: offered[0]!.id, amountOnPaymentLink: 30 }),
    ]);
    expect((await balcao.paymentLinks.updateSplit(link.uuid, [])).subSellerResponse).toEqual([]);
    const tooMuch = await failureOf(
      balcao.paymentLinks.updateSplit(link.uuid, [
        { idSubSeller: offered[0]!.id, paymentType: 'FIXED', paymentValue: 99 },
      ]),
    );
    expect(tooMuch).toBeInstanceOf(BadRequestError);
    expect(await failureOf(sandbox.balcao(SALE).paymentLinks.splitSubSellers().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('creates a subscription link split with a sub-seller, card only', async () => {
    const balcao = sandbox.balcao();
    const subSeller = (await balcao.subSellers.list({ size: 20 }).toArray()).find(
      (s) => s.isActive && s.splitStatus === 'ACTIVE',
    )!;
    const plan = (await balcao.plans.list({ size: 50 }).toArray()).find(
      (p) => p.active && p.enableCreditCard && p.basicValues.some((v) => v.type === 'MONTHLY'),
    )!;
    const link = await balcao.paymentLinks.create({
      type: 'SUBSCRIPTION',
      paymentOrder: { title: 'Assinatura com parceira', value: 100, installments: 1 },
      paymentSubscription: { idPlan: plan.id, valuePerMonth: 100, type: 'MONTHLY' },
      allowedPaymentMethods: { creditCardMethod: { type: 'RECURRENT', discount: null } },
      subSellerPaymentRequest: [{ idSubSeller: subSeller.id, paymentType: 'FIXED', paymentValue: 15 }],
    });
    expect(link.subSellerResponse).toEqual([
      expect.objectContaining({ idSubSeller: subSeller.id, paymentType: 'FIXED', amountOnPaymentLink: 15 }),
    ]);
  });

  it('rejects with typed errors: bad input, another seller’s link, a role without links', async () => {
    const balcao = sandbox.balcao();
    const bad = await failureOf(balcao.paymentLinks.create(oneOff({ title: '', value: 0 })));
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as BadRequestError).errors.map((e) => e.description)).toEqual([
      'Título: Preenchimento obrigatório!',
      'Valor: O valor deve ser maior que zero.',
    ]);
    const link = await balcao.paymentLinks.create(oneOff());
    expect(await failureOf(sandbox.balcao(OTHER_ADMIN).paymentLinks.retrieve(link.uuid))).toBeInstanceOf(
      NotFoundError,
    );
    expect(
      await failureOf(sandbox.balcao(FINANCE).paymentLinks.list({ kind: 'orders' }).toArray()),
    ).toBeInstanceOf(PermissionDeniedError);
  });
});
