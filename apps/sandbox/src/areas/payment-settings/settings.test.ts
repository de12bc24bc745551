import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { lateBoletoAmountDue } from '@balcao/domain/charges';
import { addDays, businessToday } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  errorBody,
  freshClients,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
  textBody,
} from '../../test-support';
import { paymentCredits } from '../charges/ledger';
import { chargeNetCents } from '../ledger/charge-ledger-test';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type Schemas = payment.components['schemas'];
type Flags = Schemas['DefaultPaymentMethodsUpdate'];
type TaxUpdate = Schemas['DefaultTaxUpdate'];
// Signed in anew for each call: a test moves the clock by days, past the sessions' life.
const api = async (email = ADMIN) => (await freshClients(s, email)).payment;
const defaults = async (email = ADMIN) => (await api(email)).GET('/sellers/default-payments-method');
const setDefaults = async (body: Flags, email = ADMIN) =>
  (await api(email)).PATCH('/sellers/default-payments-method', { body });
const methods = async (email = ADMIN) => (await api(email)).GET('/sellers/payment-methods');
const setMethods = async (body: Flags, email = ADMIN) =>
  (await api(email)).PATCH('/sellers/payment-methods', { body });
const taxOf = async (email = ADMIN) => (await api(email)).GET('/sellers/default-tax');
const setTax = async (body: TaxUpdate, email = ADMIN) =>
  (await api(email)).PATCH('/sellers/default-tax', { body });
