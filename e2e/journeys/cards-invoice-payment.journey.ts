import { formatInvoiceMonth } from '@balcao/domain/cards';
import { addDays } from '@balcao/domain/dates';
import { describe, expect, it } from 'vitest';
import { bankingCall, followSandboxClock, issueCard, purchase } from '../support/cards';
import { moveClockTo } from '../support/clock';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';
import { readAttachment, readOutbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';
const CARD_NAME = 'Fornecedores';

describe('cards: paying an invoice', () => {
  const journey = useJourney();

  it('an admin pays a closed invoice from the account balance and the checking statement shows the debit', async () => {
    const { page, sandbox } = journey;
    const card = await issueCard(sandbox, ADMIN, { cardName: CARD_NAME, type: 'FREE_BALANCE' });
    const bought = await purchase(sandbox, card.id, 432.1, 'Gráfica Central');
    expect(bought.approved).toBe(true);
    const months = await bankingCall<{ content: { yearMonth: string; endDate: string }[] }>(
      sandbox,
      ADMIN,
      'GET',
      '/cards/invoices',
    );
    const month = months.body.content.find((m) => m.yearMonth === bought.yearMonth);
    if (!month) throw new Error(`sem a fatura de ${bought.yearMonth}`);
    // The day after its end date the scheduler has closed the invoice.
    await moveClockTo(sandbox, addDays(month.endDate, 1));
    await followSandboxClock(page, sandbox);

    const monthName = formatInvoiceMonth(month.yearMonth);
    await step(journey, 'invoice-closed', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/cartao`);
      await page.getByRole('heading', { name: 'Cartões', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Ver faturas' }).click();
      await page.getByRole('heading', { name: 'Faturas', level: 1 }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: monthName }) });
      await row.getByText('Fechada').waitFor();
      await expectAccessible(page, 'faturas por mês');
      await row.getByRole('link', { name: monthName }).click();
      await page.getByRole('heading', { name: `Fatura de ${monthName}`, level: 1 }).waitFor();
      await page.getByRole('button', { name: new RegExp(CARD_NAME) }).click();
      await page.getByRole('cell', { name: 'Gráfica Central' }).waitFor();
      await expectAccessible(page, 'fatura do mês');
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    });

    await step(journey, 'invoice-pay', async () => {
      const drawer = page.getByRole('dialog', { name: 'Pagar fatura' });
      const mine = drawer.getByRole('checkbox', { name: new RegExp(CARD_NAME) });
      await mine.waitFor();
      // Only the month being paid comes ticked, never the seed's older overdue invoices: other cards of the
      // same month are unticked so the payment is this card's alone.
      for (const box of await drawer.getByRole('checkbox').all()) {
        const text = await box.evaluate((el) => el.closest('label')?.textContent ?? '');
        if (!text.includes(monthName)) expect(await box.isChecked(), text).toBe(false);
        else if ((await box.isChecked()) && !text.includes(CARD_NAME)) await box.uncheck();
      }
      expect(await mine.isChecked()).toBe(true);
      await drawer.getByText('Total: R$ 432,10').waitFor();
      await expectAccessible(page, 'escolha das faturas');
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      const balance = drawer.getByRole('radio', { name: /Saldo em conta/ });
      await balance.waitFor();
      expect(await balance.isChecked()).toBe(true);
      await drawer.getByRole('button', { name: 'Pagar' }).click();
      await drawer.getByText('Pagamento da fatura realizado com sucesso!').waitFor();
      // The footer's Fechar (the header's × is named Fechar too).
      await drawer.getByRole('button', { name: 'Fechar' }).last().click();
      await drawer.waitFor({ state: 'hidden' });
      await page
        .getByRole('button', { name: new RegExp(CARD_NAME) })
        .getByText('Paga')
        .waitFor();
    });

    await step(journey, 'invoice-statement', async () => {
      await page.goto(`${sandbox.url}/reports`);
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Gerar relatório Extrato de contas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar relatório — Extrato de contas' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Conta').inputValue()).toBe('CHECKING_ACCOUNT');
      await dialog.getByRole('button', { name: 'Gerar relatório' }).click();
      await page.getByText('Relatório do extrato enviado para o seu e-mail.').first().waitFor();
      // The scheduler builds the report after the answer: it reaches the outbox within its next ticks.
      await expect
        .poll(async () => (await readOutbox(sandbox, ADMIN)).filter((m) => m.attachments.length > 0).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      const [mail] = (await readOutbox(sandbox, ADMIN)).filter((m) => m.attachments.length > 0);
      const csv = (await readAttachment(mail!.attachments[0]!.url)).toString('utf8');
      const debits = csv
        .split('\r\n')
        .filter((line) => line.includes('Pagamento de fatura do cartão'))
        .map((line) => line.split(';').at(-1));
      expect(debits).toContain('-432,10');
    });
  });
});
