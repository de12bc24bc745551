import { addDays } from '@balcao/domain/dates';
import { WITHDRAWAL_BLOCKED_MESSAGE, WITHDRAWAL_SUCCESS_MESSAGE } from '@balcao/domain/financial';
import { formatBRL } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import { moveClockTo, sandboxToday } from '../support/clock';
import type { JourneyContext } from '../support/journey';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';
import { laptopViewport } from '../support/viewports';

const FINANCE = 'financeiro@demo.balcao.dev';
/** The page shows money with a non-breaking space after 'R$'; text locators read it as a space. */
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

async function openFinancialPage(journey: JourneyContext) {
  const { page } = journey;
  await signIn(journey, FINANCE);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .first()
    .getByRole('link', { name: 'Financeiro' })
    .click();
  await page.waitForURL((url) => url.pathname === '/financeiro');
  await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
}

const available = (journey: JourneyContext) =>
  journey.page.getByRole('region', { name: 'Saldo' }).locator('dt:text-is("Disponível") + dd');

function cents(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return Number(digits) * ((text ?? '').includes('-') ? -1 : 1);
}

describe('financial page: withdrawal', () => {
  // At the narrowest laptop width: the walk of every page checks the layout, this the flow on it.
  const journey = useJourney({ viewport: laptopViewport(1024) });

  it('a finance user withdraws R$ 150,00, sees it in processing and the available balance fall by it; at 23:30 it is blocked', async () => {
    const { page, sandbox } = journey;
    // 10:00 of the sandbox's next day: outside the blocked window whatever the real hour is.
    const day = addDays(await sandboxToday(sandbox), 1);
    await moveClockTo(sandbox, day);

    const before = await step(journey, 'financial-open', async () => {
      await openFinancialPage(journey);
      await page
        .getByText('Você não possui transações no período selecionado')
        .or(page.getByRole('cell').first())
        .first()
        .waitFor();
      await available(journey).waitFor();
      await expectAccessible(page, 'página financeira');
      return cents(await available(journey).textContent());
    });
    expect(before).toBeGreaterThan(15000);

    await step(journey, 'financial-withdraw', async () => {
      await page.getByRole('button', { name: 'Sacar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo repasse' });
      await dialog.waitFor();
      // Checked before typing: the button's colours change as it turns enabled, and axe must not catch them mid-way.
      await expectAccessible(page, 'novo repasse');
      await dialog.getByLabel('Valor', { exact: true }).fill('15000');
      await dialog.getByRole('button', { name: 'Sacar' }).click();
      await page.getByText(WITHDRAWAL_SUCCESS_MESSAGE).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => cents(await available(journey).textContent()), { timeout: 15_000 })
        .toBe(before - 15000);
    });

    await step(journey, 'financial-requests', async () => {
      await page.getByRole('button', { name: 'Ver solicitações' }).click();
      const dialog = page.getByRole('dialog', { name: 'Solicitações de repasse em processamento' });
      await dialog.waitFor();
      await dialog
        .getByRole('cell', { name: money(15000), exact: true })
        .first()
        .waitFor();
      await dialog.getByText(/^Total: /).waitFor();
      await expectAccessible(page, 'solicitações de repasse');
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(journey, 'financial-blocked-window', async () => {
      // 23:30 in São Paulo of the same day, by the sandbox clock.
      await moveClockTo(sandbox, day, 23.5);
      // The session outlives the hours moved (the app refreshes its token); the page reads the new clock.
      await page.goto(`${sandbox.url}/financeiro`);
      await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Sacar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo repasse' });
      await dialog.getByText(WITHDRAWAL_BLOCKED_MESSAGE).waitFor();
      await dialog.getByLabel('Valor', { exact: true }).fill('1000');
      expect(await dialog.getByRole('button', { name: 'Sacar' }).isDisabled()).toBe(true);
      await expectAccessible(page, 'repasse bloqueado');
    });
  });
});
