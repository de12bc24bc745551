import { INVOICE_AUTHORIZATION_SECONDS } from '@balcao/domain/charges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const NEW_ADMIN = 'novo@demo.balcao.dev';
const DEMO_CNPJ = '11222333000181';

const payment = async (email = ADMIN) => (await s.clients(email)).payment;
const invoicesOf = async (id: string, email = ADMIN) =>
  (await payment(email)).GET('/invoices/charge/{id}', { params: { path: { id } } });
const emit = async (id: string, email = ADMIN, key?: string) =>
  (await payment(email)).POST('/charges/{id}/invoices', {
    params: { path: { id } },
    ...(key ? withKey(key) : {}),
  });
const mail = async (id: string, uuidInvoice: string, email = ADMIN) =>
  (await payment(email)).POST('/charges/{id}/invoice-email', {
    params: { path: { id } },
    body: { uuidInvoice },
  });
const cancel = async (id: string, cnpj: string, email = ADMIN) =>
  (await payment(email)).DELETE('/sellers/invoices/{id}/company/{cnpj}', { params: { path: { id, cnpj } } });
const config = async (email = ADMIN) => (await (await payment(email)).GET('/sellers/invoice-config')).data!;
const switchTo = async (active: boolean, email = ADMIN) =>
  (await payment(email)).PATCH('/sellers/invoice-config', { body: { active } });

const used = new Set<string>();
async function pick(where: string, email = ADMIN): Promise<string> {
  const rows = await s.db.query<{ id: string }>(
    `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 WHERE ${where} ORDER BY c.id`,
    [email],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  used.add(row.id);
  return row.id;
}
const NO_INVOICE = 'NOT EXISTS (SELECT 1 FROM charge_invoices i WHERE i.charge_id = c.id)';
const withoutInvoice = () => pick(`c.status = 'SCHEDULED' AND ${NO_INVOICE}`);
const invoiceCount = async (chargeId: string) =>
  (
    await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM charge_invoices WHERE charge_id = $1', [
      chargeId,
    ])
  )[0]!.n;
// The sandbox's clock and outbox are no contract operations: raw calls.
const advance = (seconds: number) =>
  s.call({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: seconds } });
