import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { advanceClock, sandboxNow } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

/** A code of the authenticator at the sandbox's own time, which is the time the gateway checks codes by. */
async function codeAtSandboxTime(sandbox: RunningSandbox, secret: string) {
  return generate({ secret, epoch: Math.floor((await sandboxNow(sandbox)).getTime() / 1000) });
}

describe('two-factor setup', () => {
  const journey = useJourney();

  it('an admin turns on two-factor by reading the QR code’s secret, confirms a code, and must enter a code to sign in again', async () => {
    const { page, sandbox } = journey;
    await step(journey, 'open-security', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      await page.goto(`${sandbox.url}/seguranca`);
      await page.getByRole('heading', { name: 'Segurança' }).waitFor();
      await expectAccessible(page, 'segurança');
    });

    const secret = await step(journey, 'read-the-key', async () => {
      const toggle = page.getByRole('switch', { name: /Duplo fator de autenticação/ });
      expect(await toggle.isChecked()).toBe(false);
      const generated = page.waitForResponse(
        (r) => r.url().endsWith('/core/twofactor/generate') && r.request().method() === 'POST',
      );
      await toggle.click();
      // What the QR code carries (the component test checks the drawing is this URL's QR code).
      const { qrCodeUrl } = (await (await generated).json()) as { qrCodeUrl: string };
      const otpauth = new URL(qrCodeUrl);
      expect(otpauth.protocol).toBe('otpauth:');
      expect(otpauth.searchParams.get('issuer')).toBe('Balcão');
      const dialog = page.getByRole('dialog', { name: 'Ativar duplo fator de autenticação' });
      await dialog.waitFor();
      await expectAccessible(page, 'instalar o aplicativo');
      await dialog.getByRole('button', { name: 'Próximo' }).click();
      await dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
      await expectAccessible(page, 'QR code');
      const key = await dialog.getByLabel('Chave para digitar no aplicativo').inputValue();
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      // The key printed for typing is the QR code's secret; the codes below come from the QR code's.
      expect(otpauth.searchParams.get('secret')).toBe(key);
      await dialog.getByRole('button', { name: 'Próximo' }).click();
      return otpauth.searchParams.get('secret') ?? '';
    });

    await step(journey, 'confirm-a-code', async () => {
      const dialog = page.getByRole('dialog', { name: 'Ativar duplo fator de autenticação' });
      const code = dialog.getByLabel('Código de 6 dígitos');
      await code.fill('000000' === (await codeAtSandboxTime(sandbox, secret)) ? '111111' : '000000');
      await dialog.getByRole('button', { name: 'Ativar' }).click();
      await dialog.getByText('Código inválido').waitFor();
      await code.fill(await codeAtSandboxTime(sandbox, secret));
      await dialog.getByRole('button', { name: 'Ativar' }).click();
      await page.getByText('Duplo fator de autenticação ativado.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByRole('switch', { name: /Duplo fator de autenticação/ }).isChecked()).toBe(true);
    });

    await step(journey, 'sign-in-with-a-code', async () => {
      await signOut(journey);
      // The confirming code's 30-second step is spent: the next sign-in needs a later code.
      await advanceClock(sandbox, 30);
      await signIn(journey, 'admin@demo.balcao.dev');
      const code = page.getByLabel('Código');
      await code.waitFor();
      await code.fill(await codeAtSandboxTime(sandbox, secret));
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectPath(journey, '/');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
    });
  });
});
