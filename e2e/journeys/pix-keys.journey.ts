import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import { readOutbox } from '../support/sandbox';

const PHONE = '+5511976543210';
const SHOWN = '+55 (11) 97654-3210';

describe('Pix keys (/dados-conta)', () => {
  const journey = useJourney();

  it('an admin registers a phone key confirmed with the SMS code from the outbox, copies it and deletes it', async () => {
    const { page, sandbox } = journey;
    await journey.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: sandbox.url,
    });

    await step(journey, 'pix-keys-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.getByRole('link', { name: 'Dados da Conta' }).click();
      await expectPath(journey, '/dados-conta');
      await page.getByRole('heading', { name: 'Dados da Conta', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Chaves Pix' }).waitFor();
      await page.getByRole('heading', { name: 'Conta corrente' }).waitFor();
      await page.getByRole('heading', { name: 'Conta investimento' }).waitFor();
      await page.getByText('11.222.333/0001-81').waitFor();
      await expectAccessible(page, 'chaves pix');
    });

    await step(journey, 'pix-key-form', async () => {
      await page.getByRole('button', { name: 'Nova Chave Pix' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova Chave Pix' });
      await dialog.waitFor();
      await dialog.getByLabel('Tipo de chave').selectOption('phone');
      const cadastrar = dialog.getByRole('button', { name: 'Cadastrar' });
      expect(await cadastrar.isDisabled()).toBe(true);
      await dialog.getByLabel('Celular', { exact: true }).fill('11976543210');
      await expectAccessible(page, 'nova chave pix');
      await cadastrar.click();
      await dialog.getByLabel('Código', { exact: true }).waitFor();
      await dialog.getByText(`Enviamos um código por SMS para ${SHOWN}`).waitFor();
    });

    await step(journey, 'pix-key-otp', async () => {
      const [sms] = await readOutbox(sandbox, PHONE);
      const code = /é (\d{6})\./.exec(sms?.body ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const dialog = page.getByRole('dialog', { name: 'Nova Chave Pix' });
      await dialog.getByLabel('Código', { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await dialog.getByText('Código inválido').waitFor();
      await dialog.getByLabel('Código', { exact: true }).fill(code!);
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await dialog.getByText('Chave Pix cadastrada com sucesso!').waitFor();
      await expectAccessible(page, 'chave cadastrada');
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(SHOWN).waitFor();
    });

    await step(journey, 'pix-key-copy', async () => {
      await page.getByRole('button', { name: `Ações da chave Celular ${SHOWN}` }).click();
      await page.getByRole('button', { name: 'Copiar chave' }).click();
      await page.getByText('Chave copiada para a área de transferência.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PHONE);
    });

    await step(journey, 'pix-key-delete', async () => {
      await page.getByRole('button', { name: `Ações da chave Celular ${SHOWN}` }).click();
      await page.getByRole('button', { name: 'Excluir chave' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir essa chave?' });
      await confirm.waitFor();
      await expectAccessible(page, 'excluir chave pix');
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await page.getByText('Chave pix deletada com sucesso.').waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByText(SHOWN).count()).toBe(0);
    });
  });
});
