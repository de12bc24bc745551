import { randomUUID } from 'node:crypto';
import { lateBoletoAmountDue } from '@balcao/domain/charges';
import { addDays, businessToday } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, descriptions, OTHER_ADMIN, type TestSandbox } from '../../test-support';
import { paymentCredits } from '../charges/ledger';
import { chargeNetCents } from '../ledger/charge-ledger-test';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type Method = 'GET' | 'PATCH' | 'POST';
const call = async (method: Method, url: string, payload?: unknown, email = ADMIN) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { ...(await s.bearer(email)), 'content-type': 'application/json' },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
const tax = (fine: number, interest: number) => ({
  bankSlipTax: { fine: { enable: true, percentage: fine }, interest: { enable: true, percentage: interest } },
});

describe('payment methods', () => {
  it('starts with every method ticked, and changes only the flags sent', async () => {
    const before = await call('GET', '/sellers/default-payments-method', undefined, OTHER_ADMIN);
    expect(before).toMatchObject({
      status: 200,
      body: { defaultEnableCreditCard: true, defaultEnableBankSlip: true, defaultEnablePixPayment: true },
    });
    const off = await call('PATCH', '/sellers/default-payments-method', { defaultEnablePixPayment: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      defaultEnableCreditCard: true,
      defaultEnableBankSlip: true,
      defaultEnablePixPayment: false,
    });
    // The link forms read the same flags, and so may a seller of links.
    expect((await call('GET', '/sellers/payment-methods', undefined, SALE)).body).toEqual(off.body);
    // Another seller keeps its own.
    expect((await call('GET', '/sellers/default-payments-method', undefined, OTHER_ADMIN)).body).toEqual(
      before.body,
    );
  });

  it('keeps one method on', async () => {
    const { status, body } = await call('PATCH', '/sellers/default-payments-method', {
      defaultEnableCreditCard: false,
      defaultEnableBankSlip: false,
      defaultEnablePixPayment: false,
    });
    expect(status).toBe(400);
    expect(descriptions(body)).toEqual(['Selecione ao menos um método de pagamento.']);
    expect((await call('GET', '/sellers/default-payments-method')).body.defaultEnableCreditCard).toBe(true);
  });

  it('refuses an empty, a mistyped or an unknown field', async () => {
    for (const payload of [{}, { defaultEnablePixPayment: 'sim' }, { boleto: true }])
      expect((await call('PATCH', '/sellers/default-payments-method', payload)).status).toBe(400);
  });

  it('is for the settings roles only (links read through /sellers/payment-methods)', async () => {
    expect((await call('GET', '/sellers/default-payments-method', undefined, SALE)).status).toBe(403);
    expect(
      (await call('PATCH', '/sellers/default-payments-method', { defaultEnablePixPayment: true }, MANAGER))
        .status,
    ).toBe(403);
    expect((await call('GET', '/sellers/payment-methods', undefined, MANAGER)).status).toBe(200);
  });
});

describe('PATCH /sellers/payment-methods: the same three flags, by the path the link forms read', () => {
  it('changes only the flags sent, read back through both paths', async () => {
    const changed = await call('PATCH', '/sellers/payment-methods', { defaultEnableBankSlip: false });
    expect(changed.status).toBe(200);
    expect(changed.body.defaultEnableBankSlip).toBe(false);
    expect((await call('GET', '/sellers/default-payments-method')).body).toEqual(changed.body);
    expect((await call('GET', '/sellers/payment-methods')).body).toEqual(changed.body);
    await call('PATCH', '/sellers/payment-methods', { defaultEnableBankSlip: true });
  });

  it('keeps one method on, and refuses hostile or unknown fields with 400', async () => {
    const none = await call('PATCH', '/sellers/payment-methods', {
      defaultEnableCreditCard: false,
      defaultEnableBankSlip: false,
      defaultEnablePixPayment: false,
    });
    expect(none.status).toBe(400);
    expect(descriptions(none.body)).toEqual(['Selecione ao menos um método de pagamento.']);
    for (const payload of [{}, { defaultEnablePixPayment: '<b>sim</b>' }, { boleto: true }, '{"a":'])
      expect((await call('PATCH', '/sellers/payment-methods', payload)).status).toBe(400);
  });

  it('is written by the settings roles only, though sellers of links read it', async () => {
    for (const email of [MANAGER, SALE])
      expect(
        (await call('PATCH', '/sellers/payment-methods', { defaultEnablePixPayment: true }, email)).status,
      ).toBe(403);
  });
});

