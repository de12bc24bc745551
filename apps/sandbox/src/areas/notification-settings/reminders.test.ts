import { randomUUID } from 'node:crypto';
import type { payment as contract } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JOB_ENV } from '../../scheduler/jobs';
import {
  type Charge,
  createTestSandbox,
  freshClients,
  jsonBody,
  type SandboxOutbox,
  type TestSandbox,
} from '../../test-support';
import { insertCharges } from '../charges/create';
import { paymentRemindersJob } from './jobs';
import { MESSAGES_PER_RUN } from './reminders';

// The other seller (defaults: every e-mail on, WhatsApp off) sends the reminders; each test's charges
// have customers of their own, so the seed's charges never mix into what a test counts.
let s: TestSandbox;
let sellerId: number;
let today: string;
beforeAll(async () => {
  s = await createTestSandbox({ checkoutUrl: CHECKOUT_URL });
  const [row] = await s.db.query<{ seller_id: number }>(`SELECT seller_id FROM users WHERE email = $1`, [
    OTHER,
  ]);
  sellerId = row!.seller_id;
  today = businessToday(s.clock.now());
});
afterAll(() => s?.close());

const OTHER = 'outra@demo.balcao.dev';
/** The configured public checkout host: links in messages use it, whatever host a request names. */
const CHECKOUT_URL = 'https://pagar.modelo.com.br/checkout';

type Message = SandboxOutbox['emails'][number];

// A fresh session each time: the clock moves days at a time, past any token's life.
const payment = async () => (await freshClients(s, OTHER)).payment;
type Identification =
  contract.operations['updateNotificationIdentification']['requestBody']['content']['application/json'];
type Switch = contract.operations['setNotificationActive']['requestBody']['content']['application/json'];
const identify = async (body: Identification) => {
  const response = await (await payment()).PATCH('/seller-notifications/basic', { body });
  expect(response.response.status).toBe(200);
};
const switchOne = async (body: Switch) => {
  const response = await (await payment()).PATCH('/seller-notifications/active', { body });
  expect(response.response.status).toBe(200);
};

// The sandbox's clock, outbox and payers are no contract operations: raw calls.
/** Moves the sandbox clock over HTTP to noon (São Paulo) of a business day, frozen. */
async function clockTo(day: string) {
  const now = new Date(startOfBusinessDay(day).getTime() + 12 * 3600 * 1000).toISOString();
  const response = await s.call({
    method: 'POST',
    url: '/_sandbox/clock',
    // A name and an origin this server accepts (a foreign one is refused outright), but not the checkout's.
    headers: { host: '127.0.0.1:9999', origin: 'http://localhost:5173' },
    payload: { now, frozen: true },
  });
  expect(response.status).toBe(200);
}

