import { maskBankSlip } from '@balcao/domain/forms';
import { isValidPixBrCode } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT_SUBDOMAIN } from '../../../seed/charge-actions';
import {
  ADMIN,
  type AppConfig,
  createTestSandbox,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

const post = async (uuid: string, email = ADMIN, key?: string) =>
  (await s.clients(email)).payment.POST('/cartas/cancelamento', {
    body: { uuid },
    ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  });
async function pick(where: string, email = ADMIN) {
  const [row] = await s.db.query<{
    id: string;
    pix_br_code: string;
    boleto_line: string;
    boleto_barcode: string;
  }>(
    `SELECT c.id, c.pix_br_code, c.boleto_line, c.boleto_barcode FROM charges c
       JOIN users u ON u.seller_id = c.seller_id WHERE u.email = $1 AND ${where} ORDER BY c.id LIMIT 1`,
    [email],
  );
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  return row;
}
const NO_LETTER = `c.status = 'REFUND' AND NOT EXISTS (SELECT 1 FROM cancellation_letters l WHERE l.charge_id = c.id)`;
const path = (url: string) => new URL(url).pathname;

describe('POST cartas/cancelamento', () => {
  it('gives a refunded charge a public, printable letter with the refund', async () => {
    const { id } = await pick(NO_LETTER);
    const created = await post(id);
    expect(created.response.status).toBe(201);
    expect(created.data!.data.url).toMatch(
      /^http:\/\/localhost(:\d+)?\/_sandbox\/cartas-cancelamento\/[0-9a-f-]{36}$/,
    );
    const letter = await s.call({ method: 'GET', url: path(created.data!.data.url) });
    expect(letter.status).toBe(200);
    expect(letter.headers['content-type']).toContain('text/html');
    expect(letter.body).toContain('Carta de cancelamento');
    expect(letter.body).toContain(id);
    expect(letter.body).toContain('Loja Exemplo');
    expect(letter.body).toContain('Estornos');
  });

  it('replays the same letter for the same Idempotency-Key', async () => {
    const { id } = await pick(NO_LETTER);
    const first = await post(id, ADMIN, `carta-${id}`);
    const again = await post(id, ADMIN, `carta-${id}`);
    expect(again.data).toEqual(first.data);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses charges not refunded, other roles, other sellers and bad ids', async () => {
    expect((await refusal(post((await pick(`c.status = 'PAID'`)).id))).status).toBe(409);
    const { id } = await pick(NO_LETTER);
    expect((await refusal(post(id, FINANCE))).status).toBe(403);
    expect((await refusal(post(id, OTHER_ADMIN))).status).toBe(404);
    expect((await refusal(post('não-é-uuid'))).status).toBe(400);
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cancellation_letters WHERE charge_id = $1',
      [id],
    );
    expect(row?.n).toBe(0);
    expect(
      (
        await s.call({
          method: 'GET',
          url: '/_sandbox/cartas-cancelamento/00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
  });
});

describe('public checkout pages', () => {
  it('serves a Pix charge with its BR Code and QR, with or without the subdomain', async () => {
    const charge = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    expect(isValidPixBrCode(charge.pix_br_code)).toBe(true);
    const page = await s.call({
      method: 'GET',
      url: `/checkout/${DEMO_CHECKOUT_SUBDOMAIN}/pix/${charge.id}`,
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(charge.pix_br_code.replace(/&/g, '&amp;'));
    expect(page.body).toContain('<svg');
    expect((await s.call({ method: 'GET', url: `/checkout/pix/${charge.id}` })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/checkout/outra-loja/pix/${charge.id}` })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: `/checkout/boleto/${charge.id}` })).status).toBe(404);
  });

  it('serves a boleto with its linha digitável and barcode digits', async () => {
    const charge = await pick(`c.payment_method = 'BOLETO' AND c.status = 'SCHEDULED'`);
    const page = await s.call({ method: 'GET', url: `/checkout/boleto/${charge.id}` });
    expect(page.body).toContain(maskBankSlip(charge.boleto_line));
    expect(page.body).toContain(charge.boleto_barcode);
  });

  it('says a paid charge is paid, without the payment data', async () => {
    const charge = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    const page = await s.call({ method: 'GET', url: `/checkout/pix/${charge.id}` });
    expect(page.body).toContain('Esta cobrança já foi paga.');
    expect(page.body).not.toContain('<svg');
  });

  it('tells the app where the checkout is, and gives the charge its subdomain and QR', async () => {
    const config = await s.call({
      method: 'GET',
      url: '/config.json',
      headers: { host: '127.0.0.1:4010' },
    });
    expect(jsonBody<AppConfig>(config).checkoutUrl).toBe('http://127.0.0.1:4010/checkout');
    const { id } = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    const chargeOf = async (id: string, email: string) =>
      (await (await s.clients(email)).payment.GET('/charges/{id}', { params: { path: { id } } })).data!;
    const detail = await chargeOf(id, ADMIN);
    expect(detail.checkoutSubdomain).toBe(DEMO_CHECKOUT_SUBDOMAIN);
    expect(detail.pix!.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const other = await pick(`c.payment_method = 'PIX'`, OTHER_ADMIN);
    expect((await chargeOf(other.id, OTHER_ADMIN)).checkoutSubdomain).toBeNull();
  });
});
