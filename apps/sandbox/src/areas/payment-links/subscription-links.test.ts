import type { BalcaoClients, payment } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { nextDueDate } from '@balcao/domain/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  freshClients,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';
import { buyerFields, type LinkRequest, submitForm } from './test-helpers';

// SUBSCRIPTION payment links: the contract's paymentSubscription, the list's subscriptions tab, and the
// buyer subscribing on the public page (the first charge, then the billing sweep's next ones).
let s: TestSandbox;
let mine: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  mine = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';
const FINANCE = 'financeiro@demo.balcao.dev';

type LinkSubscription = payment.components['schemas']['PaymentLinkSubscription'];
const create = async (body: LinkRequest, email = ADMIN) =>
  (await s.clients(email)).payment.POST('/payment-links', { body });
const linkOf = async (id: string) =>
  (await mine.GET('/payment-links/{id}', { params: { path: { id } } })).data!;
const subscriptionOf = async (id: string) =>
  (await mine.GET('/subscriptions/{id}', { params: { path: { id } } })).data!;
const subscriptionTab = async (planTitle?: string) =>
  (
    await mine.GET('/payment-links', { params: { query: { kind: 'subscriptions', planTitle } } })
  ).data!.content.map((l) => l.uuid);

async function planOf(email: string, title: string | null, active = true) {
  const [plan] = await s.db.query<{ id: number; title: string }>(
    `SELECT p.id, p.title FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1
      WHERE p.active = $2 AND ($3::text IS NULL OR p.title = $3) ORDER BY p.id LIMIT 1`,
    [email, active, title],
  );
  return plan!;
}

const subscriptionLink = (
  idPlan: number,
  sub: Partial<LinkSubscription> = {},
  extra: Partial<LinkRequest> = {},
): LinkRequest => ({
  type: 'SUBSCRIPTION',
  bankSlipDescription: 'Assinatura do clube',
  paymentOrder: { title: 'Assine o Clube do Café', value: 59.9, installments: 1 },
  paymentSubscription: { idPlan, valuePerMonth: 59.9, type: 'MONTHLY', ...sub },
  allowedPaymentMethods: {
    creditCardMethod: { type: 'RECURRENT', discount: null },
    pixMethod: { discount: { amount: 10, type: 'PERCENT' } },
  },
  ...extra,
});

async function newLink(body: LinkRequest) {
  const { response, data } = await create(body);
  expect(response.status, JSON.stringify(data)).toBe(201);
  return data!;
}

const submit = (path: string, fields: Record<string, string>) => submitForm(s, path, fields);

const buyer = (extra: Record<string, string>) => ({
  ...buyerFields(),
  name: 'Paula Assinante',
  document: '111.444.777-35',
  email: 'paula@exemplo.com.br',
  phone: '(11) 91234-5678',
  ...extra,
});

const subscriptionsOf = (linkId: string) =>
  s.db.query<{ id: string; customer_id: string }>(
    'SELECT id, customer_id FROM subscriptions WHERE payment_link_id = $1 ORDER BY created_at',
    [linkId],
  );

