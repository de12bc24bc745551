import { AuthenticationError, Balcao } from '@balcao/sdk';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

const TITLE = 'Script de conciliação';

/** The script an integrator runs with the key: the SDK in this process, no browser, no user session. */
async function scriptListsCharges(baseUrl: string, apiKey: string): Promise<number> {
  const balcao = new Balcao({ baseUrl, apiKey, maxRetries: 0 });
  const first = await balcao.charges.list({ size: 5 }).pages().next();
  return first.value?.totalElements ?? 0;
}

async function scriptRefusal(baseUrl: string, apiKey: string): Promise<unknown> {
  return scriptListsCharges(baseUrl, apiKey).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('API keys', () => {
  const journey = useJourney();

  it('an admin creates a key, a script lists charges with it, and deactivating and reactivating it take effect at once', async () => {
    const { page, sandbox } = journey;
    await step(journey, 'api-keys-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/integracao`);
      await page.getByRole('heading', { name: 'Integração', level: 1 }).waitFor();
      await page.getByRole('cell', { name: 'ERP da loja', exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Chaves API' }).getAttribute('aria-selected')).toBe('true');
      await expectAccessible(page, 'chaves api');
    });

    const secret = await step(journey, 'api-keys-create', async () => {
      await page.getByRole('button', { name: 'Nova chave' }).click();
      const title = page.getByLabel('Título', { exact: true });
      await title.waitFor();
      // §5: the next number is suggested (the seed has two keys).
      expect(await title.inputValue()).toBe('Chave 3');
      await title.fill(TITLE);
      await page.getByRole('button', { name: 'Salvar' }).click();
      const shown = page.getByRole('dialog', { name: `Chave criada: ${TITLE}` });
      await shown.waitFor();
      await page.getByText('Token criado com sucesso!').waitFor();
      const value = await shown.getByLabel('Chave de API').inputValue();
      expect(value).toMatch(/^bk_test_[A-Za-z0-9_-]{43}$/);
      await expectAccessible(page, 'chave criada');
      await shown.getByRole('button', { name: 'Concluir' }).click();
      await shown.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: TITLE, exact: true }).waitFor();
      return value;
    });

    await step(journey, 'api-keys-script-works', async () => {
      expect(await scriptListsCharges(sandbox.url, secret)).toBeGreaterThan(0);
      // The list shows the use: read again on a reload.
      await page.reload();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: TITLE, exact: true }) });
      await row.waitFor();
      await expect.poll(() => row.getByText('Nunca usada').count()).toBe(0);
    });

    await step(journey, 'api-keys-deactivate', async () => {
      await page.getByRole('button', { name: `Desativar ${TITLE}` }).click();
      const ask = page.getByRole('alertdialog', { name: 'Tem certeza que deseja desativar essa chave?' });
      await ask.getByRole('button', { name: 'Desativar' }).click();
      await page.getByText('Token desativado com sucesso').waitFor();
      await ask.waitFor({ state: 'hidden' });
      const refused = await scriptRefusal(sandbox.url, secret);
      expect(refused).toBeInstanceOf(AuthenticationError);
      expect((refused as AuthenticationError).errors[0]?.description).toMatch(/^Chave de API desativada\./);
    });

    await step(journey, 'api-keys-reactivate', async () => {
      await page.getByRole('button', { name: `Ativar ${TITLE}` }).click();
      const ask = page.getByRole('alertdialog', { name: 'Tem certeza que deseja ativar essa chave?' });
      await ask.getByRole('button', { name: 'Ativar' }).click();
      await page.getByText('Token ativado com sucesso!').waitFor();
      await ask.waitFor({ state: 'hidden' });
      expect(await scriptListsCharges(sandbox.url, secret)).toBeGreaterThan(0);
    });
  });
});
