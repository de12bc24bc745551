import { addDays } from '@balcao/domain/dates';
import { WITHDRAWAL_SUCCESS_MESSAGE } from '@balcao/domain/financial';
import { formatBRL } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import { moveClockTo, sandboxToday } from '../support/clock';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

/** The seed's merchant that receives at another bank and anticipates on demand (seed/constants.ts). */
const PARTNER_ADMIN = 'parceira@demo.balcao.dev';
/** The page shows money with a non-breaking space after 'R$'; text locators read it as a space. */
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe("financial page: 'Incluir saldo a liberar'", () => {
  const journey = useJourney();

  it('an admin of a seller banking elsewhere withdraws more than is available, the rest anticipated', async () => {
    const { page, sandbox } = journey;
    // 10:00 of the sandbox's next day: outside the blocked window whatever the real hour is.
    await moveClockTo(sandbox, addDays(await sandboxToday(sandbox), 1));

    const available = await step(journey, 'balance-to-release-open', async () => {
      await signIn(journey, PARTNER_ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Financeiro' })
        .click();
      await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
      const figure = page.getByRole('region', { name: 'Saldo' }).locator('dt:text-is("Disponível") + dd');
      await figure.waitFor();
      const toRelease = page.getByRole('region', { name: 'Saldo' }).locator('dt:text-is("A liberar") + dd');
      expect(cents(await toRelease.textContent())).toBeGreaterThan(10_000);
      return cents(await figure.textContent());
    });
    const total = available + 10_000;

    await step(journey, 'balance-to-release-preview', async () => {
      await page.getByRole('button', { name: 'Sacar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo repasse' });
      await dialog.waitFor();
      await dialog.getByLabel('Incluir saldo a liberar').check();
      await dialog.getByLabel('Valor', { exact: true }).fill(String(total));
      const preview = dialog.getByLabel('Prévia do repasse');
      await preview.getByText(money(10_000)).first().waitFor();
      await expect.poll(() => dialog.getByRole('button', { name: 'Sacar' }).isEnabled()).toBe(true);
      await expectAccessible(page, 'novo repasse com saldo a liberar');
    });

    await step(journey, 'balance-to-release-withdraw', async () => {
      const dialog = page.getByRole('dialog', { name: 'Novo repasse' });
      await dialog.getByRole('button', { name: 'Sacar' }).click();
      await page.getByText(WITHDRAWAL_SUCCESS_MESSAGE).first().waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Ver solicitações' }).click();
      const requests = page.getByRole('dialog', { name: 'Solicitações de repasse em processamento' });
      await requests
        .getByRole('cell', { name: money(total), exact: true })
        .first()
        .waitFor();
      await expectAccessible(page, 'solicitações com saldo a liberar');
    });
  });
});
