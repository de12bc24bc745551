import { INVOICE_AUTHORIZATION_SECONDS } from '@balcao/domain/charges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const NEW_ADMIN = 'novo@demo.balcao.dev';
const DEMO_CNPJ = '11222333000181';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, email = ADMIN, headers = {}) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { ...(await s.bearer(email)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

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
const advance = (seconds: number) =>
  s.call({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: seconds } });
const outboxTo = async (to: string) =>
  (await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}` })).body
    .emails;

describe('GET /invoices/charge/{id}', () => {
  it('lists an authorized invoice with its number and files', async () => {
    const id = await pick(
      `EXISTS (SELECT 1 FROM charge_invoices i WHERE i.charge_id = c.id AND i.status = 'AUTHORIZED')`,
    );
    const { status, body } = await call('GET', `/invoices/charge/${id}`);
    expect(status).toBe(200);
    const invoice = body.data.find((i: { status: string }) => i.status === 'AUTHORIZED');
    expect(invoice.invoiceNumber).toBeGreaterThan(0);
    const pdf = await s.app.inject({
      method: 'GET',
      url: new URL(invoice.invoiceDownloadLink.pdfImageLink).pathname,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain(`Nº ${invoice.invoiceNumber}`);
    const xml = await s.app.inject({
      method: 'GET',
      url: new URL(invoice.invoiceDownloadLink.xmlImageLink).pathname,
    });
    expect(xml.body).toContain(`<Numero>${invoice.invoiceNumber}</Numero>`);
  });

  it('answers an empty list for a charge without invoices', async () => {
    const { status, body } = await call('GET', `/invoices/charge/${await withoutInvoice()}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses roles without the invoice section and hides other sellers’ charges', async () => {
    const id = await withoutInvoice();
    expect((await call('GET', `/invoices/charge/${id}`, undefined, SALE)).status).toBe(403);
    expect((await call('GET', `/invoices/charge/${id}`, undefined, MANAGER)).status).toBe(403);
    expect((await call('GET', `/invoices/charge/${id}`, undefined, OTHER_ADMIN)).status).toBe(404);
    expect((await call('POST', `/charges/${id}/invoices`, undefined, OTHER_ADMIN)).status).toBe(404);
    expect((await call('POST', `/charges/${id}/invoices`, undefined, SALE)).status).toBe(403);
    expect(await invoiceCount(id)).toBe(0);
  });
});

