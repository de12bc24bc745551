import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

// A demo customer with no subscription of their own in the seed's first page (apps/sandbox/seed/customers.ts).
const CUSTOMER = 'Joana Ferraz Miranda';

describe('subscription import', () => {
  const journey = useJourney();

  it('an admin imports a subscription for a customer with Pix and sees it on /recorrencias', async () => {
    const { page, sandbox } = journey;
    await step(journey, 'import-open', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/recorrencias`);
      await page.getByRole('heading', { name: 'Recorrências', level: 1 }).waitFor();
      await page.getByText(/Mostrando 1 a 20 de [\d.]+ recorrências/).waitFor();
      await expectAccessible(page, 'recorrências');
      await page.getByRole('link', { name: 'Importar Recorrências' }).click();
      await expectPath(journey, '/importacao-de-recorrencia');
      await page.getByRole('heading', { name: 'Importação de Recorrências', level: 1 }).waitFor();
    });

    await step(journey, 'import-fill', async () => {
      await page.getByRole('combobox', { name: 'Cliente' }).fill('joana ferraz');
      await page.getByRole('option', { name: new RegExp(CUSTOMER) }).click();
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'Clube do Café' });
      await expect.poll(() => page.getByLabel('Valor', { exact: true }).inputValue()).toMatch(/59,90$/);
      await page.getByLabel('Periodicidade').selectOption('MONTHLY');
      // The first day the calendar lets the user choose (today, on the gateway's clock).
      await page.getByRole('button', { name: /^Próximo vencimento / }).click();
      const calendar = page.getByRole('dialog', { name: 'Selecionar próximo vencimento' });
      await calendar.locator('button[data-day]:not([aria-disabled="true"])').first().click();
      await calendar.waitFor({ state: 'hidden' });
      await page.getByLabel('Pix').check();
      await expectAccessible(page, 'importação de recorrências');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Assinatura importada com sucesso').waitFor();
      await expectPath(journey, '/recorrencias');
    });

    await step(journey, 'import-listed', async () => {
      await page.getByRole('searchbox', { name: 'Nome' }).fill(CUSTOMER);
      await page.getByRole('button', { name: 'Buscar' }).click();
      const row = page
        .getByRole('row', { name: /Clube do Café/ })
        .filter({ hasText: 'Ativo' })
        .first();
      await row.waitFor();
      await row.getByRole('link', { name: CUSTOMER }).click();
      await page.getByRole('heading', { name: CUSTOMER, level: 1 }).waitFor();
      await page.getByText('Pix', { exact: true }).waitFor();
      await expectAccessible(page, 'recorrência importada');
    });
  });
});