describe('late fine and interest', () => {
  it('starts switched off, saves with two decimals and reads back', async () => {
    expect((await call('GET', '/sellers/default-tax', undefined, OTHER_ADMIN)).body).toEqual({
      bankSlipTax: { fine: { enable: false, percentage: 0 }, interest: { enable: false, percentage: 0 } },
    });
    const saved = await call('PATCH', '/sellers/default-tax', tax(2.5, 0.33));
    expect(saved).toMatchObject({ status: 200, body: tax(2.5, 0.33) });
    // Only the part sent changes.
    const fineOnly = await call('PATCH', '/sellers/default-tax', {
      bankSlipTax: { fine: { enable: false, percentage: 2.5 } },
    });
    expect(fineOnly.body.bankSlipTax).toEqual({
      fine: { enable: false, percentage: 2.5 },
      interest: { enable: true, percentage: 0.33 },
    });
    expect((await call('GET', '/sellers/default-tax')).body).toEqual(fineOnly.body);
    expect(
      (await call('GET', '/sellers/default-tax', undefined, OTHER_ADMIN)).body.bankSlipTax.fine.enable,
    ).toBe(false);
  });

  it('refuses three decimals, over 100%, negatives, Infinity, text and NUL, changing nothing', async () => {
    const before = (await call('GET', '/sellers/default-tax')).body;
    const bad: unknown[] = [
      tax(1.005, 1),
      tax(2, 100.01),
      tax(-1, 1),
      '{"bankSlipTax":{"fine":{"enable":true,"percentage":1e400}}}',
      { bankSlipTax: { fine: { enable: true, percentage: '2' } } },
      { bankSlipTax: { fine: { enable: true, percentage: 2, note: 'a\u0000b' } } },
      { bankSlipTax: { 'fi\u0000ne': { enable: true, percentage: 2 } } },
      { bankSlipTax: {} },
      { bankSlipTax: { fine: { percentage: 2 } } },
    ];
    for (const payload of bad) {
      const { status, body } = await call('PATCH', '/sellers/default-tax', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.errors[0].description).toMatch(/\S/);
    }
    expect((await call('GET', '/sellers/default-tax')).body).toEqual(before);
  });

  it('accepts the legal limits and above them (only hinted on the screen), up to 100%', async () => {
    expect((await call('PATCH', '/sellers/default-tax', tax(10, 5))).status).toBe(200);
    expect((await call('PATCH', '/sellers/default-tax', tax(100, 100))).status).toBe(200);
  });

  it('is for the settings roles only', async () => {
    for (const email of [MANAGER, SALE]) {
      expect((await call('GET', '/sellers/default-tax', undefined, email)).status).toBe(403);
      expect((await call('PATCH', '/sellers/default-tax', tax(2, 1), email)).status).toBe(403);
    }
  });
});

