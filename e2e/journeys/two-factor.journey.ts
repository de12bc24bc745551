import { DEMO_TOTP_SECRET } from '@balcao/sandbox';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { sandboxNow } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

describe('two-factor sign-in', () => {
  const journey = useJourney();

  it('seguro@ enters with a code from its authenticator secret', async () => {
    const { page } = journey;
    await step(journey, 'two-factor', async () => {
      await signIn(journey, 'seguro@demo.balcao.dev');
      const code = page.getByLabel('Código');
      await code.waitFor();
      await expectAccessible(page, 'passo de dois fatores');
      await code.fill('12345');
      expect(await page.getByRole('button', { name: 'Entrar' }).isDisabled()).toBe(true);
      const lostAccess = page.getByRole('button', { name: 'Perdi o acesso ao meu autenticador' });
      await lostAccess.click();
      const dialog = page.getByRole('dialog', { name: 'Perdeu o acesso?' });
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Pronto' }).click();
      // Typed only once the dialog is gone and has handed the focus back to its trigger, as a
      // person would: keys typed while its focus trap still holds go to the dialog, not the field.
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => lostAccess.evaluate((button) => button === document.activeElement)).toBe(true);
      // The code of the sandbox's time: its clock, which checks the code, is pinned, not the machine's.
      const epoch = Math.floor((await sandboxNow(journey.sandbox)).getTime() / 1000);
      const totp = await generate({ secret: DEMO_TOTP_SECRET, epoch });
      await code.fill(totp);
      await expect.poll(() => code.inputValue()).toBe(totp);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectPath(journey, '/');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
    });
  });
});
