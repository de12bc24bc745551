import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('terms gate of a merchant that has not accepted the current terms', () => {
  const journey = useJourney();

  it('a seller can only leave; an admin accepts; then the seller gets in', async () => {
    const { page } = journey;
    const gate = () => page.getByRole('dialog', { name: 'Atualizamos nossos termos de uso' });
    await step(journey, 'terms-seller-blocked', async () => {
      await signIn(journey, 'novo-vendas@demo.balcao.dev');
      await gate().waitFor();
      await expectAccessible(page, 'termos para quem não aceita');
      expect(await page.getByRole('button', { name: 'Li e aceito os termos' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await gate().waitFor();
      await gate().getByRole('button', { name: 'Sair' }).click();
      await expectPath(journey, '/login');
    });
    await step(journey, 'terms-admin-accepts', async () => {
      await signIn(journey, 'novo@demo.balcao.dev');
      await gate().getByRole('button', { name: 'Li e aceito os termos' }).click();
      await gate().waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: /^Olá, / }).waitFor();
      await signOut(journey);
    });
    await step(journey, 'terms-seller-enters', async () => {
      await signIn(journey, 'novo-vendas@demo.balcao.dev');
      await expectPath(journey, '/cobrancas');
      await page.getByRole('navigation', { name: 'Menu principal' }).first().waitFor();
      expect(await gate().count()).toBe(0);
    });
  });
});
