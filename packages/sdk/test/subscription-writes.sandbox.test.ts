import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  type PlanCreateParams,
} from '../src';
import { day, failureOf, first, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const family: PlanCreateParams = {
  title: 'Plano Família',
  bullets: [{ description: 'Até 5 pessoas' }],
  basicValues: [
    { type: 'MONTHLY', value: 100, valuePerMonth: 100 },
    { type: 'SEMESTER', value: 540, valuePerMonth: 90 },
    { type: 'YEARLY', value: 960, valuePerMonth: 80 },
  ],
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
};

describe('plans (writes)', () => {
  it('creates, edits and switches off a plan', async () => {
    const balcao = sandbox.balcao();
    const plan = await balcao.plans.create({ ...family, bankSlipDescription: 'Mensalidade da família' });
    expect(plan).toMatchObject({
      title: 'Plano Família',
      active: true,
      basicValues: family.basicValues,
      bankSlipDescription: 'Mensalidade da família',
    });
    const edited = await balcao.plans.update(plan.id, { ...family, title: 'Plano Família Plus' });
    expect(edited.title).toBe('Plano Família Plus');
    expect((await balcao.plans.setActive(plan.id, false)).active).toBe(false);
    expect((await balcao.plans.retrieve(plan.id)).active).toBe(false);
  });

  it('turns the gateway’s refusals into typed errors', async () => {
    const balcao = sandbox.balcao();
    const wrong = await failureOf(
      balcao.plans.create({ ...family, basicValues: [{ type: 'YEARLY', value: 100, valuePerMonth: 100 }] }),
    );
    expect(wrong).toBeInstanceOf(BadRequestError);
    expect(await failureOf(sandbox.balcao(SALE).plans.create(family))).toBeInstanceOf(PermissionDeniedError);
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).plans.list());
    expect(await failureOf(balcao.plans.setActive(theirs!.id, false))).toBeInstanceOf(NotFoundError);
  });
});

describe('subscriptions (writes)', () => {
  it('imports a Pix subscription, edits it, toggles its invoice and cancels it', async () => {
    const balcao = sandbox.balcao();
    const customer = await first(balcao.customers.list());
    const plan = await balcao.plans.create({ ...family, title: 'Plano Importado' });
    const imported = await balcao.subscriptions.create({
      uuidBuyer: customer!.id,
      idPlan: plan.id,
      basicValue: { type: 'MONTHLY', value: 59.9 },
      payment: { method: 'PIX' },
      startDate: day(30),
    });
    expect(imported).toMatchObject({ status: 'ACTIVE', paymentMethod: 'PIX', titlePlan: 'Plano Importado' });
    const edited = await balcao.subscriptions.update(imported.uuid, {
      idPlan: plan.id,
      basicValueRequest: { type: 'YEARLY', value: 600 },
      bankSlipDescription: null,
    });
    expect(edited.basicValue).toEqual({ type: 'YEARLY', value: 600, valuePerMonth: 50 });
    expect((await balcao.subscriptions.setInvoice(imported.uuid, true)).invoiceEnabled).toBe(true);
    const cancelled = await balcao.subscriptions.setActive(imported.uuid, false);
    expect(cancelled.status).toBe('INACTIVE');
    const again = await failureOf(
      balcao.subscriptions.update(imported.uuid, {
        idPlan: plan.id,
        basicValueRequest: { type: 'MONTHLY', value: 1 },
      }),
    );
    expect(again).toBeInstanceOf(ConflictError);
    const past = await failureOf(
      balcao.subscriptions.import({
        uuidBuyer: customer!.id,
        idPlan: plan.id,
        basicValue: { type: 'MONTHLY', value: 59.9 },
        payment: { method: 'PIX' },
        startDate: '2020-01-01',
      }),
    );
    expect(past).toBeInstanceOf(BadRequestError);
  });

  it('creates by POST /subscriptions; import() is the same call under its older name', async () => {
    const balcao = sandbox.balcao();
    const customer = await first(balcao.customers.list());
    const plan = await balcao.plans.create({ ...family, title: 'Plano Criado' });
    const params = {
      uuidBuyer: customer!.id,
      idPlan: plan.id,
      basicValue: { type: 'SEMESTER' as const, value: 300 },
      payment: { method: 'BANK_SLIP' as const },
      startDate: day(10),
    };
    const { data, response } = await balcao.subscriptions.create(params).withResponse();
    expect(new URL(response.url).pathname).toBe('/payment/subscriptions');
    expect(data).toMatchObject({ status: 'ACTIVE', paymentMethod: 'BOLETO', titlePlan: 'Plano Criado' });
    expect(data.basicValue).toEqual({ type: 'SEMESTER', value: 300, valuePerMonth: 50 });
    const { response: older } = await balcao.subscriptions.import(params).withResponse();
    expect(new URL(older.url).pathname).toBe('/payment/subscriptions');
  });
});

describe('checkouts', () => {
  it('reads the seller’s checkout, checks a URL, and creates one for a seller without', async () => {
    const demo = await sandbox.balcao().checkouts.retrieveDefault();
    expect(demo.subDomain).toBe('loja-exemplo');
    const other = sandbox.balcao(OTHER_ADMIN);
    expect(await failureOf(other.checkouts.retrieveDefault())).toBeInstanceOf(NotFoundError);
    expect((await other.checkouts.checkSubdomain('loja-exemplo')).isValid).toBe(false);
    const taken = await failureOf(other.checkouts.create({ title: 'Outra', subDomain: 'loja-exemplo' }));
    expect(taken).toBeInstanceOf(ConflictError);
    const created = await other.checkouts.create({ title: 'Outra Loja', subDomain: 'outra-loja' });
    const updated = await other.checkouts.update(created.id, {
      title: 'Outra Loja SP',
      subDomain: 'outra-loja-sp',
    });
    expect(updated).toMatchObject({ title: 'Outra Loja SP', subDomain: 'outra-loja-sp' });
  });
});