async function outbox(to: string): Promise<Message[]> {
  const response = await s.call({
    method: 'GET',
    url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}`,
  });
  return jsonBody<SandboxOutbox>(response).emails;
}

/** Charges of the other seller for customers of their own, due `due`, created now. */
async function charges(count: number, due: string, tag: string, method: 'BOLETO' | 'PIX' | 'CREDIT_CARD') {
  const now = s.clock.now().toISOString();
  const made = Array.from({ length: count }, () => {
    const id = randomUUID();
    const phone = `119${String(Number.parseInt(id.slice(0, 7), 16))
      .padStart(8, '0')
      .slice(0, 8)}`;
    return { id, email: `${tag}-${id.slice(0, 8)}@cliente.com.br`, phone, whatsapp: `+55${phone}` };
  });
  await insertCharges(
    s.db,
    { id: sellerId, document: '45321678000104', name: 'Comércio Modelo' },
    made.map(({ id, email, phone }) => ({
      id,
      customerId: null,
      customerName: 'Cliente Teste',
      customerDocument: '12345678909',
      customerEmail: email,
      customerPhone: phone,
      title: `Pedido ${tag}`,
      method,
      status: 'SCHEDULED' as const,
      amountCents: 12_345,
      installments: 1,
      expirationDate: due,
      paidDate: null,
      paidAt: null,
      origin: 'PAYMENT_LINK' as const,
      paymentLinkId: null,
      subscriptionId: null,
      card: null,
      physicalSale: false,
      anticipated: false,
      chargebackDeadline: null,
      canceledAt: null,
      createdAt: now,
    })),
    () => 0.5,
  );
  return made;
}

/** One charge, as most tests need. */
async function charge(due: string, tag: string, method: 'BOLETO' | 'PIX' | 'CREDIT_CARD' = 'BOLETO') {
  const [made] = await charges(1, due, tag, method);
  return made!;
}

const subjects = (messages: Message[]) => messages.map((m) => m.subject.split(' · ')[0]).reverse();

describe('reminders the sandbox sends', () => {
  it('sends one e-mail on each reminder day the clock crosses, 15/7/2 before and 2/7/20 after', async () => {
    const due = addDays(today, 30);
    const c = await charge(due, 'dias');
    await clockTo(addDays(due, -16));
    expect(await outbox(c.email)).toEqual([]);
    await clockTo(addDays(due, -15));
    const [first] = await outbox(c.email);
    expect(first).toMatchObject({
      channel: 'EMAIL',
      subject: 'Sua cobrança vence em 15 dias · Comércio Modelo',
    });
    expect(first!.body).toContain('Olá, Cliente Teste! Lembrete: o boleto de R$');
    // The link is the configured checkout's, never a request's host.
    expect(first!.body).toContain(`${CHECKOUT_URL}/boleto/${c.id}`);
    expect(first!.body).not.toContain('malicioso');
    for (const offset of [-14, -7, -6, -2, 0, 2, 7, 19, 20, 21]) await clockTo(addDays(due, offset));
    expect(subjects(await outbox(c.email))).toEqual([
      'Sua cobrança vence em 15 dias',
      'Sua cobrança vence em 7 dias',
      'Sua cobrança vence em 2 dias',
      'Cobrança em atraso há 2 dias',
      'Cobrança em atraso há 7 dias',
      'Cobrança em atraso há 20 dias',
    ]);
  });

  it('sends on each switched-on channel: WhatsApp to the customer’s phone, e-mail with the hidden copy', async () => {
    await identify({
      name: 'Comércio Modelo',
      email: 'contato@modelo.com.br',
      hiddenEmail: 'copia@modelo.com.br',
      activeAllNotifications: true,
    });
    await switchOne({ type: 'PIX_PREPAYMENT_SEVEN_DAYS_WHATSAPP', active: true });
    await switchOne({ type: 'PIX_PREPAYMENT_TWO_DAYS', active: false });
    const base = businessToday(s.clock.now());
    const c = await charge(addDays(base, 10), 'canais', 'PIX');
    await clockTo(addDays(base, 3));
    const [whatsapp] = await outbox(c.whatsapp);
    expect(whatsapp).toMatchObject({
      channel: 'WHATSAPP',
      subject: 'Sua cobrança vence em 7 dias · Comércio Modelo',
    });
    expect(whatsapp!.body).toContain(`/checkout/pix/${c.id}`);
    const [email] = await outbox(c.email);
    expect(email).toMatchObject({ channel: 'EMAIL', bcc: 'copia@modelo.com.br' });
    expect(email!.body).toContain('Responda para contato@modelo.com.br');
    // The outbox page says which channel each message went by, and filters by it.
    const page = await s.call({ method: 'GET', url: '/_sandbox/outbox' });
    expect(page.body).toContain(`WhatsApp para <strong>${c.whatsapp}</strong>`);
    expect(page.body).toContain('(cópia oculta para copia@modelo.com.br)');
    const onlyWhatsApp = await s.call({
      method: 'GET',
      url: '/_sandbox/outbox?format=json&channel=WHATSAPP',
    });
    const { emails } = jsonBody<SandboxOutbox>(onlyWhatsApp);
    expect(emails.every((m) => m.channel === 'WHATSAPP')).toBe(true);
    expect(emails.map((m) => m.to)).toContain(c.whatsapp);
    // Two days before, its e-mail is off and WhatsApp was never on: nothing more.
    await clockTo(addDays(base, 8));
    expect(await outbox(c.email)).toHaveLength(1);
    expect(await outbox(c.whatsapp)).toHaveLength(1);
  });

  it('sends nothing while all notifications are off, and the next reminder day once they are on again', async () => {
    const base = businessToday(s.clock.now());
    const c = await charge(addDays(base, 9), 'pausa');
    await identify({
      name: 'Comércio Modelo',
      email: 'contato@modelo.com.br',
      activeAllNotifications: false,
    });
    await clockTo(addDays(base, 2));
    expect(await outbox(c.email)).toEqual([]);
    await identify({
      name: 'Comércio Modelo',
      email: 'contato@modelo.com.br',
      activeAllNotifications: true,
    });
    await clockTo(addDays(base, 4));
    expect(await outbox(c.email)).toEqual([]);
    await clockTo(addDays(base, 7));
    expect(subjects(await outbox(c.email))).toEqual(['Sua cobrança vence em 2 dias']);
  });

  it('writes to the customer’s current address, not the copy the charge kept', async () => {
    const created = await (await payment()).POST('/seller-clients', {
      body: {
        name: 'Oficina Sul Serviços Automotivos Ltda',
        fantasyName: 'Oficina Sul',
        document: { documentNumber: '34.190.875/0001-15', documentNation: 'BR' },
        email: 'financeiro@oficinasul.com.br',
        alternativeEmail: null,
        countryCode: '+55',
        phone: '(51) 3221-7788',
        useSellerAddress: false,
        address: {
          zipCode: '90010000',
          street: 'Rua dos Andradas',
          number: '1234',
          complement: '',
          district: 'Centro Histórico',
          city: 'Porto Alegre',
          state: 'rs',
          country: 'br',
        },
      },
    });
    expect(created.response.status).toBe(201);
    const base = businessToday(s.clock.now());
    const c = await charge(addDays(base, 9), 'cliente');
    await s.db.query('UPDATE charges SET customer_id = $2 WHERE id = $1', [c.id, created.data!.id]);
    await clockTo(addDays(base, 2));
    expect(await outbox(c.email)).toEqual([]);
    const [mail] = (await outbox('financeiro@oficinasul.com.br')).filter((m) => m.body.includes(c.id));
    expect(mail).toMatchObject({ subject: 'Sua cobrança vence em 7 dias · Comércio Modelo' });
    expect(mail!.body).toContain('Olá, Oficina Sul Serviços Automotivos Ltda!');
  });

  it('confirms a payment at once, and a paid charge gets no late notice', async () => {
    const base = businessToday(s.clock.now());
    const c = await charge(addDays(base, 1), 'paga');
    const paid = await s.call({ method: 'POST', url: `/_sandbox/charges/${c.id}/pay` });
    expect(paid.status).toBe(200);
    // The payment woke the sweep: moving the clock by nothing runs it before answering.
    await s.call({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: 0 } });
    expect(subjects(await outbox(c.email))).toEqual(['Pagamento confirmado']);
    expect((await outbox(c.email))[0]!.body).toContain('Recebemos o pagamento de R$');
    for (const offset of [3, 8, 21]) await clockTo(addDays(base, offset));
    expect(subjects(await outbox(c.email))).toEqual(['Pagamento confirmado']);
  });

  it('sends a declined card charge its late notices, still unpaid, but no reminder of a charge to come', async () => {
    const base = businessToday(s.clock.now());
    const due = addDays(base, 8);
    const c = await charge(due, 'recusada', 'CREDIT_CARD');
    const declined = await s.call({
      method: 'POST',
      url: `/_sandbox/charges/${c.id}/card-attempt`,
      payload: { cardNumber: '4000000000009995' },
    });
    expect(jsonBody<Charge>(declined).status).toBe('FAILED');
    // Declined: 'O valor será cobrado no cartão' would no longer be true.
    for (const offset of [1, 6]) await clockTo(addDays(base, offset));
    expect(subjects(await outbox(c.email))).toEqual([]);
    for (const offset of [2, 7]) await clockTo(addDays(due, offset));
    const late = await outbox(c.email);
    expect(subjects(late)).toEqual(['Cobrança em atraso há 2 dias', 'Cobrança em atraso há 7 dias']);
    expect(late[0]!.body).toContain('Atualize o cartão');
  });

  it('sends a day of more reminders than one run holds in several runs, each once', async () => {
    const base = businessToday(s.clock.now());
    const many = await charges(MESSAGES_PER_RUN + 150, addDays(base, 17), 'lote', 'BOLETO');
    await clockTo(addDays(base, 2));
    const [row] = await s.db.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT r.charge_id)::int AS distinct FROM charge_reminders r
        JOIN outbox_emails o ON o.id = r.outbox_id WHERE r.charge_id = ANY($1::uuid[])`,
      [many.map((c) => c.id)],
    );
    expect(row).toEqual({ n: many.length, distinct: many.length });
  });

  it('never sends twice: the clock moved to the same day again, back and forth, or two sweeps at once', async () => {
    const base = businessToday(s.clock.now());
    const c = await charge(addDays(base, 16), 'duas');
    await clockTo(addDays(base, 1));
    await clockTo(addDays(base, 1));
    const back = await s.call({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: -3 * 86_400 },
    });
    expect(back.status).toBe(200);
    await clockTo(addDays(base, 1));
    expect(await outbox(c.email)).toHaveLength(1);
    // Two sweeps that both find a reminder day crossed (as two processes would, were it not for the job's
    // lock): the key of each charge, moment and channel lets one message through.
    await clockTo(addDays(base, 9));
    const late = await charge(addDays(base, 16), 'corrida');
    const stale = {
      kind: 'payment-reminders',
      key: '',
      attempts: 0,
      payload: { through: addDays(base, 8), sweptAt: s.clock.now().toISOString() },
    };
    await Promise.all([
      s.db.transaction((tx) => paymentRemindersJob(tx, s.clock, stale, LOCAL_JOB_ENV)),
      s.db.transaction((tx) => paymentRemindersJob(tx, s.clock, stale, LOCAL_JOB_ENV)),
    ]);
    expect(subjects(await outbox(late.email))).toEqual(['Sua cobrança vence em 7 dias']);
    expect(subjects(await outbox(c.email))).toEqual([
      'Sua cobrança vence em 15 dias',
      'Sua cobrança vence em 7 dias',
    ]);
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charge_reminders WHERE charge_id = $1',
      [late.id],
    );
    expect(row!.n).toBe(1);
  });
});
