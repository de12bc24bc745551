import { formatBRL } from '@balcao/domain/money';
import { simulateInstallments } from '@balcao/domain/payment-links';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

describe('creating a fast link', () => {
  const journey = useJourney();

  it('a sales user creates a fast link whose card fee the buyer bears, and its page charges the buyer the fee', async () => {
    const { page } = journey;
    const title = 'Consultoria de vitrine';
    // R$ 350,00 in 3x with the fee on the buyer: the total that leaves the seller the R$ 350,00.
    const buyerTotal = simulateInstallments(35000, 3).installmentsToBuyer[2]!.totalCents;

    await step(journey, 'fast-links-tab', async () => {
      await signIn(journey, 'vendas@demo.balcao.dev');
      await expectPath(journey, '/cobrancas');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Links de pagamento' })
        .click();
      await expectPath(journey, '/seja-pago');
      await page
        .getByRole('navigation', { name: 'Tipos de link' })
        .getByRole('link', { name: 'Links Rápidos' })
        .click();
      await page.getByRole('table', { name: 'Links Rápidos' }).getByText('Consultoria avulsa').waitFor();
    });

    await step(journey, 'fast-link-form', async () => {
      await page.getByRole('button', { name: 'Criar' }).click();
      await page.getByRole('link', { name: 'Link Rápido' }).click();
      await expectPath(journey, '/seja-pago/criar/link-rapido');
      // The list stays on screen until the form's code arrives (its search box is also 'Título').
      await page.getByRole('heading', { name: 'Novo link rápido', level: 1 }).waitFor();
      expect(await page.getByRole('radio', { name: 'cliente' }).isChecked()).toBe(true);
      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Valor').pressSequentially('35000');
      await page.getByRole('combobox', { name: 'Parcelas' }).selectOption('3');
      const simulation = page.getByRole('table', { name: 'Simulação de parcelas' });
      await simulation.getByRole('cell', { name: '3x' }).waitFor();
      await simulation.getByText(formatBRL(buyerTotal)).first().waitFor();
      expect(await page.getByLabel('Título').inputValue()).toBe(title);
      await expectAccessible(page, 'novo link rápido');
      await page.getByRole('button', { name: 'Criar link rápido' }).click();
    });

    const url = await step(journey, 'fast-link-created', async () => {
      const dialog = page.getByRole('dialog', { name: 'Link Rápido criado com sucesso' });
      await dialog.waitFor();
      const address = await dialog.getByLabel('Link de pagamento').inputValue();
      expect(address).toMatch(/\/checkout\/payment-link\/[0-9a-f-]{36}$/);
      await dialog.getByRole('button', { name: 'Pronto' }).click();
      await expectPath(journey, '/seja-pago');
      return address;
    });

    await step(journey, 'fast-link-public-page', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // Each method's price sits inside its choice.
      const card = page.getByRole('radio', { name: /^Cartão de crédito / });
      expect(await card.evaluate((input) => input.closest('label')?.textContent ?? '')).toContain(
        formatBRL(buyerTotal),
      );
      await expectAccessible(page, 'página pública do link rápido');
    });
  });
});
