import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import { subscribeByCard } from '../support/subscriptions';

const ABOVE = 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.';

describe('a subscription link split with a sub-seller', () => {
  const journey = useJourney();

  it('an admin is refused a split above what is available on a subscription link, saves a valid one, and the first card charge shows the division', async () => {
    const { page, sandbox } = journey;
    const title = 'Clube do Café com a parceira';

    await step(journey, 'subscription-split-form', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/seja-pago/criar/assinatura-customizada`);
      await page.getByRole('heading', { name: 'Nova assinatura customizada', level: 1 }).waitFor();
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'Clube do Café' });
      await expect.poll(() => page.getByLabel('Valor', { exact: true }).inputValue()).toMatch(/59,90$/);
      await page.getByLabel('Título', { exact: true }).fill(title);
      // §4, §5: the split takes the card only; boleto and Pix go off.
      await page.getByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' }).check();
      expect(await page.getByRole('checkbox', { name: 'Cartão de Crédito' }).isChecked()).toBe(true);
      for (const method of ['Boleto', 'Pix'])
        if (await page.getByRole('checkbox', { name: method }).count())
          expect(await page.getByRole('checkbox', { name: method }).isChecked()).toBe(false);
      await page
        .getByLabel('Sub-vendedor 1', { exact: true })
        .selectOption({ label: 'Mariana Costa Ribeiro' });
      await page.getByLabel('Percentual 1 (%)').fill('99');
    });

    await step(journey, 'subscription-split-above-available', async () => {
      await page.getByRole('alert').filter({ hasText: ABOVE }).waitFor();
      expect(await page.getByRole('button', { name: 'Criar link' }).count()).toBe(0);
      await expectAccessible(page, 'split acima do disponível na assinatura');
    });

    const url = await step(journey, 'subscription-split-saved', async () => {
      await page.getByLabel('Percentual 1 (%)').fill('10');
      const preview = page.getByRole('region', { name: 'Prévia do split' });
      await preview.getByText(/Mariana Costa Ribeiro: R\$\s5,99/).waitFor();
      await page.getByRole('button', { name: 'Criar link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cobrança criada com sucesso' });
      await dialog.waitFor();
      const address = await dialog.getByLabel('Link de pagamento').inputValue();
      await dialog.getByRole('button', { name: 'Pronto' }).click();
      await expectPath(journey, '/seja-pago');
      return address;
    });
    const linkId = url.split('/').at(-1) ?? '';

    await step(journey, 'subscription-split-paid-by-card', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await subscribeByCard(
        page,
        { name: 'Rita Assinante', document: '529.982.247-25', email: 'rita.assinante@exemplo.com.br' },
        '4111 1111 1111 1111',
      );
    });

    await step(journey, 'subscription-split-on-the-charge', async () => {
      await page.goto(`${sandbox.url}/cobrancas?field=paymentLink&term=${linkId}`);
      await expectPath(journey, '/cobrancas');
      const search = page.getByRole('search', { name: 'Busca' });
      await search.getByLabel('Buscar por').selectOption({ label: 'ID - Link de pagamento' });
      await search.getByRole('searchbox').fill(linkId);
      await search.getByRole('button', { name: 'Buscar' }).click();
      await page.getByRole('table').getByText('Paga', { exact: true }).first().waitFor();
      await page.getByRole('table').getByRole('link').first().click();
      await page.getByText('Rita Assinante').first().waitFor();
      // 10% of R$ 59,90 rounded down to the cent to the sub-seller; the seller keeps the rest.
      const split = page.getByRole('region', { name: 'Split' });
      await split.getByText('Mariana Costa Ribeiro').waitFor();
      await split.getByText(/R\$\s5,99/).waitFor();
      await page.getByText(/Sua parte: R\$\s53,91/).waitFor();
    });
  });
});
