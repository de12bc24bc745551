import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

// A CNPJ the sandbox's company lookup knows (apps/sandbox/seed/lookups.ts).
const CNPJ = '34.190.875/0001-15';
const COMPANY = 'Oficina Sul Serviços Automotivos Ltda';

describe('customers', () => {
  const journey = useJourney();

  it('an admin adds a customer by CNPJ with name and address prefilled, then edits the phone', async () => {
    const { page, sandbox } = journey;
    await step(journey, 'customers-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/clientes`);
      await page.getByRole('heading', { name: 'Clientes', level: 1 }).waitFor();
      await page.getByText(/Mostrando 1 a 20 de [\d.]+ clientes/).waitFor();
      await expectAccessible(page, 'lista de clientes');
    });

    await step(journey, 'customers-add-identification', async () => {
      await page.getByRole('link', { name: 'Adicionar cliente' }).click();
      await expectPath(journey, '/clientes/adicionar-cliente');
      // The list stays on screen until the new page's code arrives: fill the new page's field only.
      await page.getByRole('heading', { name: 'Adicionar cliente', level: 1 }).waitFor();
      await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(CNPJ);
      await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe(COMPANY);
      expect(await page.getByLabel('Nome fantasia (opcional)').inputValue()).toBe('Oficina Sul');
      await page.getByLabel('E-mail', { exact: true }).fill('contato@oficinasul.com.br');
      await page.getByLabel('Telefone', { exact: true }).fill('51932217788');
      await expectAccessible(page, 'adicionar cliente, passo 1');
      await page.getByRole('button', { name: 'Próximo' }).click();
    });

    await step(journey, 'customers-add-address', async () => {
      await page.getByText('Passo 2 de 2').waitFor();
      expect(await page.getByLabel('CEP').inputValue()).toBe('90010-000');
      expect(await page.getByLabel('Rua').inputValue()).toBe('Rua dos Andradas');
      expect(await page.getByLabel('Número').inputValue()).toBe('1234');
      expect(await page.getByLabel('Cidade').inputValue()).toBe('Porto Alegre');
      expect(await page.getByLabel('Estado').inputValue()).toBe('RS');
      await expectAccessible(page, 'adicionar cliente, passo 2');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Cliente cadastrado com sucesso!').waitFor();
      await page.waitForURL(/\/clientes\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: COMPANY, level: 1 }).waitFor();
      expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(51) 93221-7788');
      await expectAccessible(page, 'cliente cadastrado');
    });

    await step(journey, 'customers-edit-phone', async () => {
      const identification = page.getByRole('region', { name: 'Identificação e contato' });
      await expect.poll(() => identification.getByLabel('Documento').inputValue()).toBe(CNPJ);
      expect(await identification.getByLabel('Documento').getAttribute('readonly')).not.toBeNull();
      await identification.getByLabel('Telefone', { exact: true }).fill('51998765432');
      await identification.getByRole('button', { name: 'Salvar' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Revise as alterações' });
      await dialog.waitFor();
      const row = dialog.getByRole('row', { name: /Telefone/ });
      await row.getByText('(51) 93221-7788').waitFor();
      await row.getByText('(51) 99876-5432').waitFor();
      expect(await dialog.getByRole('row').count()).toBe(2);
      await expectAccessible(page, 'revisão antes e depois');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Cliente editado com sucesso!').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(journey, 'customers-edit-persisted', async () => {
      await page.reload();
      const identification = page.getByRole('region', { name: 'Identificação e contato' });
      await expect
        .poll(() => identification.getByLabel('Telefone', { exact: true }).inputValue())
        .toBe('(51) 99876-5432');
      await page.goto(`${sandbox.url}/clientes?field=document&term=34190875`);
      await page.getByRole('link', { name: COMPANY }).waitFor();
      await page.getByRole('cell', { name: '(51) 99876-5432' }).waitFor();
    });
  });

  it('an admin sees a customer’s subscriptions in the Assinaturas tab', async () => {
    const { page, sandbox } = journey;
    const customer = await step(journey, 'subscriptions-find-customer', () =>
      customerWithTwoSubscriptions(sandbox.url),
    );
    await step(journey, 'subscriptions-tab', async () => {
      // Still signed in from the first test; run alone, the page asks for the admin's sign-in first.
      await page.goto(`${sandbox.url}/clientes/${customer.id}`);
      const heading = page.getByRole('heading', { name: customer.name, level: 1 });
      const enter = page.getByRole('button', { name: 'Entrar' });
      await heading.or(enter).first().waitFor();
      if (await enter.isVisible()) {
        await signIn(journey, 'admin@demo.balcao.dev');
        await expectPath(journey, '/');
        await page.goto(`${sandbox.url}/clientes/${customer.id}`);
      }
      await heading.waitFor();
      const tab = page.getByRole('tab', { name: 'Assinaturas' });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      const list = page.getByRole('region', { name: 'Assinaturas do cliente' });
      for (const plan of customer.plans) await list.getByRole('cell', { name: plan }).first().waitFor();
      expect(await list.getByRole('row').count()).toBe(customer.plans.length + 1);
      await list.getByText('Inativo').waitFor();
      await expectAccessible(page, 'aba Assinaturas do cliente');
    });

    await step(journey, 'subscriptions-tab-receivables', async () => {
      await page.getByRole('tab', { name: 'Recebíveis' }).click();
      await page.getByRole('tab', { name: 'Histórico' }).waitFor();
      await page.getByRole('tab', { name: 'Assinaturas' }).click();
      await page.getByRole('region', { name: 'Assinaturas do cliente' }).waitFor();
    });
  });
});

/** A demo customer with two subscriptions (an earlier inactive one and a current one), through the API. */
async function customerWithTwoSubscriptions(url: string) {
  const session = await fetch(`${url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: 'admin@demo.balcao.dev', password: DEMO_PASSWORD } }),
  }).then((r) => r.json());
  const page = await fetch(`${url}/payment/subscriptions?size=100`, {
    headers: { authorization: `Bearer ${session.token}` },
  }).then((r) => r.json());
  const byCustomer = new Map<string, { id: string; name: string; plans: string[] }>();
  for (const s of page.content as { customerId: string; customerName: string; titlePlan: string }[]) {
    const entry = byCustomer.get(s.customerId) ?? { id: s.customerId, name: s.customerName, plans: [] };
    entry.plans.push(s.titlePlan);
    byCustomer.set(s.customerId, entry);
  }
  const found = [...byCustomer.values()].find((c) => c.plans.length === 2);
  if (!found) throw new Error('o seed não tem cliente com duas assinaturas');
  return found;
}
