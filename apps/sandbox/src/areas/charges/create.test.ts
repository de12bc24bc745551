// 'Nova cobrança' and the boleto's second copy (issue 28 item 2), over HTTP on the seeded sandbox.

import type { BalcaoClients, payment } from '@balcao/client';
import { lateBoletoAmountDue } from '@balcao/domain/charges';
import { addDays, businessToday } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { isValidPixBrCode } from '@balcao/domain/pix';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Charge,
  callAs,
  createTestSandbox,
  descriptions,
  errorBody,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  type SandboxOutbox,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';
import { BOLETO_REPLACED_MESSAGE } from './reschedule';

let s: TestSandbox;
let api: BalcaoClients['payment'];
let customerId: string;
let customerEmail: string;
let otherCustomerId: string;
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  const [mine] = await s.db.query<{ id: string; email: string }>(
    `SELECT c.id, c.email FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
      ORDER BY c.created_at, c.id LIMIT 1`,
    [ADMIN],
  );
  const [theirs] = await s.db.query<{ id: string }>(
    `SELECT c.id FROM customers c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 LIMIT 1`,
    [OTHER_ADMIN],
  );
  customerId = mine!.id;
  customerEmail = mine!.email;
  otherCustomerId = theirs!.id;
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

type NewCharge = payment.components['schemas']['ChargeCreateRequest'];
// The clock moves days at a time, past the access token's life: the client refreshes the session.
const create = async (body: NewCharge, email = ADMIN, key?: string) =>
  (await s.clients(email)).payment.POST('/charges', {
    body,
    ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  });
const created = async (body: NewCharge) => (await create(body)).data!;
const reschedule = async (
  id: string,
  body: { expirationDate: string; waiveLateFees?: boolean },
  email = ADMIN,
) => (await s.clients(email)).payment.POST('/charges/{id}/reschedule', { params: { path: { id } }, body });
const today = () => businessToday(s.clock.now());
const newCharge = (overrides: Partial<NewCharge> = {}): NewCharge => ({
  customerId,
  paymentMethod: 'BOLETO',
  value: 150,
  installments: 1,
  expirationDate: addDays(today(), 10),
  description: 'Consultoria de dezembro',
  ...overrides,
});

