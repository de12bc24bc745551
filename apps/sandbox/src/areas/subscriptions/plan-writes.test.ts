import type { BalcaoClients, payment } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
let api: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';

type PlanRequest = payment.components['schemas']['PlanRequest'];
const create = async (body: PlanRequest, email = ADMIN) =>
  (await s.clients(email)).payment.POST('/plans', { body });
const path = (id: number) => ({ params: { path: { id } } });
const replace = (id: number, body: PlanRequest) => api.PUT('/plans/{id}', { ...path(id), body });
const planCount = async () =>
  (await api.GET('/plans', { params: { query: { size: 100 } } })).data!.totalElements;

const plan: PlanRequest = {
  title: 'Plano Família',
  description: 'Para a casa toda.',
  bullets: [{ description: 'Até 5 pessoas' }, { description: 'Suporte prioritário' }],
  basicValues: [
    { type: 'MONTHLY', value: 100, valuePerMonth: 100 },
    { type: 'SEMESTER', value: 540, valuePerMonth: 90 },
    { type: 'YEARLY', value: 960, valuePerMonth: 80 },
  ],
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: false,
};

describe('POST /plans, PUT and PATCH /plans/{id}', () => {
  it('creates an active plan with its three values, edits it and turns it off', async () => {
    const created = await create(plan);
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'Plano Família',
      active: true,
      bullets: plan.bullets,
      basicValues: plan.basicValues,
      enablePixPayment: false,
    });
    const id = created.data!.id;
    const edited = await replace(id, {
      ...plan,
      title: 'Plano Família Plus',
      bullets: [{ description: 'Até 6 pessoas' }],
      basicValues: [
        { type: 'YEARLY', value: 1080, valuePerMonth: 90 },
        { type: 'MONTHLY', value: 110, valuePerMonth: 110 },
        { type: 'SEMESTER', value: 600, valuePerMonth: 100 },
      ],
    });
    expect(edited.response.status).toBe(200);
    expect(edited.data!.title).toBe('Plano Família Plus');
    expect(edited.data!.basicValues.map((v) => v.type)).toEqual(['MONTHLY', 'SEMESTER', 'YEARLY']);
    const off = await api.PATCH('/plans/{id}', { ...path(id), body: { active: false } });
    expect(off.data!.active).toBe(false);
    const listed = await api.GET('/plans', { params: { query: { title: 'familia' } } });
    expect(listed.data!.content).toEqual([expect.objectContaining({ id, active: false })]);
  });

  it('refuses what the form refuses, in its words, and writes nothing', async () => {
    const before = await planCount();
    const cases: [PlanRequest, string][] = [
      [{ ...plan, title: ' ' }, 'Título: Preenchimento obrigatório!'],
      [{ ...plan, title: 'x'.repeat(61) }, 'Título: O título deve ter no máximo 60 caracteres!'],
      [{ ...plan, title: '<b>Plano</b>' }, 'Título: Não use os caracteres < e >.'],
      [
        { ...plan, enableBankSlip: false, enableCreditCard: false },
        'Métodos de pagamento: Selecione ao menos um método de pagamento.',
      ],
      [{ ...plan, basicValues: plan.basicValues.slice(0, 2) }, 'Valor anual: Preenchimento obrigatório!'],
      [{ ...plan, bullets: [{ description: '' }] }, 'Itens (1): Preenchimento obrigatório!'],
      [
        {
          ...plan,
          basicValues: [
            plan.basicValues[0]!,
            { type: 'SEMESTER', value: 100, valuePerMonth: 90 },
            plan.basicValues[2]!,
          ],
        },
        'Valor semestral: o valor do período deve ser o valor por mês vezes os meses.',
      ],
    ];
    for (const [body, message] of cases) {
      const r = await refusal(create(body));
      expect(r.status, message).toBe(400);
      expect(descriptions(r)).toContain(message);
    }
    const huge = await refusal(
      create({ ...plan, basicValues: [{ type: 'MONTHLY', value: 1e15, valuePerMonth: 1e15 }] }),
    );
    expect(huge.status).toBe(400);
    expect(await planCount()).toBe(before);
  });

  it('keeps the plan’s boleto description (§5, up to 130) and gives it to a subscription imported into it', async () => {
    const long = await refusal(create({ ...plan, bankSlipDescription: 'x'.repeat(131) }));
    expect(long.status).toBe(400);
    expect(long.errors[0]!.description).toBe(
      'Descrição do boleto: A descrição do boleto deve ter no máximo 130 caracteres!',
    );
    const hostile = await refusal(create({ ...plan, bankSlipDescription: '<script>' }));
    expect(hostile.status).toBe(400);
    const created = await create({ ...plan, bankSlipDescription: ' Mensalidade da família ' });
    expect(created.response.status).toBe(201);
    expect(created.data!.bankSlipDescription).toBe('Mensalidade da família');
    const id = created.data!.id;
    expect((await api.GET('/plans/{id}', path(id))).data!.bankSlipDescription).toBe('Mensalidade da família');
    const [customer] = await s.db.query<{ id: string }>(
      `SELECT cu.id FROM customers cu JOIN users u ON u.seller_id = cu.seller_id AND u.email = $1 ORDER BY cu.id LIMIT 1`,
      [ADMIN],
    );
    const imported = await api.POST('/subscriptions/import', {
      body: {
        idPlan: id,
        basicValue: { type: 'MONTHLY', value: 100 },
        payment: { method: 'BANK_SLIP' },
        uuidBuyer: customer!.id,
        startDate: addDays(businessToday(s.clock.now()), 10),
      },
    });
    expect(imported.response.status).toBe(201);
    expect(imported.data!.bankSlipDescription).toBe('Mensalidade da família');
    const cleared = await replace(id, { ...plan, bankSlipDescription: null });
    expect(cleared.data!.bankSlipDescription).toBeNull();
  });

  it('keeps plans to their seller and their roles', async () => {
    const [other] = await s.db.query<{ id: number }>(
      `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1 LIMIT 1`,
      [OTHER_ADMIN],
    );
    expect((await refusal(replace(other!.id, plan))).status).toBe(404);
    expect(
      (await refusal(api.PATCH('/plans/{id}', { ...path(other!.id), body: { active: false } }))).status,
    ).toBe(404);
    expect((await refusal(create(plan, SALE))).status).toBe(403);
  });
});
