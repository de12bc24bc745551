import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import { readOutbox } from '../support/sandbox';

describe('password reset by e-mail', () => {
  const journey = useJourney();

  it('a reset e-mail from the outbox sets a new password that then signs in', async () => {
    const { page, sandbox } = journey;
    const email = 'vendas@demo.balcao.dev';
    await step(journey, 'reset-request', async () => {
      await page.goto(`${sandbox.url}/login`);
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await expectPath(journey, '/redefinir-senha');
      await expectAccessible(page, 'pedido de redefinição');
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await page.getByText('O campo e-mail é obrigatório!').waitFor();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await page.getByText('Link enviado para seu e-mail, por favor, verifique!').waitFor();
      await expectPath(journey, '/login');
    });
    const [message] = await readOutbox(sandbox, email);
    const link = message?.body.match(/\/redefinir-senha\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await step(journey, 'new-password', async () => {
      await page.goto(`${sandbox.url}${link}`);
      await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-123');
      await page.getByLabel('Confirme sua senha', { exact: true }).fill('outra-senha-123');
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await page.getByText('As senhas precisam ser iguais').waitFor();
      await expectAccessible(page, 'nova senha');
      await page.getByLabel('Confirme sua senha', { exact: true }).fill('nova-senha-123');
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await page.getByText('Nova senha cadastrada com sucesso!').waitFor();
      await expectPath(journey, '/login');
      await signIn(journey, email, 'nova-senha-123');
      await expectPath(journey, '/cobrancas');
    });
  });
});
