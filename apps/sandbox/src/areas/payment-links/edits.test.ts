import type { BalcaoClients, payment } from '@balcao/client';
import { formatBRL } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_LINKS } from '../../../seed/payment-links';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  descriptions,
  errorBody,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';
import { buyerFields, type LinkRequest, submitForm } from './test-helpers';

// The list, the edit, the quotes (installments, split) and the limit of paid uses of payment links.
let s: TestSandbox;
let mine: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  mine = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';
const FINANCE = 'financeiro@demo.balcao.dev';

const order = (overrides: Partial<LinkRequest['paymentOrder']> = {}, extra: Partial<LinkRequest> = {}) =>
  ({
    type: 'ORDER',
    paymentOrder: { title: 'Aula de violão', value: 150, installments: 10, ...overrides },
    allowedPaymentMethods: {
      creditCardMethod: { type: 'EARLY', discount: null },
      pixMethod: { discount: { amount: 5, type: 'PERCENT' } },
    },
    ...extra,
  }) satisfies LinkRequest;

const create = async (body: LinkRequest, email = ADMIN) =>
  (await s.clients(email)).payment.POST('/payment-links', { body });
const edit = async (id: string, body: LinkRequest, email = ADMIN) =>
  (await s.clients(email)).payment.PUT('/payment-links/{id}', { params: { path: { id } }, body });
const linkOf = async (id: string) =>
  (await mine.GET('/payment-links/{id}', { params: { path: { id } } })).data!;

async function newLink(body: LinkRequest = order(), email = ADMIN) {
  const { response, data } = await create(body, email);
  expect(response.status).toBe(201);
  return data!;
}

