import { ACTIVATION_MESSAGES } from '@balcao/domain/bank-account';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../support/clock';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

/** The admin of Comércio Modelo, whose PJ account was never asked for (seed: INACTIVE). */
const ADMIN = 'outra@demo.balcao.dev';

async function fillAddress(card: Locator, cep: string, number: string, street: string) {
  await card.getByLabel('CEP', { exact: true }).fill(cep);
  await card.getByLabel('CEP', { exact: true }).blur();
  // The lookup fills the address and locks what it filled.
  await expect.poll(() => card.getByLabel('Rua', { exact: true }).inputValue()).toBe(street);
  expect(await card.getByLabel('Rua', { exact: true }).isDisabled()).toBe(true);
  await card.getByLabel('Número', { exact: true }).fill(number);
}

describe('PJ account activation', () => {
  const journey = useJourney();

  it('an admin of an inactive account completes the wizard with a person and a company as partners, sees it PENDING, then ACTIVE with the banking menu', async () => {
    const { page, sandbox } = journey;
    const menu = () => page.getByRole('navigation', { name: 'Menu principal' }).first();

    await step(journey, 'activation-company', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await menu().getByRole('link', { name: 'Ativar Conta PJ' }).click();
      await page.getByRole('heading', { name: 'Ativar Conta PJ', level: 1 }).waitFor();
      await page.getByText('Status: Não solicitada').waitFor();
      // Prefilled from the company lookup of the stored CNPJ.
      await expect.poll(() => page.getByLabel('Razão social').inputValue()).toBe('Comércio Modelo Ltda');
      expect(await page.getByLabel('CNPJ', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByLabel('Rua', { exact: true }).inputValue()).toBe('Praça Floriano');
      await page.getByLabel('E-mail', { exact: true }).fill('financeiro@');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await page.getByText(ACTIVATION_MESSAGES.email, { exact: true }).waitFor();
      await page.getByText(ACTIVATION_MESSAGES.required, { exact: true }).waitFor();
      await expectAccessible(page, 'ativação, dados da empresa');
      await page.getByLabel('E-mail', { exact: true }).fill('financeiro@comerciomodelo.com.br');
      await page.getByLabel('Data de abertura').fill('10032015');
      await page.getByRole('button', { name: 'Próximo' }).click();
    });

    await step(journey, 'activation-additional', async () => {
      await page.getByRole('heading', { name: 'Dados adicionais', level: 2 }).waitFor();
      expect(await page.getByLabel('Nome fantasia').inputValue()).toBe('Comércio Modelo');
      expect(await page.getByLabel('Categoria da empresa').inputValue()).toBe('LTDA');
      await page.getByLabel('Site').fill('comerciomodelo');
      await page.getByLabel('Atividade principal (CNAE)').fill('4712100');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await page.getByText(ACTIVATION_MESSAGES.url, { exact: true }).waitFor();
      await expectAccessible(page, 'ativação, dados adicionais');
      await page.getByLabel('Site').fill('www.comerciomodelo.com.br');
      await page.getByRole('button', { name: 'Próximo' }).click();
    });

    await step(journey, 'activation-partners', async () => {
      const partnerA = page.getByRole('region', { name: /^Sócio A/ });
      await partnerA.waitFor();
      expect(await page.getByRole('button', { name: 'Remover sócio' }).count()).toBe(0);
      await partnerA.getByLabel('CPF do sócio A').fill('52998224725');
      await partnerA.getByLabel('Nome completo do sócio A').fill('Olívia Souza Outra');
      await partnerA.getByLabel('Data de nascimento do sócio A').fill('02051985');
      await partnerA.getByLabel('E-mail do sócio A').fill('olivia@comerciomodelo.com.br');
      await partnerA.getByLabel('Telefone do sócio A').fill('21987654321');
      await fillAddress(partnerA, '20040020', '55', 'Praça Floriano');

      await page.getByRole('button', { name: '+ Adicionar sócio' }).click();
      const partnerB = page.getByRole('region', { name: /^Sócio B/ });
      await partnerB.getByLabel('CPF ou CNPJ do sócio B').fill('04252011000110');
      // A CNPJ makes the slot a company: legal name, founding date, always a legal representative.
      await partnerB.getByLabel('Razão social do sócio B').fill('Holding Modelo S.A.');
      await partnerB.getByLabel('Data de fundação do sócio B').fill('01012000');
      expect(await partnerB.getByLabel('Tipo do sócio B').inputValue()).toBe('LEGAL_REPRESENTATIVE');
      expect(await partnerB.getByLabel('Tipo do sócio B').isDisabled()).toBe(true);
      await partnerB.getByLabel('E-mail do sócio B').fill('holding@modelo.com.br');
      await partnerB.getByLabel('Telefone do sócio B').fill('2133221100');
      await fillAddress(partnerB, '01310100', '1000', 'Avenida Paulista');
      await expectAccessible(page, 'ativação, sócios');
    });

    await step(journey, 'activation-pending', async () => {
      await page.getByRole('button', { name: 'Finalizar' }).click();
      await page.getByText(ACTIVATION_MESSAGES.submitted).waitFor();
      await page.getByText('Status: Em análise').waitFor();
      // Back on step 1, now read-only; the menu item stays until the account is ACTIVE.
      await page.getByRole('heading', { name: 'Informações gerais', level: 2 }).waitFor();
      expect(await page.getByLabel('Razão social').isDisabled()).toBe(true);
      expect(await menu().getByRole('link', { name: 'Ativar Conta PJ' }).count()).toBe(1);
      await expectAccessible(page, 'ativação em análise');
    });

    await step(journey, 'activation-active', async () => {
      await advanceClock(sandbox, 360);
      await page.reload();
      await page.getByRole('heading', { name: 'Ativar Conta PJ', level: 1 }).waitFor();
      await page.getByText('Status: Ativa').waitFor();
      // The analysis ended the old token: the refresh brought the banking roles and the ACTIVE status.
      await menu().getByRole('heading', { name: 'Conta PJ' }).waitFor();
      await menu().getByRole('link', { name: 'Cartões' }).waitFor();
      expect(await menu().getByRole('link', { name: 'Ativar Conta PJ' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Próximo' }).isEnabled()).toBe(true);
      await expectAccessible(page, 'conta ativa');
    });
  });
});