describe('a late boleto', () => {
  const link = {
    type: 'ORDER',
    bankSlipDescription: 'Mensalidade',
    paymentOrder: { title: 'Aula avulsa', description: 'Uma aula.', value: 250 },
    allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: { discount: null }, pixMethod: null },
  };
  async function buyBoleto(): Promise<string> {
    const created = await call('POST', '/payment-links', link);
    expect(created.status).toBe(201);
    const bought = await s.call({
      method: 'POST',
      url: `/payment-link/${created.body.uuid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: randomUUID(),
        name: 'Joana Compradora',
        document: '529.982.247-25',
        email: 'joana@exemplo.com.br',
        phone: '(11) 98765-4321',
        method: 'BOLETO',
      }).toString(),
    });
    expect(bought.status).toBe(303);
    return String(bought.headers.location).split('/').pop()!;
  }
  const rates = async (id: string) =>
    (
      await s.db.query<{ late_fine_bp: number; late_interest_bp: number }>(
        'SELECT late_fine_bp, late_interest_bp FROM charges WHERE id = $1',
        [id],
      )
    )[0];

  it('copies the settings when issued; later changes do not rewrite it', async () => {
    await call('PATCH', '/sellers/default-tax', tax(2, 1));
    const id = await buyBoleto();
    expect(await rates(id)).toEqual({ late_fine_bp: 200, late_interest_bp: 100 });
    await call('PATCH', '/sellers/default-tax', tax(10, 5));
    expect(await rates(id)).toEqual({ late_fine_bp: 200, late_interest_bp: 100 });
    await call('PATCH', '/sellers/default-tax', { bankSlipTax: { fine: { enable: false, percentage: 10 } } });
    expect(await rates(await buyBoleto())).toEqual({ late_fine_bp: 0, late_interest_bp: 500 });
  });

  it('costs the fine and the pro-rata interest by the clock on its page, and is paid for that', async () => {
    await call('PATCH', '/sellers/default-tax', tax(2, 1));
    const id = await buyBoleto();
    const page = async () => (await s.call({ method: 'GET', url: `/checkout/boleto/${id}` })).body as string;
    const detail = async () =>
      (
        await s.call({
          method: 'GET',
          url: `/payment/charges/${id}`,
          headers: { authorization: `Bearer ${(await s.signIn(ADMIN)).token}` },
        })
      ).body;
    const [row] = await s.db.query<{ due: string }>(
      'SELECT expiration_date::text AS due FROM charges WHERE id = $1',
      [id],
    );
    const due = row!.due;
    expect(await page()).not.toContain('valor-a-pagar');
    const daysLate = 10;
    const target = new Date(`${addDays(due, daysLate)}T15:00:00Z`);
    await s.clock.advance((target.getTime() - s.clock.now().getTime()) / 1000);
    expect(businessToday(s.clock.now())).toBe(addDays(due, daysLate));
    const expected = lateBoletoAmountDue({
      amountCents: 25_000,
      fineBasisPoints: 200,
      monthlyInterestBasisPoints: 100,
      dueDate: due,
      today: addDays(due, daysLate),
    });
    // R$ 250,00: R$ 5,00 of fine and R$ 0,83 of ten days' interest.
    expect(expected).toMatchObject({ fineCents: 500, interestCents: 83, totalCents: 25_583 });
    const html = await page();
    expect(html).toContain(`<strong id="valor-a-pagar">${formatBRL(expected.totalCents)}</strong>`);
    expect(html).toContain('10 dias de atraso');
    // Reading wrote nothing.
    const [stored] = await s.db.query<{ interest_cents: string }>(
      'SELECT interest_cents::text FROM charges WHERE id = $1',
      [id],
    );
    expect(stored!.interest_cents).toBe('0');
    expect((await detail()).interestAmount).toBe(5.83);

    const paid = await s.call({ method: 'POST', url: `/_sandbox/charges/${id}/pay` });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', value: 250, interestAmount: 5.83 });
    // The seller is credited the amount paid, fine and interest included, less the boleto fee.
    const [line] = paymentCredits({
      id,
      sellerId: 1,
      method: 'BOLETO',
      amountCents: expected.totalCents,
      installments: 1,
      paidDate: addDays(due, daysLate),
      anticipated: false,
    });
    expect(await chargeNetCents(s.db, id)).toBe(line!.amountCents);
  });

  it('a subscription’s boleto billed by the clock copies the settings in force', async () => {
    // The clock moved days ahead in the test before: a fresh session.
    const token = (await s.signIn(ADMIN)).token;
    const patched = await s.call({
      method: 'PATCH',
      url: '/payment/sellers/default-tax',
      headers: { authorization: `Bearer ${token}` },
      payload: tax(3, 1.5),
    });
    expect(patched.status).toBe(200);
    const before = s.clock.now().toISOString();
    await s.clock.advance(62 * 86_400);
    const billed = await s.db.query<{ method: string; late_fine_bp: number; late_interest_bp: number }>(
      `SELECT c.payment_method AS method, c.late_fine_bp, c.late_interest_bp FROM charges c
         JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
        WHERE c.origin = 'SUBSCRIPTION' AND c.created_at > $2`,
      [ADMIN, before],
    );
    const boletos = billed.filter((c) => c.method === 'BOLETO');
    expect(boletos.length).toBeGreaterThan(0);
    for (const c of boletos) expect(c).toMatchObject({ late_fine_bp: 300, late_interest_bp: 150 });
    for (const c of billed.filter((c) => c.method !== 'BOLETO'))
      expect(c).toMatchObject({ late_fine_bp: 0, late_interest_bp: 0 });
  });
});
