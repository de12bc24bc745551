import { addDays } from '@balcao/domain/dates';
import { WITHDRAWAL_SUCCESS_MESSAGE } from '@balcao/domain/financial';
import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, it } from 'vitest';
import { moveClockTo, sandboxToday } from '../support/clock';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';

describe('moving money asks who you are', () => {
  const journey = useJourney();

  it('the admin makes withdrawals ask, a withdrawal asks the password (a wrong one moves nothing), and the banking admin reads it in the activity log', async () => {
    const { page, sandbox } = journey;
    // 10:00 of the sandbox's next day: outside the withdrawals' blocked window whatever the real hour is.
    await moveClockTo(sandbox, addDays(await sandboxToday(sandbox), 1));

    await step(journey, 'step-up-settings', async () => {
      await signIn(journey, ADMIN);
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      await page.goto(`${sandbox.url}/seguranca`);
      const form = page.getByRole('form', { name: 'Confirmação de movimentações' });
      await form.waitFor();
      await expectAccessible(page, 'segurança com confirmações');
      await form.getByLabel('Transferir o saldo para a conta bancária').check();
      await form.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Confirmações salvas.').first().waitFor();
    });

    await step(journey, 'withdrawal-asks', async () => {
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Financeiro' })
        .click();
      await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Sacar' }).click();
      const withdrawal = page.getByRole('dialog', { name: 'Novo repasse' });
      await withdrawal.waitFor();
      await withdrawal.getByLabel('Valor', { exact: true }).fill('15000');
      await withdrawal.getByRole('button', { name: 'Sacar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirme sua identidade' });
      await confirm.waitFor();
      await expectAccessible(page, 'confirme sua identidade');
      await confirm.getByLabel('Senha').fill('nao-e-a-senha');
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await confirm.getByText('INVALID_PASSWORD - Senha inválida.').waitFor();
      await confirm.getByLabel('Senha').fill(DEMO_PASSWORD);
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByText(WITHDRAWAL_SUCCESS_MESSAGE).first().waitFor();
    });

    await step(journey, 'activity-log', async () => {
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Registro de atividades' })
        .click();
      await page.getByRole('heading', { name: 'Registro de atividades', level: 1 }).waitFor();
      await page
        .getByRole('combobox', { name: 'Ação' })
        .selectOption({ label: 'Transferência para a conta bancária' });
      const done = page.getByRole('row').filter({ hasText: 'Concluída' }).filter({ hasText: ADMIN });
      await done.first().waitFor();
      await page.getByRole('row').filter({ hasText: 'Recusada: sem confirmação' }).first().waitFor();
      await expectAccessible(page, 'registro de atividades');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      if (!file.suggestedFilename().startsWith('atividades-')) throw new Error(file.suggestedFilename());
    });
  });
});
