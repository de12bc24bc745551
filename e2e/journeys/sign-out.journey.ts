import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('Sair', () => {
  const journey = useJourney();

  it('returns to /login, and the back button does not show private data', async () => {
    const { page } = journey;
    await step(journey, 'sign-out', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      // A second visit to the private page, so that the history has it behind the sign-out.
      await page.goto(`${journey.sandbox.url}/?visita=2`);
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      await signOut(journey);
      expect(await page.evaluate(() => localStorage.getItem('balcao.session'))).toBeNull();
      await page.goBack();
      await expectPath(journey, '/login');
      expect(await page.getByText('Olá, Loja Exemplo!').count()).toBe(0);
      await expectAccessible(page, 'login depois de sair');
      await page.reload();
      await expectPath(journey, '/login');
    });
  });
});
