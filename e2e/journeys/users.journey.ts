import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from '../support/browser';
import {
  expectAccessible,
  expectPath,
  type JourneyContext,
  signIn,
  step,
  useJourney,
} from '../support/journey';
import { readOutbox } from '../support/sandbox';

const INVITED = 'nova.vendedora@lojaexemplo.com.br';
const PASSWORD = 'senha-da-vendedora';
/**
 * The menu pages the SALE profile's roles open in the domain route table (links need the demo
 * merchant's view_seller_payment_link); the app lists those of them it has built so far.
 */
const SALE_MENU = ['Links de pagamento', 'Cobranças', 'Clientes', 'Segurança'];

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' }).first();

describe('users and profiles', () => {
  const journey = useJourney();
  let invitedBrowser: Browser | undefined;
  afterAll(async () => {
    await invitedBrowser?.close();
  });

  it('an admin invites a SALE user, who signs in to only their pages; blocking them ends their session', async () => {
    const { page, sandbox } = journey;
    const invitedRow = () => page.getByRole('row').filter({ hasText: INVITED });

    await step(journey, 'users-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await menuOf(page).getByRole('link', { name: 'Usuários' }).click();
      await expectPath(journey, '/usuarios');
      await page
        .getByRole('row')
        .filter({ hasText: 'caixa@demo.balcao.dev' })
        .getByText('BLOQUEADO')
        .waitFor();
      await expectAccessible(page, 'lista de usuários');
    });

    await step(journey, 'invite', async () => {
      await page.getByRole('button', { name: 'Adicionar usuário' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('O campo e-mail é obrigatório!').waitFor();
      await dialog.getByText('Selecione ao menos um perfil.').waitFor();
      await expectAccessible(page, 'adicionar usuário');
      await dialog.getByLabel('E-mail').fill(INVITED);
      await dialog.getByLabel('Perfil de adquirência').selectOption({ label: 'Vendedor' });
      await dialog.getByText('Links, cobranças e clientes; nada além disso.').waitFor();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Usuário criado com sucesso.').waitFor();
      await invitedRow().getByText('CRIADO').waitFor();
    });

    const [invitation] = await readOutbox(sandbox, INVITED);
    expect(invitation?.subject).toBe('Convite para acessar o Balcão');
    const link = invitation?.body.match(/\/redefinir-senha\/[0-9a-f]+/)?.[0];
    expect(link).toBeTruthy();

    invitedBrowser = await openBrowser();
    const invited: JourneyContext = { ...journey, browser: invitedBrowser, page: invitedBrowser.page };
    const user = invited.page;

    await step(invited, 'accept-invitation', async () => {
      await user.goto(`${sandbox.url}${link}`);
      await user.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
      await user.getByLabel('Confirme sua senha', { exact: true }).fill(PASSWORD);
      await user.getByRole('button', { name: 'Salvar nova senha' }).click();
      await user.getByText('Nova senha cadastrada com sucesso!').waitFor();
      await expectPath(invited, '/login');
      await signIn(invited, INVITED, PASSWORD);
      await expectPath(invited, '/cobrancas');
    });

    await step(invited, 'sale-menu', async () => {
      const menu = menuOf(user);
      await menu.getByRole('button', { name: 'Sair' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
      expect(await menu.getByRole('link', { name: 'Início' }).count()).toBe(0);
      const pages = (await menu.getByRole('link').allInnerTexts()).filter((name) => !name.includes('FAQ'));
      for (const name of pages) expect(SALE_MENU).toContain(name.trim());
      await expectAccessible(user, 'entrada do vendedor');
      await user.goto(`${sandbox.url}/usuarios`);
      await user.getByText('Você não tem permissão para visualizar essa página!').waitFor();
    });

    await step(journey, 'block', async () => {
      await page.reload();
      await invitedRow().getByText('ATIVO').waitFor();
      await invitedRow()
        .getByRole('button', { name: `Editar ${INVITED}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
      await dialog.getByLabel('Status').selectOption({ label: 'BLOQUEADO' });
      await dialog.getByText('Adquirência: Vendedor').waitFor();
      await expectAccessible(page, 'editar usuário');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Usuário atualizado com sucesso.').waitFor();
      await invitedRow().getByText('BLOQUEADO').waitFor();
    });

    await step(invited, 'session-ended', async () => {
      // The invited user's next request: the gateway refuses the token and the refresh.
      await user.goto(`${sandbox.url}/cobrancas`);
      await expectPath(invited, '/login');
      expect(await user.evaluate(() => localStorage.getItem('balcao.session'))).toBeNull();
      await signIn(invited, INVITED, PASSWORD);
      await user.getByText('BAR-0002 - Usuário sem acesso. Fale com o administrador da sua conta.').waitFor();
      await expectPath(invited, '/login');
    });
  });
});
