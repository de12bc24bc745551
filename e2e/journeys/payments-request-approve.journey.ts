import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '@balcao/domain/boletos';
import { addDays } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bankingCall } from '../support/cards';
import { moveClockTo, sandboxToday } from '../support/clock';
import { pickDate } from '../support/dates';
import { expectAccessible, signIn, signOut, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';
import { laptopViewport } from '../support/viewports';

const OPERATOR = 'contabilidade@demo.balcao.dev';
const ADMIN = 'admin@demo.balcao.dev';
/** A seeded recipient of the sandbox's Pix directory (apps/sandbox/seed/pix-keys.ts), typed as people type a CPF. */
const PIX_KEY = '123.456.789-09';
const PIX_RECIPIENT = 'Marina Costa Ribeiro';
const PIX_CENTS = 25_000;
const SLIP_CENTS = 48_790;
/** The sandbox knows no issuer behind a slip: its beneficiary is the bank of the code (341). */
const SLIP_BENEFICIARY = 'ITAÚ UNIBANCO S.A.';

async function balanceCents(sandbox: RunningSandbox): Promise<number> {
  const { body } = await bankingCall<{ debitAccountAmount: number }>(
    sandbox,
    ADMIN,
    'GET',
    '/accounts/balance',
  );
  return reaisToCents(body.debitAccountAmount);
}

async function openNewPayment(page: Page, method: 'Pix' | 'Boleto') {
  await page.getByRole('button', { name: '+ Novo pagamento' }).click();
  const drawer = page.getByRole('dialog', { name: 'Novo pagamento' });
  await drawer.getByRole('radio', { name: new RegExp(method) }).check();
  await drawer.getByRole('button', { name: 'Continuar' }).click();
  return drawer;
}

async function finishAndClose(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Novo pagamento' });
  await drawer.getByRole('button', { name: 'Finalizar pagamento' }).click();
  await drawer.getByText('Pagamento enviado para aprovação').waitFor();
  // The footer's Fechar (the header's × is named Fechar too).
  await drawer.getByRole('button', { name: 'Fechar' }).last().click();
  await drawer.waitFor({ state: 'hidden' });
}

describe('payments: request, approve and pay', () => {
  // At the narrowest laptop width: the walk of every page checks the layout, this the flow on it.
  const journey = useJourney({ viewport: laptopViewport(1024) });

  it('an operator requests a Pix and a boleto, an admin approves both, and on their date both are paid from the balance', async () => {
    const { page, sandbox } = journey;
    const today = await sandboxToday(sandbox);
    const payDay = addDays(today, 2);
    const slipBarcode = buildBoletoBarcode({
      bankCode: '341',
      currency: '9',
      dueDate: addDays(today, 10),
      amountCents: SLIP_CENTS,
      freeField: '1572301234567890123450000',
    });
    const slipLine = barcodeToLinhaDigitavel(slipBarcode)!;

    await step(journey, 'operator-pix', async () => {
      await signIn(journey, OPERATOR);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/pagamentos`);
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      const drawer = await openNewPayment(page, 'Pix');
      await drawer.getByText(/Saldo disponível: R\$/).waitFor();
      await drawer.getByLabel('Valor').fill(String(PIX_CENTS));
      await expectAccessible(page, 'valor do Pix');
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByLabel('Chave Pix').fill(PIX_KEY);
      await expectAccessible(page, 'chave Pix');
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByText(PIX_RECIPIENT).waitFor();
      await drawer.getByText('***.456.789-**').waitFor();
      await pickDate(drawer, 'Data da transferência', payDay);
      await drawer.getByLabel('Descrição').fill('Consultoria de novembro');
      await drawer.getByLabel('Centro de custo').selectOption('administrativo');
      await expectAccessible(page, 'confirmação do Pix');
      await finishAndClose(page);
    });

    await step(journey, 'operator-boleto', async () => {
      const drawer = await openNewPayment(page, 'Boleto');
      await drawer.getByLabel('Código de barras').fill(slipLine);
      await expectAccessible(page, 'código de barras');
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByText(formatBRL(SLIP_CENTS)).waitFor();
      await drawer.getByText(SLIP_BENEFICIARY).first().waitFor();
      await expectAccessible(page, 'revisão do boleto');
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByLabel('Descrição').fill('Manutenção do ar-condicionado');
      await drawer.getByLabel('Centro de custo').selectOption('operacional');
      await pickDate(drawer, 'Data do pagamento', payDay);
      await finishAndClose(page);
    });

    await step(journey, 'admin-approves', async () => {
      await signOut(journey);
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/pagamentos`);
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Em aprovação' }).click();
      await page
        .getByRole('checkbox', { name: `Selecionar pagamento a ${PIX_RECIPIENT} de ${formatBRL(PIX_CENTS)}` })
        .check();
      await page
        .getByRole('checkbox', {
          name: `Selecionar pagamento a ${SLIP_BENEFICIARY} de ${formatBRL(SLIP_CENTS)}`,
        })
        .check();
      await expectAccessible(page, 'pagamentos em aprovação');
      await page.getByRole('button', { name: 'Aprovar pagamentos' }).click();
      const drawer = page.getByRole('dialog', { name: 'Aprovar pagamentos' });
      await drawer.getByText(formatBRL(PIX_CENTS + SLIP_CENTS)).waitFor();
      await drawer.getByRole('button', { name: 'Aprovar pagamentos' }).click();
      await drawer.getByText('Pagamentos aprovados com sucesso!').waitFor();
      await drawer.getByRole('button', { name: 'Fechar' }).last().click();
      await drawer.waitFor({ state: 'hidden' });
    });

    await step(journey, 'paid-on-the-date', async () => {
      // Days later the session's tokens have expired: leave now, sign in again after.
      await signOut(journey);
      // Up to just before the bank's 06:00 run of the day, then past it: what else the days bring (transfers
      // settling into the account at midnight) lands in the first move, the two payments alone in the second.
      await moveClockTo(sandbox, payDay, 5);
      const before = await balanceCents(sandbox);
      await moveClockTo(sandbox, payDay, 7);
      const after = await balanceCents(sandbox);
      expect(before - after).toBe(PIX_CENTS + SLIP_CENTS);
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/pagamentos`);
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Saldo em conta' }).getByText(formatBRL(after)).waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pago' });
      // Paid on the latest date, the two come first in the list (scheduled date, newest first).
      const paid = page.getByRole('row').filter({ hasText: 'Pago' });
      await paid
        .filter({ hasText: PIX_RECIPIENT })
        .filter({ hasText: formatBRL(PIX_CENTS) })
        .waitFor();
      await paid
        .filter({ hasText: SLIP_BENEFICIARY })
        .filter({ hasText: formatBRL(SLIP_CENTS) })
        .waitFor();
      await expectAccessible(page, 'pagamentos pagos');
    });
  });
});
