import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';

const call = async (
  method: 'GET' | 'PATCH' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  email = ADMIN,
) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: await s.bearer(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const plan = {
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
    const created = await call('POST', '/plans', plan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Plano Família',
      active: true,
      bullets: plan.bullets,
      basicValues: plan.basicValues,
      enablePixPayment: false,
    });
    const id = created.body.id;
    const edited = await call('PUT', `/plans/${id}`, {
      ...plan,
      title: 'Plano Família Plus',
      bullets: [{ description: 'Até 6 pessoas' }],
      basicValues: [
        { type: 'YEARLY', value: 1080, valuePerMonth: 90 },
        { type: 'MONTHLY', value: 110, valuePerMonth: 110 },
        { type: 'SEMESTER', value: 600, valuePerMonth: 100 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Plano Família Plus');
    expect(edited.body.basicValues.map((v: { type: string }) => v.type)).toEqual([
      'MONTHLY',
      'SEMESTER',
      'YEARLY',
    ]);
    const off = await call('PATCH', `/plans/${id}`, { active: false });
    expect(off.body.active).toBe(false);
    const listed = await call('GET', '/plans?title=familia');
    expect(listed.body.content).toEqual([expect.objectContaining({ id, active: false })]);
  });

  it('refuses what the form refuses, in its words, and writes nothing', async () => {
    const before = (await call('GET', '/plans?size=100')).body.totalElements;
    const cases: [unknown, string][] = [
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
            plan.basicValues[0],
            { type: 'SEMESTER', value: 100, valuePerMonth: 90 },
            plan.basicValues[2],
          ],
        },
        'Valor semestral: o valor do período deve ser o valor por mês vezes os meses.',
      ],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/plans', body);
      expect(r.status, message).toBe(400);
      expect(r.body.errors.map((e: { description: string }) => e.description)).toContain(message);
    }
    const huge = await call('POST', '/plans', {
      ...plan,
      basicValues: [{ type: 'MONTHLY', value: 1e15, valuePerMonth: 1e15 }],
    });
    expect(huge.status).toBe(400);
    expect((await call('GET', '/plans?size=100')).body.totalElements).toBe(before);
  });

  it('keeps the plan’s boleto description (§5, up to 130) and gives it to a subscription imported into it', async () => {
    const long = await call('POST', '/plans', { ...plan, bankSlipDescription: 'x'.repeat(131) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].description).toBe(
      'Descrição do boleto: A descrição do boleto deve ter no máximo 130 caracteres!',
    );
    const hostile = await call('POST', '/plans', { ...plan, bankSlipDescription: '<script>' });
    expect(hostile.status).toBe(400);
    const created = await call('POST', '/plans', {
      ...plan,
      bankSlipDescription: ' Mensalidade da família ',
    });
    expect(created.status).toBe(201);
    expect(created.body.bankSlipDescription).toBe('Mensalidade da família');
    const id = created.body.id;
    expect((await call('GET', `/plans/${id}`)).body.bankSlipDescription).toBe('Mensalidade da família');
    const [customer] = await s.db.query<{ id: string }>(
      `SELECT cu.id FROM customers cu JOIN users u ON u.seller_id = cu.seller_id AND u.email = $1 ORDER BY cu.id LIMIT 1`,
      [ADMIN],
    );
    const imported = await call('POST', '/subscriptions/import', {
      idPlan: id,
      basicValue: { type: 'MONTHLY', value: 100 },
      payment: { method: 'BANK_SLIP' },
      uuidBuyer: customer!.id,
      startDate: addDays(businessToday(s.clock.now()), 10),
    });
    expect(imported.status).toBe(201);
    expect(imported.body.bankSlipDescription).toBe('Mensalidade da família');
    const cleared = await call('PUT', `/plans/${id}`, { ...plan, bankSlipDescription: null });
    expect(cleared.body.bankSlipDescription).toBeNull();
  });

  it('keeps plans to their seller and their roles', async () => {
    const [other] = await s.db.query<{ id: number }>(
      `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1 LIMIT 1`,
      [OTHER_ADMIN],
    );
    expect((await call('PUT', `/plans/${other!.id}`, plan)).status).toBe(404);
    expect((await call('PATCH', `/plans/${other!.id}`, { active: false })).status).toBe(404);
    expect((await call('POST', '/plans', plan, SALE)).status).toBe(403);
  });
});
