import { describe, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('routes outside the user roles', () => {
  const journey = useJourney();

  it('a visitor goes to /login and back to the page asked for; a seller sees the permission message', async () => {
    const { page, sandbox } = journey;
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
    });
  });
});
