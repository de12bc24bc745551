import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('routes outside the user roles', () => {
  const journey = useJourney();

  it('a visitor goes to /login and back to the page asked for; a seller sees the permission message', async () => {
    const { page, sandbox } = journey;
    // Every page load is clean: no missing file (the favicon) and no error in the console, even when a
    // page is refused.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() === 404) problems.push(`404: ${response.url()}`);
    });
    await step(journey, 'visitor-redirect', async () => {
      await page.goto(`${sandbox.url}/`);
      await expectPath(journey, '/login');
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
    });
    await step(journey, 'seller-forbidden', async () => {
      await signOut(journey);
      await signIn(journey, 'vendas@demo.balcao.dev');
      await expectPath(journey, '/cobrancas');
      await page.goto(`${sandbox.url}/`);
      await page.getByText('Você não tem permissão para visualizar essa página!').waitFor();
      await page.getByRole('navigation', { name: 'Menu principal' }).first().waitFor();
      await expectAccessible(page, 'página sem permissão');
      // The refusal offers a way on, to a page the user may open (issue 26).
      await page.getByRole('link', { name: 'Ir para o início' }).click();
      await expectPath(journey, '/cobrancas');
      await page.getByRole('heading', { level: 1, name: 'Cobranças' }).waitFor();
      expect(await page.title()).toBe('Cobranças · Balcão');
      // A refused page reached from the app itself, as well as by its address.
      await page.goto(`${sandbox.url}/cobrancas`);
      await page.getByRole('heading', { level: 1, name: 'Cobranças' }).waitFor();
      await page.evaluate(() => window.history.pushState({}, '', '/usuarios'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.getByText('Você não tem permissão para visualizar essa página!').waitFor();
      const response = await page.request.get(`${sandbox.url}/favicon.svg`);
      expect(response.status()).toBe(200);
      expect(problems).toEqual([]);
    });
  });
});
