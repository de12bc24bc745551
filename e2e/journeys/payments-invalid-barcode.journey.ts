import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '@balcao/domain/boletos';
import { addDays } from '@balcao/domain/dates';
import { describe, expect, it } from 'vitest';
import { sandboxToday } from '../support/clock';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

const OPERATOR = 'contabilidade@demo.balcao.dev';

describe('payments: an invalid barcode', () => {
  const journey = useJourney();

  it('an operator types a boleto line with a wrong digit and the drawer refuses it before asking the bank', async () => {
    const { page, sandbox } = journey;
    const line = barcodeToLinhaDigitavel(
      buildBoletoBarcode({
        bankCode: '237',
        currency: '9',
        dueDate: addDays(await sandboxToday(sandbox), 7),
        amountCents: 12_990,
        freeField: '3381260007827136000063300',
      }),
    )!;
    // One digit of the second field changed: the field's check digit no longer holds.
    const typo = `${line.slice(0, 12)}${(Number(line[12]) + 1) % 10}${line.slice(13)}`;
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/banking/payments/create')) lookups.push(request.url());
    });

    await step(journey, 'barcode-refused', async () => {
      await signIn(journey, OPERATOR);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/pagamentos`);
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      await page.getByRole('button', { name: '+ Novo pagamento' }).click();
      const drawer = page.getByRole('dialog', { name: 'Novo pagamento' });
      await drawer.getByRole('radio', { name: /Boleto/ }).check();
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      const field = drawer.getByLabel('Código de barras');

      await field.pressSequentially(line.slice(0, 30));
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByText('O código de barras deve ter 44 ou 47 dígitos').waitFor();

      await field.fill('');
      await field.pressSequentially(typo);
      // Typed digit by digit, the line is grouped as the slip prints it.
      expect(await field.inputValue()).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByText('Código de barras inválido').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, 'código de barras inválido');
      // Still on the barcode step, and the bank was never asked.
      expect(await drawer.getByRole('button', { name: 'Voltar' }).isEnabled()).toBe(true);
      expect(lookups).toEqual([]);

      // The right line goes through to the lookup: the refusal was the typo's.
      await field.fill(line);
      await drawer.getByRole('button', { name: 'Continuar' }).click();
      await drawer.getByText('Vencimento').waitFor();
      expect(lookups).toHaveLength(1);
    });
  });
});
