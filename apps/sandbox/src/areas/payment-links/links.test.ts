import { randomUUID } from 'node:crypto';
import type { BalcaoClients } from '@balcao/client';
import { parseBoleto } from '@balcao/domain/boletos';
import { addDays, businessToday } from '@balcao/domain/dates';
import { isValidPixBrCode, parsePixBrCode } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_LINKS } from '../../../seed/payment-links';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  descriptions,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
  textBody,
} from '../../test-support';
import { CHARGE_CREATED_EVENT } from './model';
import { buyerFields as buyer, type LinkRequest, submitForm } from './test-helpers';

const INLINE_SCRIPT = /<script(?! src="\/_sandbox\/checkout\.js" defer><\/script>)|\son[a-z]+\s*=/i;

let s: TestSandbox;
let mine: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  mine = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';
const FINANCE = 'financeiro@demo.balcao.dev';

const order = (
  overrides: Partial<LinkRequest['paymentOrder']> = {},
  methods?: LinkRequest['allowedPaymentMethods'],
): LinkRequest => ({
  type: 'ORDER',
  bankSlipDescription: 'Turma de dezembro',
  paymentOrder: {
    title: 'Curso de fotografia',
    description: 'Oito encontros.',
    value: 199.9,
    installments: 1,
    ...overrides,
  },
  allowedPaymentMethods: methods ?? {
    creditCardMethod: { type: 'EARLY', discount: null },
    bankSlipMethod: { discount: { amount: 5, type: 'PERCENT' } },
    pixMethod: { discount: { amount: 10, type: 'PERCENT' } },
  },
});

const create = async (body: LinkRequest, email = ADMIN) =>
  (await s.clients(email)).payment.POST('/payment-links', { body });
const linkOf = async (id: string, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/payment-links/{id}', { params: { path: { id } } });
const chargeOf = async (id: string) => (await mine.GET('/charges/{id}', { params: { path: { id } } })).data!;
const linkCount = async () =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]!.n;

/** A form post to the public page, as the browser sends it. */
const submit = (path: string, fields: Record<string, string>) => submitForm(s, path, fields);

const chargesOf = async (linkId: string, email = ADMIN) =>
  (await (await s.clients(email)).payment.GET('/charges', { params: { query: { paymentLink: linkId } } }))
    .data!.content;

async function newLink(body: LinkRequest = order()) {
  const { response, data } = await create(body);
  expect(response.status).toBe(201);
  return data!;
}

