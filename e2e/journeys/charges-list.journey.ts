import { describe, expect, it } from 'vitest';
import { dayButtonName, dayOfMonth, monthBefore } from '../support/calendar';
import { sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('charges list', () => {
  const journey = useJourney();

  it('an admin filters late charges by due date, keeps the filters in the URL through a reload', async () => {
    const { page, sandbox } = journey;
    // Late charges of the two months before the sandbox's (the seed's dates are relative to its clock).
    const today = await sandboxToday(sandbox);
    const from = monthBefore(today, 2).first;
    const to = dayOfMonth(monthBefore(today, 1).first, 28);

    await step(journey, 'charges-open-from-menu', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Cobranças' })
        .click();
      await expectPath(journey, '/cobrancas');
      await page.getByRole('heading', { name: 'Cobranças', level: 1 }).waitFor();
      await page.getByText(/Mostrando 1 a 10 de [\d.]+ cobranças/).waitFor();
      await expectAccessible(page, 'lista de cobranças');
    });

    await step(journey, 'charges-filter', async () => {
      await page.getByRole('button', { name: 'Filtros' }).click();
      const panel = page.getByRole('dialog', { name: 'Filtros' });
      await panel.getByLabel('Status').selectOption({ label: 'Atrasada' });
      await panel.getByRole('button', { name: /^Data de vencimento/ }).click();
      const calendar = page.getByRole('dialog', { name: 'Selecionar data de vencimento' });
      await calendar.getByRole('button', { name: 'Mês anterior' }).click();
      await calendar.getByRole('button', { name: 'Mês anterior' }).click();
      await calendar.getByRole('button', { name: dayButtonName(from) }).click();
      await calendar.getByRole('button', { name: 'Próximo mês' }).click();
      await calendar.getByRole('button', { name: dayButtonName(to) }).click();
      await expectAccessible(page, 'painel de filtros de cobranças');
      await panel.getByRole('button', { name: 'Filtrar' }).click();
      await panel.waitFor({ state: 'hidden' });
    });

    const expectFiltered = async () => {
      await page.waitForURL((url) => url.searchParams.get('status') === 'LATE');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/cobrancas');
      expect(url.searchParams.get('expirationDateInitial')).toBe(from);
      expect(url.searchParams.get('expirationDateFinal')).toBe(to);
      await page.getByRole('button', { name: 'Filtros (2)' }).waitFor();
      const table = page.getByRole('table');
      await table
        .getByRole('link', { name: /^Ver cobrança/ })
        .first()
        .waitFor();
      const statuses = await table.locator('tbody tr td:nth-child(5)').allTextContents();
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['Atrasada']));
      const dates = await table.locator('tbody tr td:nth-child(3)').allTextContents();
      const iso = dates.map((date) => date.split('/').reverse().join('-'));
      for (const day of iso) expect(day >= from && day <= to).toBe(true);
      // Latest due date first.
      expect([...iso].sort().reverse()).toEqual(iso);
    };

    await step(journey, 'charges-filtered', async () => {
      await expectFiltered();
      await expectAccessible(page, 'cobranças filtradas');
    });

    await step(journey, 'charges-reload', async () => {
      await page.reload();
      await expectFiltered();
    });

    await step(journey, 'charges-forbidden', async () => {
      await signOut(journey);
      await signIn(journey, 'financeiro@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/cobrancas`);
      await page.getByText('Você não tem permissão para visualizar essa página!').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await expectAccessible(page, 'cobranças sem permissão');
    });
  });
});
