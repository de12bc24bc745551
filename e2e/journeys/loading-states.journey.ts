import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPath, signIn, step, useJourney } from '../support/journey';

/** Holds the matching requests until `release()`: the test sees the page while the gateway is slow. */
function holdRequests() {
  const held: Route[] = [];
  let arrived: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return {
    first,
    handler: (route: Route) => {
      held.push(route);
      arrived();
    },
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The charges list's own request (10 a page), not the dashboard's first-charge read (1 a page). */
const LIST = /\/payment\/charges\?.*size=10/;

describe('a slow or failing gateway', () => {
  const journey = useJourney();

  it('shows the shell and Carregando on a direct load, the progress bar on navigation, and §8 toasts on a 500', async () => {
    const { page, sandbox } = journey;
    const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();

    await step(journey, 'loading-direct', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      const slow = holdRequests();
      await page.route(LIST, slow.handler);
      await page.goto(`${sandbox.url}/cobrancas`);
      await slow.first;
      // The shell and the page's pending state, never a white page.
      await menu.waitFor();
      await page.getByRole('status').filter({ hasText: 'Carregando' }).waitFor();
      await slow.release();
      await page.unroute(LIST);
      await page.getByRole('heading', { level: 1, name: 'Cobranças' }).waitFor();
    });

    await step(journey, 'loading-navigation', async () => {
      const slow = holdRequests();
      await page.route(/\/payment\/sellers\/subseller\?/, slow.handler);
      await menu.getByRole('link', { name: 'Sub-vendedores' }).click();
      await slow.first;
      await page.getByRole('progressbar', { name: 'Carregando página' }).waitFor();
      await slow.release();
      await page.unroute(/\/payment\/sellers\/subseller\?/);
      await page.getByRole('heading', { level: 1, name: 'Sub-vendedores' }).waitFor();
      await page.getByRole('progressbar', { name: 'Carregando página' }).waitFor({ state: 'detached' });
    });

    await step(journey, 'loading-failure', async () => {
      await page.route(/\/payment\/charges\/[^/?]+$/, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ code: 'PAY-500', description: 'Serviço indisponível' }] }),
        }),
      );
      await page.goto(`${sandbox.url}/cobrancas/c0000000-0000-4000-8000-000000000001`);
      await menu.waitFor();
      await page.getByText('PAY-500 - Serviço indisponível').first().waitFor();
      await page
        .getByRole('heading', { level: 1, name: 'Falha ao carregar as informações da cobrança.' })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(1);
      await page.unroute(/\/payment\/charges\/[^/?]+$/);
    });
  });
});
