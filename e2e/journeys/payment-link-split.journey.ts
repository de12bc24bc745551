import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

const ABOVE = 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.';

describe('a payment link split with a sub-seller', () => {
  const journey = useJourney();

  it('an admin is refused a split above what is available, saves a valid one, and the paid charge shows the division', async () => {
    const { page, sandbox } = journey;
    const title = 'Oficina de cerâmica com parceira';

    await step(journey, 'split-form', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/seja-pago/criar/cobranca-pontual`);
      await page.getByRole('heading', { name: 'Nova cobrança pontual', level: 1 }).waitFor();
      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Valor', { exact: true }).pressSequentially('20000');
      await page.getByRole('checkbox', { name: 'Pix' }).check();
      // §4: the split forces the card on and Pix off.
      await page.getByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' }).check();
      expect(await page.getByRole('checkbox', { name: 'Cartão de Crédito' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Pix' }).isChecked()).toBe(false);
      await page.getByLabel('Parcelas no cartão').selectOption('1');
      await page
        .getByLabel('Sub-vendedor 1', { exact: true })
        .selectOption({ label: 'Mariana Costa Ribeiro' });
      await page.getByLabel('Percentual 1 (%)').fill('99');
    });

    await step(journey, 'split-above-available', async () => {
      await page.getByRole('alert').filter({ hasText: ABOVE }).waitFor();
      expect(await page.getByRole('button', { name: 'Criar link' }).count()).toBe(0);
      await expectAccessible(page, 'split acima do disponível');
    });

    const url = await step(journey, 'split-saved', async () => {
      await page.getByLabel('Percentual 1 (%)').fill('15');
      const preview = page.getByRole('region', { name: 'Prévia do split' });
      await preview.getByText(/Mariana Costa Ribeiro: R\$\s30,00/).waitFor();
      await page.getByRole('button', { name: 'Criar link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cobrança criada com sucesso' });
      await dialog.waitFor();
      const address = await dialog.getByLabel('Link de pagamento').inputValue();
      await dialog.getByRole('button', { name: 'Pronto' }).click();
      await expectPath(journey, '/seja-pago');
      return address;
    });
    const linkId = url.split('/').at(-1) ?? '';

    await step(journey, 'split-link-paid-by-card', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByLabel('Nome completo').fill('Rita Compradora');
      await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
      await page.getByLabel('E-mail').fill('rita@exemplo.com.br');
      await page.getByLabel('Telefone com DDD').fill('(11) 98765-4321');
      await page.getByRole('radio', { name: /^Cartão de crédito / }).check();
      await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
      await page.getByLabel('Nome impresso no cartão').fill('RITA COMPRADORA');
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.getByText('Pagamento aprovado').waitFor();
    });

    await step(journey, 'split-on-the-charge', async () => {
      await page.goto(`${sandbox.url}/cobrancas?field=paymentLink&term=${linkId}`);
      await expectPath(journey, '/cobrancas');
      const search = page.getByRole('search', { name: 'Busca' });
      await search.getByLabel('Buscar por').selectOption({ label: 'ID - Link de pagamento' });
      await search.getByRole('searchbox').fill(linkId);
      await search.getByRole('button', { name: 'Buscar' }).click();
      await page.getByRole('table').getByText('Paga', { exact: true }).first().waitFor();
      await page.getByRole('table').getByRole('link').first().click();
      await page.getByText('Rita Compradora').first().waitFor();
      // 15% of R$ 200,00 to the sub-seller; the seller keeps the rest.
      const split = page.getByRole('region', { name: 'Split' });
      await split.getByText('Mariana Costa Ribeiro').waitFor();
      await split.getByText(/R\$\s30,00/).waitFor();
      await page.getByText(/Sua parte: R\$\s170,00/).waitFor();
      await expectAccessible(page, 'cobrança com split');
    });
  });
});
