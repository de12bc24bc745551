import { describe, expect, it } from 'vitest';
import { bankingCall } from '../support/cards';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';

describe('cards: invoice due day', () => {
  const journey = useJourney();

  it('an admin sets the invoices to fall due on the 18th, once: afterwards the day cannot change', async () => {
    const { page, sandbox } = journey;

    await step(journey, 'due-day-open', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/cartao`);
      await page.getByRole('heading', { name: 'Cartões', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Ver faturas' }).click();
      await page.getByRole('heading', { name: 'Faturas', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Configurações' }).click();
      const dialog = page.getByRole('dialog', { name: 'Configurações' });
      await dialog.getByText('Hoje as faturas vencem no dia 12.').waitFor();
      await expectAccessible(page, 'configurações das faturas');
    });

    await step(journey, 'due-day-set', async () => {
      const dialog = page.getByRole('dialog', { name: 'Configurações' });
      await dialog.getByLabel('Dia 18').check();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Dia de vencimento definido com sucesso.').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(journey, 'due-day-locked', async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Faturas', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Configurações' }).click();
      const dialog = page.getByRole('dialog', { name: 'Configurações' });
      await dialog.getByText('As faturas vencem todo dia 18.').waitFor();
      await dialog.getByText('O dia de vencimento já foi definido e não pode ser alterado.').waitFor();
      expect(await dialog.getByLabel('Dia 22').isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
      await expectAccessible(page, 'dia de vencimento definido');
      // The issuer refuses a second choice too, whoever sends it.
      const again = await bankingCall(sandbox, ADMIN, 'PATCH', '/cards/invoices/update-due-day/22');
      expect(again.status).toBe(409);
    });
  });
});