const outboxTo = async (to: string) =>
  jsonBody<SandboxOutbox>(
    await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}` }),
  ).emails;

describe('GET /invoices/charge/{id}', () => {
  it('lists an authorized invoice with its number and files', async () => {
    const id = await pick(
      `EXISTS (SELECT 1 FROM charge_invoices i WHERE i.charge_id = c.id AND i.status = 'AUTHORIZED')`,
    );
    const { response, data } = await invoicesOf(id);
    expect(response.status).toBe(200);
    const invoice = data!.data.find((i) => i.status === 'AUTHORIZED')!;
    expect(invoice.invoiceNumber).toBeGreaterThan(0);
    const pdf = await s.app.inject({
      method: 'GET',
      url: new URL(invoice.invoiceDownloadLink.pdfImageLink!).pathname,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain(`Nº ${invoice.invoiceNumber}`);
    const xml = await s.app.inject({
      method: 'GET',
      url: new URL(invoice.invoiceDownloadLink.xmlImageLink!).pathname,
    });
    expect(xml.body).toContain(`<Numero>${invoice.invoiceNumber}</Numero>`);
  });

  it('answers an empty list for a charge without invoices', async () => {
    const { response, data } = await invoicesOf(await withoutInvoice());
    expect(response.status).toBe(200);
    expect(data!.data).toEqual([]);
  });

  it('refuses roles without the invoice section and hides other sellers’ charges', async () => {
    const id = await withoutInvoice();
    expect(await statusOf(invoicesOf(id, SALE))).toBe(403);
    expect(await statusOf(invoicesOf(id, MANAGER))).toBe(403);
    expect(await statusOf(invoicesOf(id, OTHER_ADMIN))).toBe(404);
    expect(await statusOf(emit(id, OTHER_ADMIN))).toBe(404);
    expect(await statusOf(emit(id, SALE))).toBe(403);
    expect(await invoiceCount(id)).toBe(0);
  });
});

describe('emit, authorize, e-mail and cancel', () => {
  it('runs the whole life of an invoice', async () => {
    const id = await withoutInvoice();
    const emitted = await emit(id, ADMIN, `emit-${id}`);
    expect(emitted.response.status).toBe(201);
    expect(emitted.data).toMatchObject({
      status: 'SEND_INVOICE_SYSTEM',
      invoiceNumber: null,
      invoiceDownloadLink: { pdfImageLink: null, xmlImageLink: null },
    });
    const replay = await emit(id, ADMIN, `emit-${id}`);
    expect(replay.data).toEqual(emitted.data);
    expect(await invoiceCount(id)).toBe(1);

    const twice = await refusal(emit(id));
    expect(twice.status).toBe(409);
    expect(twice.errors[0]!.code).toBe('INVOICE_EXISTS');
    const uuidInvoice = emitted.data!.uuidInvoice;
    expect(await statusOf(mail(id, uuidInvoice))).toBe(409);
    expect(await statusOf(cancel(uuidInvoice, DEMO_CNPJ))).toBe(409);

    const [settings] = await s.db.query<{ next_number: number }>(
      `SELECT next_number FROM seller_invoice_configs f JOIN users u ON u.seller_id = f.seller_id WHERE u.email = $1`,
      [ADMIN],
    );
    await advance(INVOICE_AUTHORIZATION_SECONDS + 1);
    const listed = (await invoicesOf(id)).data!;
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ status: 'AUTHORIZED', invoiceNumber: settings!.next_number });
    expect(listed.data[0]!.invoiceDownloadLink.pdfImageLink).toMatch(/\/_sandbox\/invoices\/.+\.pdf$/);

    const [charge] = await s.db.query<{ customer_email: string }>(
      'SELECT customer_email FROM charges WHERE id = $1',
      [id],
    );
    const sent = await mail(id, uuidInvoice);
    expect(sent.response.status).toBe(200);
    expect(sent.data!.sentTo).toBe(charge!.customer_email);
    const [message] = await outboxTo(charge!.customer_email);
    expect(message!.subject).toContain(`Nota fiscal nº ${settings!.next_number}`);
    expect(message!.body).toContain(`/_sandbox/invoices/${uuidInvoice}.pdf`);

    expect(await statusOf(cancel(uuidInvoice, '45321678000104'))).toBe(400);
    const cancelled = await cancel(uuidInvoice, DEMO_CNPJ);
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data!.status).toBe('CANCELED');
    expect(await statusOf(cancel(uuidInvoice, DEMO_CNPJ))).toBe(409);
    expect(await statusOf(mail(id, uuidInvoice))).toBe(409);

    const again = await emit(id);
    expect(again.response.status).toBe(201);
    expect(await invoiceCount(id)).toBe(2);
  });

  it('keeps another seller from cancelling or e-mailing the invoice', async () => {
    const [row] = await s.db.query<{ id: string; charge_id: string }>(
      `SELECT i.id, i.charge_id FROM charge_invoices i JOIN charges c ON c.id = i.charge_id
         JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 WHERE i.status = 'AUTHORIZED' ORDER BY i.id LIMIT 1`,
      [ADMIN],
    );
    expect(await statusOf(cancel(row!.id, '45321678000104', OTHER_ADMIN))).toBe(404);
    expect(await statusOf(mail(row!.charge_id, row!.id, OTHER_ADMIN))).toBe(404);
    const [still] = await s.db.query<{ status: string }>('SELECT status FROM charge_invoices WHERE id = $1', [
      row!.id,
    ]);
    expect(still!.status).toBe('AUTHORIZED');
  });

  it('gives no invoice to a cancelled charge', async () => {
    const id = await pick(`c.status = 'CANCELED' AND ${NO_INVOICE}`);
    const { status, errors } = await refusal(emit(id));
    expect(status).toBe(409);
    expect(errors[0]!.code).toBe('CHARGE_STATUS');
    expect(await invoiceCount(id)).toBe(0);
  });
});

describe('/sellers/invoice-config', () => {
  it('reads the config: active for the demo merchant, not configured for the new one', async () => {
    expect(await config()).toEqual({ data: { active: true, configured: true } });
    expect((await config(OTHER_ADMIN)).data.active).toBe(false);
    expect(await config(NEW_ADMIN)).toEqual({ data: { active: false, configured: false } });
    expect(await statusOf(switchTo(false, NEW_ADMIN))).toBe(409);
  });

  it('refuses to emit while emission is off, and only SELLER_CONFIG_NF switches it', async () => {
    expect(await statusOf(switchTo(false, MANAGER))).toBe(403);
    // A flag that is no boolean: a body the contract refuses.
    const notBoolean = await s.call({
      method: 'PATCH',
      url: '/payment/sellers/invoice-config',
      headers: await s.bearer(ADMIN),
      payload: { active: 'no' },
    });
    expect(notBoolean.status).toBe(400);
    const off = await switchTo(false);
    expect(off.data).toEqual({ data: { active: false, configured: true } });
    const id = await withoutInvoice();
    const refused = await refusal(emit(id));
    expect(refused.status).toBe(409);
    expect(refused.errors[0]!.description).toBe(
      'A emissão de notas fiscais está desativada para este seller.',
    );
    expect(await invoiceCount(id)).toBe(0);
    expect((await switchTo(true)).data!.data.active).toBe(true);
  });
});
