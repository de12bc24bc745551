import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const NEW_SELLER_CNPJ = '28.765.432/0001-02';
// The simulated form is no contract operation: raw calls.
const send = (cnpj: string) =>
  s.call({
    method: 'POST',
    url: '/_sandbox/nota-fiscal',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cnpj }).toString(),
  });
const invoiceConfig = async (email: string) =>
  (await (await s.clients(email)).payment.GET('/sellers/invoice-config')).data;

describe('the simulated invoice configuration form', () => {
  it('shows a form for the company’s CNPJ', async () => {
    const form = await s.call({ method: 'GET', url: '/_sandbox/nota-fiscal' });
    expect(form.status).toBe(200);
    expect(form.body).toContain('<label for="cnpj">CNPJ da empresa</label>');
    expect(form.body).toContain('action="/_sandbox/nota-fiscal"');
  });

  it('configures and activates invoices of the seller with that CNPJ, once', async () => {
    expect(await invoiceConfig('novo@demo.balcao.dev')).toEqual({
      data: { active: false, configured: false },
    });
    const sent = await send(NEW_SELLER_CNPJ);
    expect(sent.status).toBe(201);
    expect(sent.body).toContain('Configuração concluída');
    expect(await invoiceConfig('novo@demo.balcao.dev')).toEqual({ data: { active: true, configured: true } });

    const again = await send(NEW_SELLER_CNPJ);
    expect(again.status).toBe(200);
    expect(again.body).toContain('já tem a nota fiscal configurada');
  });

  it('leaves a deactivated configuration as it is', async () => {
    expect((await send('45.321.678/0001-04')).status).toBe(200);
    expect(await invoiceConfig('outra@demo.balcao.dev')).toEqual({
      data: { active: false, configured: true },
    });
  });

  it('answers the form again with the problem for an invalid or unknown CNPJ, escaping what was typed', async () => {
    const invalid = await send('<b>12</b>');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('Informe um CNPJ válido.');
    expect(invalid.body).toContain('&lt;b&gt;12&lt;/b&gt;');
    expect(invalid.body).not.toContain('<b>12</b>');
    const unknown = await send('11.444.777/0001-61');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Nenhuma conta do Balcão tem este CNPJ.');
  });
});
