import { addDays, formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import { moveClockTo, sandboxToday } from '../support/clock';
import type { JourneyContext } from '../support/journey';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';
/** The page shows money with a non-breaking space after 'R$'; text locators read it as a space. */
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

function cents(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return Number(digits) * ((text ?? '').includes('-') ? -1 : 1);
}

const anticipable = (journey: JourneyContext) =>
  journey.page
    .getByRole('region', { name: 'Disponível para antecipação' })
    .locator('dt:text-is("Disponível para antecipação") + dd');

describe('financial page: anticipation', () => {
  const journey = useJourney();

  it('an admin simulates an anticipation above the available amount, gets the maximum, confirms it and finds it under Antecipações', async () => {
    const { page, sandbox } = journey;
    // 10:00 of the sandbox's next day, so the execution day (the next banking day) is known to be ahead.
    await moveClockTo(sandbox, addDays(await sandboxToday(sandbox), 1));

    const maximum = await step(journey, 'anticipation-open', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/financeiro`);
      await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
      await anticipable(journey).waitFor();
      return cents(await anticipable(journey).textContent());
    });
    expect(maximum).toBeGreaterThan(0);

    const executionDate = await step(journey, 'anticipation-simulate-above', async () => {
      await page.getByRole('button', { name: 'Antecipar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Antecipação de recebíveis' });
      await dialog.waitFor();
      const field = dialog.getByLabel('Valor a antecipar');
      // Digits are cents: the most the field takes, far above what there is to anticipate.
      await field.pressSequentially('99999999999');
      expect(await field.inputValue()).toBe(formatBRL(9_999_999_999));
      await dialog.getByRole('button', { name: 'Simular' }).click();
      await dialog.getByRole('button', { name: 'Confirmar antecipação' }).waitFor();
      // Simulated at the maximum, and the field now holds it.
      expect(cents(await field.inputValue())).toBe(maximum);
      const summary = dialog.getByLabel('Simulação');
      await summary.getByText(money(maximum), { exact: true }).waitFor();
      await expectAccessible(page, 'simulação da antecipação');
      return (await summary.locator('dt:text-is("Data da antecipação") + dd').textContent()) ?? '';
    });

    await step(journey, 'anticipation-confirm', async () => {
      const dialog = page.getByRole('dialog', { name: 'Antecipação de recebíveis' });
      await dialog.getByRole('button', { name: 'Confirmar antecipação' }).click();
      await page.getByText('Saldo antecipado com sucesso').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // Everything to release was anticipated: nothing is left for another anticipation.
      await expect.poll(async () => cents(await anticipable(journey).textContent())).toBe(0);
    });

    await step(journey, 'anticipation-listed', async () => {
      await page.getByRole('tab', { name: 'Antecipações' }).click();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Antecipação de recebíveis' })
        .filter({ hasText: money(maximum) });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain(executionDate);
      expect(executionDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(executionDate).not.toBe(formatApiDate(await sandboxToday(sandbox)));
      await expectAccessible(page, 'aba Antecipações');
    });
  });
});
