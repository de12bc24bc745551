import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('at 390 px wide', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });

  it('signs in, the sidebar becomes a drawer, and nothing scrolls sideways', async () => {
    const { page } = journey;
    await step(journey, 'mobile', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Início' }).waitFor();
      await expectAccessible(page, 'menu no celular');
      await drawer.getByRole('link', { name: 'Início' }).click();
      await drawer.waitFor({ state: 'detached' });
      await signOut(journey);
    });
  });
});
