import { addDays, formatApiDate, monthNames } from '@balcao/domain/dates';
import { describe, expect, it } from 'vitest';
import { advanceClock, sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';
/** Longer than any month: the sandbox's month is never the one the browser's clock stays in. */
const MONTH_SECONDS = 32 * 24 * 3600;
/** 'Novembro de 2026': how the dashboard's period button names a month. */
const monthTitle = (day: string) => {
  const name = monthNames()[Number(day.slice(5, 7)) - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${day.slice(0, 4)}`;
};

/**
 * 'Today' is the gateway's (issue 25): the browser's clock stays where the journey started (support/journey.ts)
 * while the sandbox clock moves a month ahead, and every screen that reads 'today' follows the sandbox, not
 * the browser.
 */
describe('gateway clock', () => {
  const journey = useJourney();

  it("after the sandbox clock moves a month, the screens take 'today' from the gateway", async () => {
    const { page, sandbox } = journey;
    await advanceClock(sandbox, MONTH_SECONDS);
    const today = await sandboxToday(sandbox);
    const browserToday = await page.evaluate(() =>
      new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
    );
    expect(today.slice(0, 7)).not.toBe(browserToday.slice(0, 7));

    await step(journey, 'clock-dashboard', async () => {
      await signIn(journey, ADMIN);
      await expectPath(journey, '/');
      await page.getByRole('button', { name: 'Mês', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('period') === 'month');
      const month = monthTitle(today);
      await page.getByRole('button', { name: `Mês: ${month}` }).waitFor();
      await expectAccessible(page, 'dashboard no mês do sandbox');
    });

    await step(journey, 'clock-reports', async () => {
      await page.goto(`${sandbox.url}/reports`);
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Gerar relatório Vendas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar relatório — Vendas' });
      await dialog.getByText(`${formatApiDate(addDays(today, -30))} a ${formatApiDate(today)}`).waitFor();
      await expectAccessible(page, 'período do relatório no dia do sandbox');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(journey, 'clock-reload', async () => {
      // A reload starts a new page: the first answers tell the gateway's time again.
      await page.reload();
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Gerar relatório Vendas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar relatório — Vendas' });
      await dialog.getByText(`${formatApiDate(addDays(today, -30))} a ${formatApiDate(today)}`).waitFor();
    });
  });
});