/** Bodies the contract refuses, which the typed client would not let a test write. */
const patchRaw = async (url: string, payload: unknown) =>
  s.call({
    method: 'PATCH',
    url: `/payment${url}`,
    headers: {
      authorization: `Bearer ${(await s.signIn(ADMIN)).token}`,
      'content-type': 'application/json',
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const tax = (fine: number, interest: number): TaxUpdate => ({
  bankSlipTax: { fine: { enable: true, percentage: fine }, interest: { enable: true, percentage: interest } },
});
const answer = async <T>(call: Promise<{ response: Response; data?: T }>) => {
  const { response, data } = await call;
  return { status: response.status, body: data };
};

describe('payment methods', () => {
  it('starts with every method ticked, and changes only the flags sent', async () => {
    const before = await answer(defaults(OTHER_ADMIN));
    expect(before).toMatchObject({
      status: 200,
      body: { defaultEnableCreditCard: true, defaultEnableBankSlip: true, defaultEnablePixPayment: true },
    });
    const off = await setDefaults({ defaultEnablePixPayment: false });
    expect(off.response.status).toBe(200);
    expect(off.data).toEqual({
      defaultEnableCreditCard: true,
      defaultEnableBankSlip: true,
      defaultEnablePixPayment: false,
    });
    // The link forms read the same flags, and so may a seller of links.
    expect((await methods(SALE)).data).toEqual(off.data);
    // Another seller keeps its own.
    expect((await defaults(OTHER_ADMIN)).data).toEqual(before.body);
  });

  it('keeps one method on', async () => {
    const { status, errors } = await refusal(
      setDefaults({
        defaultEnableCreditCard: false,
        defaultEnableBankSlip: false,
        defaultEnablePixPayment: false,
      }),
    );
    expect(status).toBe(400);
    expect(descriptions({ errors })).toEqual(['Selecione ao menos um método de pagamento.']);
    expect((await defaults()).data!.defaultEnableCreditCard).toBe(true);
  });

  it('refuses an empty, a mistyped or an unknown field', async () => {
    expect(await statusOf(setDefaults({}))).toBe(400);
    // A flag that is no boolean, a field the contract does not have: bodies only a raw call can send.
    for (const payload of [{ defaultEnablePixPayment: 'sim' }, { boleto: true }])
      expect((await patchRaw('/sellers/default-payments-method', payload)).status).toBe(400);
  });

  it('is for the settings roles only (links read through /sellers/payment-methods)', async () => {
    expect(await statusOf(defaults(SALE))).toBe(403);
    expect(await statusOf(setDefaults({ defaultEnablePixPayment: true }, MANAGER))).toBe(403);
    expect(await statusOf(methods(MANAGER))).toBe(200);
  });
});

describe('PATCH /sellers/payment-methods: the same three flags, by the path the link forms read', () => {
  it('changes only the flags sent, read back through both paths', async () => {
    const changed = await setMethods({ defaultEnableBankSlip: false });
    expect(changed.response.status).toBe(200);
    expect(changed.data!.defaultEnableBankSlip).toBe(false);
    expect((await defaults()).data).toEqual(changed.data);
    expect((await methods()).data).toEqual(changed.data);
    await setMethods({ defaultEnableBankSlip: true });
  });

  it('keeps one method on, and refuses hostile or unknown fields with 400', async () => {
    const none = await refusal(
      setMethods({
        defaultEnableCreditCard: false,
        defaultEnableBankSlip: false,
        defaultEnablePixPayment: false,
      }),
    );
    expect(none.status).toBe(400);
    expect(descriptions(none)).toEqual(['Selecione ao menos um método de pagamento.']);
    expect(await statusOf(setMethods({}))).toBe(400);
    // Text for a flag, a field the contract does not have, broken JSON: bodies only a raw call can send.
    for (const payload of [{ defaultEnablePixPayment: '<b>sim</b>' }, { boleto: true }, '{"a":'])
      expect((await patchRaw('/sellers/payment-methods', payload)).status).toBe(400);
  });

  it('is written by the settings roles only, though sellers of links read it', async () => {
    for (const email of [MANAGER, SALE])
      expect(await statusOf(setMethods({ defaultEnablePixPayment: true }, email))).toBe(403);
  });
});

describe('late fine and interest', () => {
  it('starts switched off, saves with two decimals and reads back', async () => {
    expect((await taxOf(OTHER_ADMIN)).data).toEqual({
      bankSlipTax: { fine: { enable: false, percentage: 0 }, interest: { enable: false, percentage: 0 } },
    });
    const saved = await answer(setTax(tax(2.5, 0.33)));
    expect(saved).toMatchObject({ status: 200, body: tax(2.5, 0.33) });
    // Only the part sent changes.
    const fineOnly = await setTax({ bankSlipTax: { fine: { enable: false, percentage: 2.5 } } });
    expect(fineOnly.data!.bankSlipTax).toEqual({
      fine: { enable: false, percentage: 2.5 },
      interest: { enable: true, percentage: 0.33 },
    });
    expect((await taxOf()).data).toEqual(fineOnly.data);
    expect((await taxOf(OTHER_ADMIN)).data!.bankSlipTax.fine.enable).toBe(false);
  });

  it('refuses three decimals, over 100%, negatives, Infinity, text and NUL, changing nothing', async () => {
    const before = (await taxOf()).data;
    for (const body of [tax(1.005, 1), tax(2, 100.01), tax(-1, 1), { bankSlipTax: {} }]) {
      const { status, errors } = await refusal(setTax(body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(errors[0]!.description).toMatch(/\S/);
    }
    // 1e400, text, fields the contract does not have, a rate without its switch: raw calls.
    const bad: unknown[] = [
      '{"bankSlipTax":{"fine":{"enable":true,"percentage":1e400}}}',
      { bankSlipTax: { fine: { enable: true, percentage: '2' } } },
      { bankSlipTax: { fine: { enable: true, percentage: 2, note: 'a\u0000b' } } },
      { bankSlipTax: { 'fi\u0000ne': { enable: true, percentage: 2 } } },
      { bankSlipTax: { fine: { percentage: 2 } } },
    ];
    for (const payload of bad) {
      const answer = await patchRaw('/sellers/default-tax', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/\S/);
    }
    expect((await taxOf()).data).toEqual(before);
  });

  it('accepts the legal limits and above them (only hinted on the screen), up to 100%', async () => {
    expect(await statusOf(setTax(tax(10, 5)))).toBe(200);
    expect(await statusOf(setTax(tax(100, 100)))).toBe(200);
  });

  it('is for the settings roles only', async () => {
    for (const email of [MANAGER, SALE]) {
      expect(await statusOf(taxOf(email))).toBe(403);
      expect(await statusOf(setTax(tax(2, 1), email))).toBe(403);
    }
  });
});

describe('a late boleto', () => {
  const link: Schemas['PaymentLinkCreateRequest'] = {
    type: 'ORDER',
    bankSlipDescription: 'Mensalidade',
    paymentOrder: { title: 'Aula avulsa', description: 'Uma aula.', installments: 1, value: 250 },
    allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: { discount: null }, pixMethod: null },
  };
  async function buyBoleto(): Promise<string> {
    const created = await (await api()).POST('/payment-links', { body: link });
    expect(created.response.status).toBe(201);
    // The buyer's page posts a form: no contract operation, a raw call.
    const bought = await s.call({
      method: 'POST',
      url: `/payment-link/${created.data!.uuid}`,
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
    await setTax(tax(2, 1));
    const id = await buyBoleto();
    expect(await rates(id)).toEqual({ late_fine_bp: 200, late_interest_bp: 100 });
    await setTax(tax(10, 5));
    expect(await rates(id)).toEqual({ late_fine_bp: 200, late_interest_bp: 100 });
    await setTax({ bankSlipTax: { fine: { enable: false, percentage: 10 } } });
    expect(await rates(await buyBoleto())).toEqual({ late_fine_bp: 0, late_interest_bp: 500 });
  });

  it('costs the fine and the pro-rata interest by the clock on its page, and is paid for that', async () => {
    await setTax(tax(2, 1));
    const id = await buyBoleto();
    // The boleto's page and the sandbox's payer are no contract operations: raw calls.
    const page = async () => textBody(await s.call({ method: 'GET', url: `/checkout/boleto/${id}` }));
    const detail = async () => (await (await api()).GET('/charges/{id}', { params: { path: { id } } })).data!;
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
    // The clock moved days ahead in the test before: a fresh session, as every call here signs in anew.
    const patched = await setTax(tax(3, 1.5));
    expect(patched.response.status).toBe(200);
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