async function outboxTo(to: string) {
  const response = await s.call({
    method: 'GET',
    url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}`,
  });
  return jsonBody<SandboxOutbox>(response).emails;
}

describe('POST /charges', () => {
  it('issues a boleto to the customer, with a line independent validators accept and the seller’s late fees', async () => {
    await api.PATCH('/sellers/default-tax', {
      body: {
        bankSlipTax: { fine: { enable: true, percentage: 2 }, interest: { enable: true, percentage: 1 } },
      },
    });
    const { response, data } = await create(newCharge());
    expect(response.status).toBe(201);
    const body = data!;
    expect(body).toMatchObject({
      customerId,
      customerEmail,
      title: 'Consultoria de dezembro',
      status: 'SCHEDULED',
      paymentMethod: 'BOLETO',
      value: 150,
      installments: 1,
      origin: 'DIRECT',
      expirationDate: addDays(today(), 10),
    });
    expect(isValidBoleto(body.boleto!.linhaDigitavel)).toBe(true);
    expect(body.history.map((h) => h.description)).toContain('Cobrança criada');
    const [row] = await s.db.query<{ late_fine_bp: number; late_interest_bp: number }>(
      'SELECT late_fine_bp, late_interest_bp FROM charges WHERE id = $1',
      [body.uuid],
    );
    expect(row).toEqual({ late_fine_bp: 200, late_interest_bp: 100 });
    const listed = await api.GET('/charges', { params: { query: { title: 'Consultoria' } } });
    expect(listed.data!.content.map((c) => c.uuid)).toContain(body.uuid);
  });

  it('sends the new charge to the customer by the seller’s notification channels', async () => {
    const before = (await outboxTo(customerEmail)).length;
    const body = await created(newCharge({ paymentMethod: 'PIX', description: 'Aviso Pix' }));
    await s.app.scheduler.drain();
    const sent = (await outboxTo(customerEmail)).slice(0, (await outboxTo(customerEmail)).length - before);
    const notice = sent.find((m) => m.body.includes('Aviso Pix'));
    expect(notice?.subject).toContain('Você recebeu uma cobrança');
    expect(notice?.body).toContain(formatBRL(15_000));
    expect(notice?.body).toContain(`/pix/${body.uuid}`);
  });

  it('issues a Pix with its copy-and-paste code, and a card charge in installments that a card pays', async () => {
    const pix = await create(newCharge({ paymentMethod: 'PIX' }));
    expect(pix.response.status).toBe(201);
    expect(isValidPixBrCode(pix.data!.pix!.brCode)).toBe(true);
    const card = await created(newCharge({ paymentMethod: 'CREDIT_CARD', installments: 3 }));
    expect(card).toMatchObject({
      paymentMethod: 'CREDIT_CARD',
      installments: 3,
      boleto: null,
      pix: null,
    });
    const paid = await sandboxCharge(s, card.uuid, 'card-attempt', { cardNumber: '4111111111111111' });
    expect(jsonBody<Charge>(paid).status).toBe('PAID');
  });

  it('refuses wrong input with Portuguese messages, and writes nothing', async () => {
    const count = async () =>
      (await s.db.query<{ count: string }>('SELECT count(*)::text AS count FROM charges'))[0]?.count;
    const before = await count();
    const cases: [Partial<NewCharge>, string][] = [
      [{ expirationDate: addDays(today(), -1) }, 'Vencimento: O vencimento não pode ser anterior a hoje.'],
      [{ expirationDate: addDays(today(), 366) }, 'Vencimento: O vencimento deve ser em até 365 dias.'],
      [{ installments: 2 }, 'Parcelas: Parcelamento só no cartão de crédito.'],
      [{ description: '<script>x</script>' }, 'Descrição: Não use os caracteres < e >.'],
      [{ description: '   ' }, 'Descrição: Preenchimento obrigatório!'],
      [{ customerId: otherCustomerId }, 'Cliente não encontrado.'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await refusal(create(newCharge(overrides)));
      expect(refused.status, message).toBe(400);
      expect(descriptions(refused)).toContain(message);
    }
    for (const overrides of [{ value: 10.005 }, { value: 10_000_000 }, { value: -1 }, { installments: 22 }]) {
      const refused = await refusal(create(newCharge(overrides)));
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.errors[0]!.description).toMatch(/[ãáéíóúçê]|deve|máximo|mínimo/i);
    }
    // A field the contract does not have: beyond the typed client.
    const extra = await callAs(s, ADMIN, {
      method: 'POST',
      url: '/payment/charges',
      payload: { ...newCharge(), extra: 1 },
    });
    expect(extra.status).toBe(400);
    expect(errorBody(extra).errors[0]?.description).toMatch(/[ãáéíóúçê]|deve|máximo|mínimo/i);
    expect(await count()).toBe(before);
  });

  it('is refused to a profile without charges, and replays an idempotent request', async () => {
    expect((await refusal(create(newCharge(), FINANCE))).status).toBe(403);
    const key = 'nova-cobranca-0001';
    const first = await create(newCharge(), ADMIN, key);
    const again = await create(newCharge(), ADMIN, key);
    expect(again.data!.uuid).toBe(first.data!.uuid);
  });
});

describe('POST /charges/{id}/reschedule', () => {
  it('reissues a late boleto with the fees to its new due date; the old line is refused, the new one paid', async () => {
    const charge = await created(newCharge({ expirationDate: today(), description: 'Segunda via' }));
    const firstDue = today();
    const oldLine = charge.boleto!.linhaDigitavel;
    await s.clock.advance(10 * 86_400);
    const late = await api.GET('/charges/{id}', { params: { path: { id: charge.uuid } } });
    expect(late.data!.status).toBe('LATE');
    const newDue = addDays(today(), 5);
    const before = (await outboxTo(customerEmail)).length;
    const { response, data } = await reschedule(charge.uuid, { expirationDate: newDue });
    expect(response.status).toBe(200);
    const body = data!;
    const fees = lateBoletoAmountDue({
      amountCents: 15_000,
      fineBasisPoints: 200,
      monthlyInterestBasisPoints: 100,
      dueDate: firstDue,
      today: newDue,
    });
    expect(body).toMatchObject({ status: 'SCHEDULED', expirationDate: newDue, value: 150 });
    expect(Math.round(body.interestAmount * 100)).toBe(fees.fineCents + fees.interestCents);
    expect(body.boleto!.linhaDigitavel).not.toBe(oldLine);
    expect(isValidBoleto(body.boleto!.linhaDigitavel)).toBe(true);
    // The line carries the face value: R$ 150,00 + 2% + 15 days at 1% a month.
    expect(body.boleto!.barcode.slice(9, 19)).toBe(String(fees.totalCents).padStart(10, '0'));
    expect(body.history.at(-1)!.description).toContain('Segunda via emitida');

    await s.app.scheduler.drain();
    const sent = (await outboxTo(customerEmail)).slice(0, (await outboxTo(customerEmail)).length - before);
    expect(
      sent.some(
        (m) => m.subject.includes('Segunda via do seu boleto') && m.body.includes(formatBRL(fees.totalCents)),
      ),
    ).toBe(true);

    const refused = await sandboxCharge(s, charge.uuid, 'pay', { linhaDigitavel: oldLine });
    expect(refused.status).toBe(409);
    expect(descriptions(errorBody(refused))).toContain(BOLETO_REPLACED_MESSAGE);
    const paid = await sandboxCharge(s, charge.uuid, 'pay', { linhaDigitavel: body.boleto!.linhaDigitavel });
    expect(paid.status).toBe(200);
    expect(jsonBody<Charge>(paid).status).toBe('PAID');
    expect(Math.round(jsonBody<Charge>(paid).interestAmount * 100)).toBe(fees.fineCents + fees.interestCents);
  });

  it('prorrogates without the fees when they are waived', async () => {
    const charge = await created(newCharge({ expirationDate: today() }));
    await s.clock.advance(3 * 86_400);
    const body = (await reschedule(charge.uuid, { expirationDate: addDays(today(), 2), waiveLateFees: true }))
      .data!;
    expect(body.interestAmount).toBe(0);
    expect(body.boleto!.barcode.slice(9, 19)).toBe('0000015000');
  });

  it('refuses what cannot be reissued', async () => {
    const pix = await created(newCharge({ paymentMethod: 'PIX' }));
    const pixResult = await refusal(reschedule(pix.uuid, { expirationDate: addDays(today(), 3) }));
    expect(pixResult.status).toBe(409);
    expect(descriptions(pixResult)).toContain('Só boletos podem ser prorrogados.');
    const boleto = await created(newCharge());
    const past = await refusal(reschedule(boleto.uuid, { expirationDate: addDays(today(), -1) }));
    expect(past.status).toBe(400);
    expect(descriptions(past)).toContain('Vencimento: O novo vencimento não pode ser anterior a hoje.');
    expect((await refusal(reschedule(boleto.uuid, { expirationDate: 'amanhã' }))).status).toBe(400);
    expect(
      (await refusal(reschedule(boleto.uuid, { expirationDate: addDays(today(), 3) }, OTHER_ADMIN))).status,
    ).toBe(404);
    const payment = await sandboxCharge(s, boleto.uuid, 'pay');
    expect(jsonBody<Charge>(payment).status, JSON.stringify(payment.body)).toBe('PAID');
    const paid = await refusal(reschedule(boleto.uuid, { expirationDate: addDays(today(), 3) }));
    expect(paid.status).toBe(409);
  });
});