describe('POST /payment-links', () => {
  it('creates a one-off link and reads it back', async () => {
    const { response, data: body } = await create(order({ timer: '2099-12-20T18:00:00' }));
    expect(response.status).toBe(201);
    expect(body).toMatchObject({
      type: 'ORDER',
      title: 'Curso de fotografia',
      value: 199.9,
      bankSlipDescription: 'Turma de dezembro',
      allowedPaymentMethods: {
        creditCardMethod: { type: 'EARLY', discount: null },
        bankSlipMethod: { discount: { amount: 5, type: 'PERCENT' } },
        pixMethod: { discount: { amount: 10, type: 'PERCENT' } },
      },
      timer: '2099-12-20T21:00:00.000Z',
      active: true,
    });
    expect(body!.url).toMatch(new RegExp(`/payment-link/${body!.uuid}$`));
    expect((await linkOf(body!.uuid)).data).toEqual(body);
  });

  it('creates a fast link on the checkout host, card only', async () => {
    const fast = await create({
      type: 'FAST_ORDER',
      paymentOrder: { title: 'Consultoria', value: 350, installments: 3 },
      allowedPaymentMethods: { creditCardMethod: { type: 'EARLY_BUYER' } },
    });
    expect(fast.response.status).toBe(201);
    expect(fast.data!.url).toMatch(new RegExp(`/checkout/payment-link/${fast.data!.uuid}$`));
    const mixed = await refusal(create({ ...order(), type: 'FAST_ORDER' }));
    expect(mixed.status).toBe(400);
  });

  it('answers the form’s messages and creates nothing', async () => {
    const before = await linkCount();
    const empty = await refusal(create(order({ title: '', value: 0 }, {})));
    expect(empty.status).toBe(400);
    expect(descriptions(empty)).toEqual([
      'Título: Preenchimento obrigatório!',
      'Valor: O valor deve ser maior que zero.',
      'Métodos de pagamento: Selecione ao menos um método de pagamento.',
    ]);
    const long = await refusal(
      create({
        ...order({ title: 'x'.repeat(61), timer: '2020-01-01T10:00:00' }),
        bankSlipDescription: 'b'.repeat(131),
      }),
    );
    expect(descriptions(long)).toEqual([
      'Título: O título deve ter no máximo 60 caracteres!',
      'Descrição do boleto: A descrição do boleto deve ter no máximo 130 caracteres!',
      'Expiração: A data precisa estar no futuro',
    ]);
    const discount = await refusal(
      create(order({}, { pixMethod: { discount: { amount: 101, type: 'PERCENT' } } })),
    );
    expect(discount.status).toBe(400);
    expect(discount.errors[0]!.description).toMatch(/^Desconto no Pix:/);
    const subscription = await refusal(create({ ...order(), type: 'SUBSCRIPTION' }));
    expect(subscription.status).toBe(400);
    expect(subscription.errors[0]!.description).toBe('Assinatura: Preenchimento obrigatório!');
    expect(await linkCount()).toBe(before);
  });

  it('is for the link roles, and not with disable_paymentlink', async () => {
    expect((await create(order(), SALE)).response.status).toBe(201);
    expect((await refusal(create(order(), FINANCE))).status).toBe(403);
    const { seller_id } = (
      await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [ADMIN])
    )[0]!;
    await s.db.query('INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, $2)', [
      seller_id,
      'disable_paymentlink',
    ]);
    try {
      const before = await linkCount();
      expect((await refusal(create(order()))).status).toBe(403);
      expect((await refusal(linkOf(DEMO_PAYMENT_LINKS[0]!.id))).status).toBe(403);
      expect(await linkCount()).toBe(before);
    } finally {
      await s.db.query('DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = $2', [
        seller_id,
        'disable_paymentlink',
      ]);
    }
  });

  it('dedicates a link to one of the seller’s customers only', async () => {
    const [customer] = await s.db.query<{ id: string; name: string }>(
      `SELECT c.id, c.name FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 LIMIT 1`,
      [ADMIN],
    );
    const dedicated = await create({ ...order(), uuidSellerClient: customer!.id });
    expect(dedicated.data).toMatchObject({ uuidSellerClient: customer!.id, sellerClient: customer!.name });
    const [theirs] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 LIMIT 1`,
      [OTHER_ADMIN],
    );
    expect((await refusal(create({ ...order(), uuidSellerClient: theirs!.id }))).status).toBe(400);
  });
});

describe('GET and DELETE /payment-links/{id}', () => {
  const remove = async (id: string, email = ADMIN) =>
    (await s.clients(email)).payment.DELETE('/payment-links/{id}', { params: { path: { id } } });

  it('hides another seller’s link as a 404', async () => {
    const link = await newLink();
    expect((await refusal(linkOf(link.uuid, OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(remove(link.uuid, OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(linkOf(randomUUID()))).status).toBe(404);
  });

  it('deactivates: no more purchases, and the page says so', async () => {
    const link = await newLink();
    const path = `/payment-link/${link.uuid}`;
    expect((await s.call({ method: 'GET', url: path })).status).toBe(200);
    // Through `s.call`: the client reads a 204 as a 200 with `{}` (§7.5), and the 204 is what is checked.
    const url = `/payment/payment-links/${link.uuid}`;
    expect((await callAs(s, ADMIN, { method: 'DELETE', url })).status).toBe(204);
    expect((await callAs(s, ADMIN, { method: 'DELETE', url })).status).toBe(204);
    expect((await linkOf(link.uuid)).data!.active).toBe(false);
    const page = await s.call({ method: 'GET', url: path });
    expect(page.status).toBe(410);
    expect(page.body).toContain('Este link de pagamento não está mais disponível.');
    const paid = await submit(path, buyer({ method: 'PIX' }));
    expect(paid.status).toBe(410);
    expect(await chargesOf(link.uuid)).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const link = await newLink(order({ timer: new Date(s.clock.now().getTime() + 60_000).toISOString() }));
    await s.clock.advance(120);
    const page = await s.call({ method: 'GET', url: `/payment-link/${link.uuid}` });
    expect(page.status).toBe(410);
    expect(page.body).toContain('Este link de pagamento expirou.');
    expect((await submit(`/payment-link/${link.uuid}`, buyer({ method: 'PIX' }))).status).toBe(410);
    expect(await chargesOf(link.uuid)).toEqual([]);
  });
});

describe('the public page', () => {
  it('shows the title, the price per method with its discount, and the buyer’s form', async () => {
    const link = await newLink();
    const page = await s.call({ method: 'GET', url: `/payment-link/${link.uuid}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Curso de fotografia');
    expect(page.body).toMatch(
      /Pix <span class="preco"><strong>R\$\s179,91<\/strong> <span class="meta">\(10% de desconto\)/,
    );
    expect(page.body).toMatch(
      /Boleto <span class="preco"><strong>R\$\s189,91<\/strong> <span class="meta">\(5% de desconto\)/,
    );
    expect(page.body).toContain('<label for="document">CPF ou CNPJ</label>');
    expect(page.body).toMatch(/name="token" value="[0-9a-f-]{36}"/);
    // A form that works without JavaScript (one-off and fast pages as the subscription's): the only script is
    // the checkout's own file, never inline, under the product's headers.
    expect(page.body).toMatch(/<form method="post"/);
    expect(page.body).not.toMatch(INLINE_SCRIPT);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const fast = DEMO_PAYMENT_LINKS.find((l) => l.type === 'FAST_ORDER')!;
    const fastPage = await s.call({ method: 'GET', url: `/checkout/payment-link/${fast.id}` });
    expect(fastPage.status).toBe(200);
    expect(textBody(fastPage)).not.toMatch(INLINE_SCRIPT);
    expect(String(fastPage.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect((await s.call({ method: 'GET', url: `/checkout/payment-link/${link.uuid}` })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: `/payment-link/${randomUUID()}` })).status).toBe(404);
  });

  it('serves the seeded links: deleted and expired ones closed, the others selling', async () => {
    const codes: number[] = [];
    for (const l of DEMO_PAYMENT_LINKS) {
      const path = l.type === 'FAST_ORDER' ? `/checkout/payment-link/${l.id}` : `/payment-link/${l.id}`;
      codes.push((await s.call({ method: 'GET', url: path })).status);
    }
    expect(codes).toEqual([200, 200, 200, 410, 200, 410, 200, 200, 200, 200, 200, 200, 410, 410, 410]);
  });

  it('Pix: one charge with origin PAYMENT_LINK, due in 3 days, a valid BR Code, the history line', async () => {
    const link = await newLink();
    const token = randomUUID();
    const first = await submit(`/payment-link/${link.uuid}`, buyer({ token, method: 'PIX' }));
    expect(first.status).toBe(303);
    const location = String(first.headers.location);
    expect(location).toMatch(/^\/checkout\/pix\/[0-9a-f-]{36}$/);
    // A double submit (the same form token) finds the same charge.
    const again = await submit(`/payment-link/${link.uuid}`, buyer({ token, method: 'PIX' }));
    expect(again.headers.location).toBe(location);
    const charges = await chargesOf(link.uuid);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      origin: 'PAYMENT_LINK',
      paymentMethod: 'PIX',
      status: 'SCHEDULED',
      value: 179.91,
    });
    const detail = await chargeOf(charges[0]!.uuid);
    expect(detail.expirationDate).toBe(addDays(businessToday(s.clock.now()), 3));
    expect(detail.paymentLink).toBe(link.uuid);
    expect(detail.customerDocument).toBe('52998224725');
    expect(isValidPixBrCode(detail.pix!.brCode)).toBe(true);
    expect(parsePixBrCode(detail.pix!.brCode)?.amountCents).toBe(17991);
    expect(detail.history.map((h) => h.description)).toContain(CHARGE_CREATED_EVENT);
    const checkout = await s.call({ method: 'GET', url: location });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toContain('Pix copia e cola');
  });

  it('boleto: a valid linha digitável for the discounted value; the buyer is one customer', async () => {
    const link = await newLink();
    const before = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customers WHERE document_number = '52998224725'`,
    );
    const paid = await submit(`/payment-link/${link.uuid}`, buyer({ method: 'BOLETO' }));
    expect(paid.status).toBe(303);
    expect(String(paid.headers.location)).toMatch(/^\/checkout\/boleto\//);
    const [charge] = await chargesOf(link.uuid);
    const detail = await chargeOf(charge!.uuid);
    const parsed = parseBoleto(detail.boleto!.linhaDigitavel, businessToday(s.clock.now()));
    expect(parsed).toMatchObject({ amountCents: 18991, dueDate: detail.expirationDate });
    const after = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customers WHERE document_number = '52998224725'`,
    );
    expect(after[0]!.n).toBe(Math.max(before[0]!.n, 1));
  });

  it('card: approved is PAID, declined is FAILED with its attempt', async () => {
    const link = await newLink();
    const ok = await submit(
      `/payment-link/${link.uuid}`,
      buyer({ method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('Pagamento aprovado');
    const no = await submit(
      `/payment-link/${link.uuid}`,
      buyer({ method: 'CREDIT_CARD', cardNumber: '4000000000000002' }),
    );
    expect(no.body).toContain('Pagamento recusado: Transação não autorizada pelo emissor.');
    const charges = await chargesOf(link.uuid);
    expect(charges.map((c) => c.status).sort()).toEqual(['FAILED', 'PAID']);
    const failed = await chargeOf(charges.find((c) => c.status === 'FAILED')!.uuid);
    expect(failed.chargesTries).toHaveLength(1);
    expect(failed.chargesTries[0]!.status).toBe('FAILED');
    const approved = await chargeOf(charges.find((c) => c.status === 'PAID')!.uuid);
    expect(approved).toMatchObject({ value: 199.9, cardResponse: { last4digits: '1111', brand: 'Visa' } });
  });

  it('a fast link makes FAST_LINK charges on the checkout host', async () => {
    const link = DEMO_PAYMENT_LINKS.find((l) => l.type === 'FAST_ORDER')!;
    const ok = await submit(
      `/checkout/payment-link/${link.id}`,
      buyer({ method: 'CREDIT_CARD', cardNumber: '5555555555554444' }),
    );
    expect(ok.status).toBe(200);
    const [charge] = await chargesOf(link.id);
    expect(charge).toMatchObject({ origin: 'FAST_LINK', status: 'PAID' });
  });

  it('shows the errors in the form and creates nothing', async () => {
    const link = await newLink();
    const bad = await submit(
      `/payment-link/${link.uuid}`,
      buyer({ document: '111.111.111-11', email: 'nao-e-email', method: '' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Inclua um CNPJ ou CPF válido');
    expect(bad.body).toContain('Digite um e-mail válido!');
    expect(bad.body).toContain('Escolha uma forma de pagamento.');
    expect(bad.body).toContain('aria-invalid="true"');
    const card = await submit(
      `/payment-link/${link.uuid}`,
      buyer({ method: 'CREDIT_CARD', cardNumber: '1234' }),
    );
    expect(card.status).toBe(400);
    expect(card.body).toContain('Número de cartão inválido.');
    expect(await chargesOf(link.uuid)).toEqual([]);
  });
});