describe('emit, authorize, e-mail and cancel', () => {
  it('runs the whole life of an invoice', async () => {
    const id = await withoutInvoice();
    const emitted = await call('POST', `/charges/${id}/invoices`, undefined, ADMIN, {
      'idempotency-key': `emit-${id}`,
    });
    expect(emitted.status).toBe(201);
    expect(emitted.body).toMatchObject({
      status: 'SEND_INVOICE_SYSTEM',
      invoiceNumber: null,
      invoiceDownloadLink: { pdfImageLink: null, xmlImageLink: null },
    });
    const replay = await call('POST', `/charges/${id}/invoices`, undefined, ADMIN, {
      'idempotency-key': `emit-${id}`,
    });
    expect(replay.body).toEqual(emitted.body);
    expect(await invoiceCount(id)).toBe(1);

    const twice = await call('POST', `/charges/${id}/invoices`);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('INVOICE_EXISTS');
    const uuidInvoice = emitted.body.uuidInvoice;
    expect((await call('POST', `/charges/${id}/invoice-email`, { uuidInvoice })).status).toBe(409);
    expect((await call('DELETE', `/sellers/invoices/${uuidInvoice}/company/${DEMO_CNPJ}`)).status).toBe(409);

    const [config] = await s.db.query<{ next_number: number }>(
      `SELECT next_number FROM seller_invoice_configs f JOIN users u ON u.seller_id = f.seller_id WHERE u.email = $1`,
      [ADMIN],
    );
    await advance(INVOICE_AUTHORIZATION_SECONDS + 1);
    const listed = await call('GET', `/invoices/charge/${id}`);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ status: 'AUTHORIZED', invoiceNumber: config!.next_number });
    expect(listed.body.data[0].invoiceDownloadLink.pdfImageLink).toMatch(/\/_sandbox\/invoices\/.+\.pdf$/);

    const [charge] = await s.db.query<{ customer_email: string }>(
      'SELECT customer_email FROM charges WHERE id = $1',
      [id],
    );
    const sent = await call('POST', `/charges/${id}/invoice-email`, { uuidInvoice });
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe(charge!.customer_email);
    const [mail] = await outboxTo(charge!.customer_email);
    expect(mail.subject).toContain(`Nota fiscal nº ${config!.next_number}`);
    expect(mail.body).toContain(`/_sandbox/invoices/${uuidInvoice}.pdf`);

    const wrongCompany = await call('DELETE', `/sellers/invoices/${uuidInvoice}/company/45321678000104`);
    expect(wrongCompany.status).toBe(400);
    const cancelled = await call('DELETE', `/sellers/invoices/${uuidInvoice}/company/${DEMO_CNPJ}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELED');
    expect((await call('DELETE', `/sellers/invoices/${uuidInvoice}/company/${DEMO_CNPJ}`)).status).toBe(409);
    expect((await call('POST', `/charges/${id}/invoice-email`, { uuidInvoice })).status).toBe(409);

    const again = await call('POST', `/charges/${id}/invoices`);
    expect(again.status).toBe(201);
    expect(await invoiceCount(id)).toBe(2);
  });

  it('keeps another seller from cancelling or e-mailing the invoice', async () => {
    const [row] = await s.db.query<{ id: string; charge_id: string }>(
      `SELECT i.id, i.charge_id FROM charge_invoices i JOIN charges c ON c.id = i.charge_id
         JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 WHERE i.status = 'AUTHORIZED' ORDER BY i.id LIMIT 1`,
      [ADMIN],
    );
    expect(
      (await call('DELETE', `/sellers/invoices/${row!.id}/company/45321678000104`, undefined, OTHER_ADMIN))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', `/charges/${row!.charge_id}/invoice-email`, { uuidInvoice: row!.id }, OTHER_ADMIN))
        .status,
    ).toBe(404);
    const [still] = await s.db.query<{ status: string }>('SELECT status FROM charge_invoices WHERE id = $1', [
      row!.id,
    ]);
    expect(still!.status).toBe('AUTHORIZED');
  });

  it('gives no invoice to a cancelled charge', async () => {
    const id = await pick(`c.status = 'CANCELED' AND ${NO_INVOICE}`);
    const { status, body } = await call('POST', `/charges/${id}/invoices`);
    expect(status).toBe(409);
    expect(body.errors[0].code).toBe('CHARGE_STATUS');
    expect(await invoiceCount(id)).toBe(0);
  });
});

describe('/sellers/invoice-config', () => {
  it('reads the config: active for the demo merchant, not configured for the new one', async () => {
    expect((await call('GET', '/sellers/invoice-config')).body).toEqual({
      data: { active: true, configured: true },
    });
    expect((await call('GET', '/sellers/invoice-config', undefined, OTHER_ADMIN)).body.data.active).toBe(
      false,
    );
    expect((await call('GET', '/sellers/invoice-config', undefined, NEW_ADMIN)).body).toEqual({
      data: { active: false, configured: false },
    });
    expect((await call('PATCH', '/sellers/invoice-config', { active: false }, NEW_ADMIN)).status).toBe(409);
  });

  it('refuses to emit while emission is off, and only SELLER_CONFIG_NF switches it', async () => {
    expect((await call('PATCH', '/sellers/invoice-config', { active: false }, MANAGER)).status).toBe(403);
    expect((await call('PATCH', '/sellers/invoice-config', { active: 'no' })).status).toBe(400);
    const off = await call('PATCH', '/sellers/invoice-config', { active: false });
    expect(off.body).toEqual({ data: { active: false, configured: true } });
    const id = await withoutInvoice();
    const refused = await call('POST', `/charges/${id}/invoices`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].description).toBe(
      'A emissão de notas fiscais está desativada para este seller.',
    );
    expect(await invoiceCount(id)).toBe(0);
    expect((await call('PATCH', '/sellers/invoice-config', { active: true })).body.data.active).toBe(true);
  });
});
