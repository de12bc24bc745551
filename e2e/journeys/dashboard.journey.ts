import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';
import { laptopViewport } from '../support/viewports';

/** 'R$ 1.234,56' → 123456 (the dashboard shows no negative amounts). */
const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The Total row of the chart's table alternative: [Recebido, Em atraso] in cents. */
async function chartTotals(page: Page): Promise<[number, number]> {
  const cells = page.getByRole('table', { name: 'Receita por dia do período' }).locator('tfoot td');
  const [paid, late] = await cells.allTextContents();
  return [cents(paid ?? ''), cents(late ?? '')];
}

/** The receivables list's total line ('12 cobranças, total R$ …'), or 0 when the list is empty. */
async function listTotal(page: Page): Promise<number> {
  const list = page.getByRole('region', { name: 'Recebíveis' });
  const summary = list.getByText(/cobranças?, total/);
  const empty = list.getByText(/^Sem dados de receita/);
  await summary.or(empty).first().waitFor();
  if (await empty.isVisible()) return 0;
  return cents((await summary.textContent())?.split('total')[1] ?? '');
}

/** Waits until the list (with `filter`) and the chart both show figures for the URL's period. */
async function agreeing(page: Page, filter: 'Pagas' | 'Atrasadas'): Promise<number> {
  await page.getByRole('button', { name: filter }).click();
  const column = filter === 'Pagas' ? 0 : 1;
  let chart = -1;
  await expect
    .poll(
      async () => {
        chart = (await chartTotals(page))[column];
        return (await listTotal(page)) === chart;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return chart;
}

describe('dashboard', () => {
  // At the narrowest laptop width: the walk of every page checks the layout, this the flow on it.
  const journey = useJourney({ viewport: laptopViewport(1024) });

  it('an admin switches between week and month, and the chart and the list agree for each period', async () => {
    const { page } = journey;

    await step(journey, 'dashboard-week', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      await page.getByRole('region', { name: 'Saldo' }).getByText('Disponível').waitFor();
      expect(
        await page.getByRole('button', { name: 'Semana', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await page.getByRole('button', { name: 'Mostrar tabela' }).click();
      const paid = await agreeing(page, 'Pagas');
      expect(paid).toBeGreaterThan(0);
      await agreeing(page, 'Atrasadas');
      await expectAccessible(page, 'dashboard semanal com a tabela');
    });

    await step(journey, 'dashboard-month', async () => {
      await page.getByRole('button', { name: 'Mês', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('period') === 'month');
      await page.getByRole('button', { name: /^Mês: / }).waitFor();
      const rows = page.getByRole('table', { name: 'Receita por dia do período' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(27);
      const paid = await agreeing(page, 'Pagas');
      expect(paid).toBeGreaterThan(0);
      await agreeing(page, 'Atrasadas');
      await page.getByRole('button', { name: 'Ocultar tabela' }).click();
      await page.getByRole('region', { name: 'Receita' }).locator('svg[height="600"]').waitFor();
      await expectAccessible(page, 'dashboard mensal com o gráfico');
    });

    await step(journey, 'dashboard-reload', async () => {
      const url = page.url();
      await page.reload();
      await page.getByRole('button', { name: /^Mês: / }).waitFor();
      expect(page.url()).toBe(url);
      expect(await page.getByRole('button', { name: 'Atrasadas' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Semana', exact: true }).click();
      await page.getByRole('button', { name: /^Semana: / }).waitFor();
      await page.getByRole('button', { name: 'Mostrar tabela' }).click();
      await agreeing(page, 'Pagas');
    });

    await step(journey, 'dashboard-row-opens-charge', async () => {
      const first = page.getByRole('list', { name: 'Cobranças do período' }).getByRole('link').first();
      await first.click();
      await page.waitForURL((url) => url.pathname.startsWith('/cobrancas/'));
      await page.getByRole('region', { name: 'Informações gerais' }).waitFor();
    });

    await step(journey, 'dashboard-phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goBack();
      await page.getByRole('region', { name: 'Receita' }).locator('svg[height="600"]').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'dashboard no celular');
      await page.setViewportSize({ width: 1280, height: 800 });
    });
    await signOut(journey);
  });
});
