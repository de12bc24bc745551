import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('Sair', () => {
  const journey = useJourney();

  it('ends the session on the gateway, returns to /login, and the back button does not show private data', async () => {
    const { page } = journey;
    await step(journey, 'sign-out', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      // A second visit to the private page, so that the history has it behind the sign-out.
      await page.goto(`${journey.sandbox.url}/?visita=2`);
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      const { refreshToken } = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('balcao.session'))) ?? '{}',
      ) as { refreshToken?: string };
      expect(refreshToken).toEqual(expect.any(String));
      await signOut(journey);
      expect(await page.evaluate(() => localStorage.getItem('balcao.session'))).toBeNull();
      // Sair ended the session on the gateway too: the refresh token from the sign-in no longer refreshes.
      const revived = await fetch(`${journey.sandbox.url}/core/public/auth/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      expect(revived.status).toBe(401);
      await page.goBack();
      await expectPath(journey, '/login');
      expect(await page.getByText('Olá, Loja Exemplo!').count()).toBe(0);
      await expectAccessible(page, 'login depois de sair');
      await page.reload();
      await expectPath(journey, '/login');
    });
  });
});