describe('POST /payment-links SUBSCRIPTION', () => {
  it('creates, reads, lists and edits a subscription link', async () => {
    const plan = await planOf(ADMIN, 'Clube do Café');
    const link = await newLink(
      subscriptionLink(
        plan.id,
        { additionalValue: 30, additionalTitle: 'Adesão', additionalInstallments: 2 },
        { paymentOrder: { title: 'Assine o Clube do Café', value: 59.9, installments: 1 } },
      ),
    );
    expect(link).toMatchObject({
      type: 'SUBSCRIPTION',
      value: 59.9,
      installments: 1,
      allowedPaymentMethods: { creditCardMethod: { type: 'RECURRENT', discount: null } },
      paymentSubscription: {
        idPlan: plan.id,
        planTitle: 'Clube do Café',
        valuePerMonth: 59.9,
        type: 'MONTHLY',
        additionalValue: 30,
        additionalTitle: 'Adesão',
        additionalInstallments: 2,
      },
    });
    expect(link.url).toMatch(new RegExp(`/payment-link/${link.uuid}$`));
    expect(await linkOf(link.uuid)).toEqual(link);
    // The subscriptions tab finds it by the plan's title (without accents or case) and by its own.
    expect(await subscriptionTab('CAFE')).toContain(link.uuid);
    expect(await subscriptionTab('essencial')).not.toContain(link.uuid);
    const orders = await mine.GET('/payment-links', { params: { query: { kind: 'orders' } } });
    expect(orders.data!.content.map((l) => l.uuid)).not.toContain(link.uuid);
    // A semester's value: the per-month value is the period's divided by 6.
    const edited = await mine.PUT('/payment-links/{id}', {
      params: { path: { id: link.uuid } },
      body: subscriptionLink(
        plan.id,
        { type: 'SEMESTER', valuePerMonth: 50 },
        { paymentOrder: { title: 'Clube semestral', value: 300, installments: 1 } },
      ),
    });
    expect(edited.response.status).toBe(200);
    expect(edited.data).toMatchObject({
      title: 'Clube semestral',
      value: 300,
      paymentSubscription: {
        type: 'SEMESTER',
        valuePerMonth: 50,
        additionalValue: null,
        additionalInstallments: null,
      },
    });
    expect((await create(subscriptionLink(plan.id), SALE)).response.status).toBe(201);
  });

  it('refuses what the subscription link rules refuse, in Portuguese, and creates nothing', async () => {
    const plan = await planOf(ADMIN, 'Clube do Café');
    const [{ n: before }] = (await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_links',
    )) as [{ n: number }];
    const missing = await refusal(
      create({
        ...subscriptionLink(plan.id),
        paymentSubscription: null,
      }),
    );
    expect(missing.status).toBe(400);
    expect(descriptions(missing)).toEqual(['Assinatura: Preenchimento obrigatório!']);
    const onOrder = await refusal(
      create({
        ...subscriptionLink(plan.id),
        type: 'ORDER',
        allowedPaymentMethods: { pixMethod: { discount: null } },
      }),
    );
    expect(descriptions(onOrder)).toEqual([
      'Assinatura: só os links de assinatura (SUBSCRIPTION) levam paymentSubscription.',
    ]);
    const rules = await refusal(
      create(
        subscriptionLink(
          plan.id,
          { valuePerMonth: 10, additionalValue: 5, additionalTitle: 'x'.repeat(61) },
          {
            paymentOrder: { title: 'Clube', value: 59.9, installments: 3 },
            allowedPaymentMethods: { creditCardMethod: { type: 'EARLY', discount: null } },
          },
        ),
      ),
    );
    expect(rules.status).toBe(400);
    expect(descriptions(rules)).toEqual([
      'Parcelas: a assinatura é cobrada à vista.',
      'Métodos de pagamento: o cartão da assinatura é recorrente (RECURRENT).',
      'Valor por mês: deve ser o valor do período dividido pelos seus meses.',
      'Título do adicional: O título deve ter no máximo 60 caracteres!',
      'Parcelas do adicional: Preenchimento obrigatório!',
    ]);
    const noMethod = await refusal(
      create({
        ...subscriptionLink(plan.id),
        allowedPaymentMethods: {},
      }),
    );
    expect(descriptions(noMethod)).toEqual([
      'Métodos de pagamento: Selecione ao menos um método de pagamento.',
    ]);
    const other = await planOf(OTHER_ADMIN, null);
    const foreign = await refusal(create(subscriptionLink(other.id)));
    expect(foreign.status).toBe(400);
    expect(descriptions(foreign)).toEqual(['Plano: plano não encontrado.']);
    const inactive = await planOf(ADMIN, 'Plano Legado', false);
    const old = await refusal(create(subscriptionLink(inactive.id)));
    expect(descriptions(old)).toEqual(['Plano: este plano está inativo.']);
    const contract = await refusal(create(subscriptionLink(plan.id, { valuePerMonth: 1e12 })));
    expect(contract.status).toBe(400);
    expect((await refusal(create(subscriptionLink(plan.id), FINANCE))).status).toBe(403);
    const [{ n: after }] = (await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_links',
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('refuses a method the plan does not accept', async () => {
    const plan = await planOf(ADMIN, 'Plano Essencial');
    await s.db.query('UPDATE plans SET enable_pix = false WHERE id = $1', [plan.id]);
    try {
      const refused = await refusal(
        create(
          subscriptionLink(
            plan.id,
            { valuePerMonth: 49.9 },
            { paymentOrder: { title: 'Essencial', value: 49.9, installments: 1 } },
          ),
        ),
      );
      expect(refused.status).toBe(400);
      expect(descriptions(refused)).toEqual(['Métodos de pagamento: o plano não aceita Pix.']);
    } finally {
      await s.db.query('UPDATE plans SET enable_pix = true WHERE id = $1', [plan.id]);
    }
  });
});

describe('subscribing on the public page', () => {
  it('by Pix: the subscription and the charge to pay; a declined card subscribes nobody', async () => {
    const plan = await planOf(ADMIN, 'Clube do Café');
    const link = await newLink(subscriptionLink(plan.id));
    const path = `/payment-link/${link.uuid}`;
    const declined = await submit(
      path,
      buyer({ document: '390.533.447-05', method: 'CREDIT_CARD', cardNumber: '4000 0000 0000 0002' }),
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toContain('Pagamento recusado');
    expect(await subscriptionsOf(link.uuid)).toEqual([]);
    const pix = await submit(path, buyer({ document: '390.533.447-05', method: 'PIX' }));
    expect(pix.status).toBe(303);
    const chargeId = String(pix.headers.location).split('/').pop()!;
    const [sub] = await subscriptionsOf(link.uuid);
    const detail = await subscriptionOf(sub!.id);
    expect(detail).toMatchObject({ status: 'ACTIVE', paymentMethod: 'PIX', basicValue: { value: 53.91 } });
    const today = businessToday(s.clock.now());
    expect(detail.charges).toEqual([
      expect.objectContaining({
        uuid: chargeId,
        status: 'SCHEDULED',
        value: 53.91,
        expirationDate: addDays(today, 3),
      }),
    ]);
  });
  it('by card: a new customer, an ACTIVE subscription and its first charge PAID; a month later the next one', async () => {
    const plan = await planOf(ADMIN, 'Clube do Café');
    const link = await newLink(
      subscriptionLink(plan.id, {
        additionalValue: 20,
        additionalTitle: 'Adesão',
        additionalInstallments: 1,
      }),
    );
    const path = `/payment-link/${link.uuid}`;
    const page = await s.call({ method: 'GET', url: path });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Assinatura do plano <strong>Clube do Café</strong>');
    expect(page.body).toContain('Adesão');
    const paid = await submit(
      path,
      buyer({ method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111', cardHolder: 'Paula A' }),
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toContain('Assinatura confirmada');
    const [sub] = await subscriptionsOf(link.uuid);
    expect(sub).toBeDefined();
    const [customer] = await s.db.query<{ name: string }>('SELECT name FROM customers WHERE id = $1', [
      sub!.customer_id,
    ]);
    expect(customer!.name).toBe('Paula Assinante');
    const detail = await subscriptionOf(sub!.id);
    const today = businessToday(s.clock.now());
    expect(detail).toMatchObject({
      status: 'ACTIVE',
      startDate: today,
      idPlan: plan.id,
      paymentMethod: 'CREDIT_CARD',
      basicValue: { type: 'MONTHLY', value: 59.9 },
    });
    expect(detail.charges).toHaveLength(1);
    // The first charge: the period plus the additional value, paid now.
    expect(detail.charges[0]).toMatchObject({ expirationDate: today, status: 'PAID', value: 79.9 });
    const [onFile] = await s.db.query<{ card_last4: string; card_holder_name: string }>(
      'SELECT card_last4, card_holder_name FROM subscriptions WHERE id = $1',
      [sub!.id],
    );
    expect(onFile).toEqual({ card_last4: '1111', card_holder_name: 'PAULA A' });
    expect((await linkOf(link.uuid)).paidUses).toBe(1);

    const next = nextDueDate(today, 'MONTHLY', today);
    await s.clock.set(new Date(startOfBusinessDay(next).getTime() + 10 * 3600 * 1000));
    // A month on, past the refresh token's life: a new session.
    const fresh = (await freshClients(s, ADMIN)).payment;
    const later = (await fresh.GET('/subscriptions/{id}', { params: { path: { id: sub!.id } } })).data!;
    const renewal = later.charges.find((c) => c.expirationDate === next);
    // The next period, without the additional (one installment), charged on the card on file.
    expect(renewal).toMatchObject({ status: 'PAID', value: 59.9 });
    expect(later.status).toBe('ACTIVE');
  });
});