type SplitPreviewRequest = payment.components['schemas']['SplitPreviewRequest'];
type ListQuery = payment.operations['listPaymentLinks']['parameters']['query'];
const list = async (query: ListQuery, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/payment-links', { params: { query } });

describe('GET /payment-links', () => {
  it('lists one kind, newest first, 20 a page, with the seeded links', async () => {
    const orders = await list({ kind: 'orders' });
    expect(orders.response.status).toBe(200);
    const seededOrders = DEMO_PAYMENT_LINKS.filter((l) => l.type === 'ORDER')
      .map((l) => l.id)
      .reverse();
    expect(orders.data!.content.map((l) => l.uuid)).toEqual(seededOrders);
    expect(orders.data).toMatchObject({ number: 0, size: 20, totalElements: seededOrders.length });
    const fast = await list({ kind: 'fast-orders' });
    expect(fast.data!.content.map((l) => l.uuid)).toEqual(
      DEMO_PAYMENT_LINKS.filter((l) => l.type === 'FAST_ORDER')
        .map((l) => l.id)
        .reverse(),
    );
    const subscriptions = await list({ kind: 'subscriptions' });
    expect(subscriptions.data!.content.map((l) => l.uuid)).toEqual(
      DEMO_PAYMENT_LINKS.filter((l) => l.type === 'SUBSCRIPTION')
        .map((l) => l.id)
        .reverse(),
    );
    expect(subscriptions.data!.content[0]!.paymentSubscription).toMatchObject({
      planTitle: 'Clube do Café',
      type: 'MONTHLY',
      valuePerMonth: 59.9,
    });
  });

  it('searches the title without accents or case, and keeps the links with a customer', async () => {
    const [customer] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 LIMIT 1`,
      [ADMIN],
    );
    const dedicated = await newLink(order({ title: 'Pacote Ação 100%' }, { uuidSellerClient: customer!.id }));
    await newLink(order({ title: 'Pacote acao avulso' }));
    const found = await list({ kind: 'orders', title: 'AÇÃO' });
    expect(found.data!.content.map((l) => l.title)).toEqual(['Pacote acao avulso', 'Pacote Ação 100%']);
    const percent = await list({ kind: 'orders', title: '100%' });
    expect(percent.data!.content.map((l) => l.uuid)).toEqual([dedicated.uuid]);
    const withCustomer = await list({ kind: 'orders', withCustomer: true });
    // The new one, then the seed's link dedicated to a customer.
    expect(withCustomer.data!.content.map((l) => l.uuid)).toEqual([
      dedicated.uuid,
      DEMO_PAYMENT_LINKS.find((l) => l.dedicated)!.id,
    ]);
    expect(withCustomer.data!.content.every((l) => l.sellerClient)).toBe(true);
  });

  it('pages, sorts, and refuses what is out of range in Portuguese', async () => {
    const page = await list({ kind: 'orders', size: 2, page: 1, sort: 'createdAt,ASC' });
    expect(page.data!.content).toHaveLength(2);
    expect(page.data!.number).toBe(1);
    // Raw query strings: an unknown kind, a missing one and `1e9` as written are beyond the typed client.
    for (const bad of [
      'kind=links',
      'kind=orders&size=0',
      'kind=orders&page=-1',
      'kind=orders&size=1e9',
      '',
    ]) {
      const answer = await callAs(s, ADMIN, {
        method: 'GET',
        url: `/payment/payment-links?${bad}`,
      });
      expect(answer.status).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/[ãéêçá]|deve|inválid|obrigat/i);
    }
  });

  it('is for the link roles and shows only the seller’s own links', async () => {
    expect((await list({ kind: 'orders' }, SALE)).response.status).toBe(200);
    expect((await refusal(list({ kind: 'orders' }, FINANCE))).status).toBe(403);
    const theirs = await list({ kind: 'orders' }, OTHER_ADMIN);
    expect(theirs.data!.content.every((l) => !DEMO_PAYMENT_LINKS.some((d) => d.id === l.uuid))).toBe(true);
  });
});

describe('PUT /payment-links/{id}', () => {
  it('edits with the creation’s rules and reads back', async () => {
    const link = await newLink();
    const edited = await edit(
      link.uuid,
      order({ title: 'Aula de violão (turma 2)', value: 180.5 }, { maxPaidUses: 3 }),
    );
    expect(edited.response.status).toBe(200);
    expect(edited.data).toMatchObject({ title: 'Aula de violão (turma 2)', value: 180.5, maxPaidUses: 3 });
    expect((await linkOf(link.uuid)).title).toBe('Aula de violão (turma 2)');
  });

  it('refuses bad input, another type, a deleted link and another seller’s link, changing nothing', async () => {
    const link = await newLink();
    const bad = await refusal(edit(link.uuid, order({ title: '<b>'.repeat(30), value: 0 })));
    expect(bad.status).toBe(400);
    expect(descriptions(bad)).toEqual([
      'Título: O título deve ter no máximo 60 caracteres!',
      'Valor: O valor deve ser maior que zero.',
    ]);
    const huge = await refusal(edit(link.uuid, order({ value: 1e300 })));
    expect(huge.status).toBe(400);
    const type = await refusal(edit(link.uuid, { ...order(), type: 'FAST_ORDER' }));
    expect(descriptions(type)).toEqual(['Tipo: O tipo do link não pode ser alterado.']);
    expect((await refusal(edit(link.uuid, order(), OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(edit(link.uuid, order(), FINANCE))).status).toBe(403);
    await mine.DELETE('/payment-links/{id}', { params: { path: { id: link.uuid } } });
    const deleted = await refusal(edit(link.uuid, order({ title: 'Outro' })));
    expect(descriptions(deleted)).toEqual(['Link excluído não pode ser editado.']);
    expect((await linkOf(link.uuid)).title).toBe('Aula de violão');
  });
});

describe('limit of paid uses', () => {
  const submit = (path: string, fields: Record<string, string>) => submitForm(s, path, fields);
  const card = () => buyerFields({ method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' });

  it('closes the link once its paid purchases reach the limit', async () => {
    const link = await newLink(order({}, { maxPaidUses: 1 }));
    expect(link).toMatchObject({ maxPaidUses: 1, paidUses: 0 });
    const path = `/payment-link/${link.uuid}`;
    // A Pix waiting for payment is not a paid use: the link still sells.
    expect((await submit(path, { ...card(), method: 'PIX' })).status).toBe(303);
    expect((await s.call({ method: 'GET', url: path })).status).toBe(200);
    expect((await submit(path, card())).status).toBe(200);
    expect((await linkOf(link.uuid)).paidUses).toBe(1);
    const page = await s.call({ method: 'GET', url: path });
    expect(page.status).toBe(410);
    expect(page.body).toContain(
      'Este link de pagamento atingiu o limite de vendas e não aceita mais pagamentos.',
    );
    expect((await submit(path, card())).status).toBe(410);
  });

  it('charges a fast link’s buyer the card fee when the buyer bears it, and not otherwise', async () => {
    const fast = (type: 'EARLY_BUYER' | 'EARLY_SELLER'): LinkRequest => ({
      type: 'FAST_ORDER',
      paymentOrder: { title: `Consultoria ${type}`, value: 100, installments: 2 },
      allowedPaymentMethods: { creditCardMethod: { type, discount: null } },
    });
    const charged: number[] = [];
    for (const type of ['EARLY_BUYER', 'EARLY_SELLER'] as const) {
      const link = await newLink(fast(type));
      const path = `/checkout/payment-link/${link.uuid}`;
      const page = await s.call({ method: 'GET', url: path });
      expect(page.body).toContain(
        `Cartão de crédito <span class="preco"><strong>${formatBRL(type === 'EARLY_BUYER' ? 10580 : 10000)}`,
      );
      expect((await submit(path, card())).status).toBe(200);
      const charges = await mine.GET('/charges', { params: { query: { paymentLink: link.uuid } } });
      charged.push(charges.data!.content[0]!.value);
    }
    // 2x: 3.99% + 1.49% on R$ 105,80 leaves the seller the R$ 100,00.
    expect(charged).toEqual([105.8, 100]);
  });

  it('takes 1 to 1,000,000 or null', async () => {
    for (const maxPaidUses of [0, 1.5, 1_000_001])
      expect((await refusal(create(order({}, { maxPaidUses })))).status).toBe(400);
    // A string where the contract says a number: beyond the typed client.
    const words = await callAs(s, ADMIN, {
      method: 'POST',
      url: '/payment/payment-links',
      payload: { ...order(), maxPaidUses: 'dez' },
    });
    expect(words.status).toBe(400);
    expect((await newLink(order({}, { maxPaidUses: null }))).maxPaidUses).toBeNull();
  });
});

describe('GET /payment-links/installments-payment', () => {
  const simulate = async (query: { amount: number; maxInstallments?: number }, email = ADMIN) =>
    (await s.clients(email)).payment.GET('/payment-links/installments-payment', { params: { query } });

  it('simulates both ways of bearing the fee', async () => {
    const { response, data } = await simulate({ amount: 100, maxInstallments: 2 });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      installmentsToBuyer: [
        { installments: 1, installmentValue: 104.16, totalAmount: 104.16 },
        { installments: 2, installmentValue: 52.9, totalAmount: 105.8 },
      ],
      installmentsToSeller: [
        { installments: 1, receivedAmount: 96.01, totalAmount: 100 },
        { installments: 2, receivedAmount: 94.52, totalAmount: 100 },
      ],
    });
    expect((await simulate({ amount: 100 })).data!.installmentsToBuyer).toHaveLength(10);
  });

  it('refuses amounts and counts out of range with 400, and other roles with 403', async () => {
    // Raw query strings: `abc`, `1e12` as written and a missing amount are beyond the typed client.
    for (const query of [
      'amount=0',
      'amount=-5',
      'amount=10.005',
      'amount=1e12',
      'amount=abc',
      'amount=10&maxInstallments=22',
      '',
    ]) {
      const url = `/payment/payment-links/installments-payment?${query}`;
      expect((await callAs(s, ADMIN, { url })).status).toBe(400);
    }
    expect((await refusal(simulate({ amount: 10 }, FINANCE))).status).toBe(403);
  });
});

describe('POST /payment-links/split-preview', () => {
  // Two sub-sellers whose accounts the provider validated: the seed's PENDING one, settled.
  beforeAll(() =>
    s.db.query(
      `UPDATE sub_sellers SET split_status = 'ACTIVE', split_due_at = NULL WHERE split_status = 'PENDING'`,
    ),
  );
  const preview = async (body: SplitPreviewRequest, email = ADMIN) =>
    (await s.clients(email)).payment.POST('/payment-links/split-preview', { body });
  const subSellers = async (email = ADMIN) =>
    s.db.query<{ id: number; name: string }>(
      `SELECT ss.id, ss.name FROM sub_sellers ss JOIN users u ON u.seller_id = ss.seller_id AND u.email = $1
        WHERE ss.is_active AND ss.split_status = 'ACTIVE' ORDER BY ss.id LIMIT 2`,
      [email],
    );

  it('gives each part, the fee and what is left; above it, the document’s message', async () => {
    const [a, b] = await subSellers();
    const { response, data } = await preview({
      value: 100,
      subSellers: [
        { idSubSeller: a!.id, paymentType: 'PERCENTAGE', paymentValue: 10 },
        { idSubSeller: b!.id, paymentType: 'FIXED', paymentValue: 20 },
      ],
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      subSellerPaymentResponse: [
        {
          idSubSeller: a!.id,
          name: a!.name,
          paymentType: 'PERCENTAGE',
          paymentValue: 10,
          amountOnPaymentLink: 10,
        },
        {
          idSubSeller: b!.id,
          name: b!.name,
          paymentType: 'FIXED',
          paymentValue: 20,
          amountOnPaymentLink: 20,
        },
      ],
      amountForSubSellers: 30,
      tax: 3.99,
      availableAmount: 66.01,
      exceedsAvailable: false,
      message: null,
    });
    const above = await preview({
      value: 100,
      subSellers: [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: 97 }],
    });
    expect(above.data).toMatchObject({
      exceedsAvailable: true,
      message: 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
    });
  });

  it('refuses another seller’s sub-seller, a percent above 100, hostile input, and non-admins', async () => {
    const [theirs] = await subSellers(OTHER_ADMIN);
    const [ours] = await subSellers();
    if (theirs)
      expect(
        (
          await refusal(
            preview({
              value: 10,
              subSellers: [{ idSubSeller: theirs.id, paymentType: 'FIXED', paymentValue: 1 }],
            }),
          )
        ).status,
      ).toBe(400);
    const over = await refusal(
      preview({
        value: 10,
        subSellers: [{ idSubSeller: ours!.id, paymentType: 'PERCENTAGE', paymentValue: 100.01 }],
      }),
    );
    expect(descriptions(over)).toEqual(['Percentual do sub-vendedor: no máximo 100.']);
    for (const body of [
      { value: 10, subSellers: [] },
      { value: 1e308, subSellers: [{ idSubSeller: ours!.id, paymentType: 'FIXED', paymentValue: 1 }] },
      { value: 10, subSellers: [{ idSubSeller: 99999999999, paymentType: 'FIXED', paymentValue: 1 }] },
    ] satisfies SplitPreviewRequest[])
      expect((await refusal(preview(body))).status).toBe(400);
    // A payment type outside the contract's enum: beyond the typed client.
    const hostile = await callAs(s, ADMIN, {
      method: 'POST',
      url: '/payment/payment-links/split-preview',
      payload: {
        value: 10,
        subSellers: [{ idSubSeller: ours!.id, paymentType: '<script>', paymentValue: 1 }],
      },
    });
    expect(hostile.status).toBe(400);
    const valid: SplitPreviewRequest = {
      value: 10,
      subSellers: [{ idSubSeller: ours!.id, paymentType: 'FIXED', paymentValue: 1 }],
    };
    expect((await refusal(preview(valid, SALE))).status).toBe(403);
  });
});
