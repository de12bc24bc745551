import { maskBankSlip } from '@balcao/domain/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT_SUBDOMAIN } from '../../seed/charge-actions';
import { boletoBarcodeSvg } from '../areas/shared/boleto-barcode';
import { createTestSandbox, errorBody, type TestSandbox, textBody } from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

async function pick(where: string) {
  const [row] = await s.db.query<{ id: string; boleto_barcode: string; boleto_line: string; seller: string }>(
    `SELECT c.id, c.boleto_barcode, c.boleto_line, coalesce(se.fantasy_name, se.company_name) AS seller
       FROM charges c JOIN sellers se ON se.id = c.seller_id JOIN users u ON u.seller_id = c.seller_id
      WHERE u.email = 'admin@demo.balcao.dev' AND ${where} ORDER BY c.id LIMIT 1`,
  );
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  return row;
}
const get = (url: string) => s.call({ method: 'GET', url });

describe("the buyer's checkout pages", () => {
  it('a Pix charge shows the merchant, a favicon, a copy button and a status that the page polls', async () => {
    const charge = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    const page = await get(`/checkout/${DEMO_CHECKOUT_SUBDOMAIN}/pix/${charge.id}`);
    const body = textBody(page);
    expect(body).toContain(`<p class="loja"`);
    expect(body).toMatch(new RegExp(`class="loja"[^]*${charge.seller}`));
    expect(body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    expect(body).toContain('data-copy="pix-copia-e-cola"');
    expect(body).toContain('Copiar código Pix');
    expect(body).toContain(`data-status-url="/checkout/${DEMO_CHECKOUT_SUBDOMAIN}/pix/${charge.id}/status"`);
    expect(body).toContain('<script src="/_sandbox/checkout.js" defer></script>');
    expect(body).toContain('Aguardando pagamento');
  });

  it('a boleto shows its linha digitável with a copy button and its ITF barcode', async () => {
    const charge = await pick(`c.payment_method = 'BOLETO' AND c.status = 'SCHEDULED'`);
    const body = textBody(await get(`/checkout/boleto/${charge.id}`));
    expect(body).toContain(maskBankSlip(charge.boleto_line));
    expect(body).toContain('data-copy="linha-digitavel"');
    expect(body).toContain(
      boletoBarcodeSvg(charge.boleto_barcode).replace(
        '<svg ',
        '<svg aria-hidden="true" preserveAspectRatio="none" ',
      ),
    );
  });

  it('answers the public status, which turns paid when the buyer pays', async () => {
    const charge = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    const before = await get(`/checkout/pix/${charge.id}/status`);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    // Open until paid: waiting for its due date, or past it by the test clock.
    expect(before.body).toEqual({ status: expect.stringMatching(/^(SCHEDULED|LATE)$/), paid: false });
    expect((await get(`/checkout/${DEMO_CHECKOUT_SUBDOMAIN}/pix/${charge.id}/status`)).body).toEqual(
      before.body,
    );
    expect((await s.call({ method: 'POST', url: `/_sandbox/charges/${charge.id}/pay` })).status).toBe(200);
    expect((await get(`/checkout/pix/${charge.id}/status`)).body).toEqual({ status: 'PAID', paid: true });
    const paid = textBody(await get(`/checkout/pix/${charge.id}`));
    expect(paid).toContain('>Pago<');
    expect(paid).not.toContain('data-status-url');
  });

  it('hides another kind, another subdomain and unknown ids behind the same 404', async () => {
    const charge = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    for (const url of [
      `/checkout/boleto/${charge.id}/status`,
      `/checkout/outra-loja/pix/${charge.id}/status`,
      '/checkout/pix/00000000-0000-4000-8000-000000000000/status',
      '/checkout/pix/nao-e-uuid/status',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(errorBody(answer).errors[0]?.code, url).toBe('NOT_FOUND');
    }
  });

  it('serves the script the pages load, from this origin', async () => {
    const script = await get('/_sandbox/checkout.js');
    expect(script.status).toBe(200);
    expect(String(script.headers['content-type'])).toContain('javascript');
    expect(textBody(script)).toContain('data-status-url');
  });
});
