import { nextDueDate } from '@balcao/domain/subscriptions';
import { describe, expect, it } from 'vitest';
import { moveClockTo, sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';
import { openSubscriptionOf, subscribeByCard, subscriptionStatus } from '../support/subscriptions';

const BUYER = {
  name: 'Paula Assinante Cardoso',
  document: '390.533.447-05',
  email: 'paula.cardoso@exemplo.com.br',
};

describe('subscription link paid by card', () => {
  const journey = useJourney();

  it('an admin creates a monthly subscription link, a buyer subscribes by card, and a month later the next charge is paid', async () => {
    const { page, sandbox } = journey;
    const today = await sandboxToday(sandbox);

    await step(journey, 'subscription-link-form', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/seja-pago`);
      await page.getByRole('heading', { name: 'Links de pagamento', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Criar' }).click();
      await page.getByRole('link', { name: 'Link de Pagamento' }).click();
      await page.getByRole('heading', { name: 'Nova cobrança pontual', level: 1 }).waitFor();
      // The Recorrente / Pontual selector leads to the subscription link's form.
      await page.getByRole('radio', { name: 'Recorrente' }).click();
      await expectPath(journey, '/seja-pago/criar/assinatura-customizada');
      await page.getByRole('heading', { name: 'Nova assinatura customizada', level: 1 }).waitFor();
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'Clube do Café' });
      await expect.poll(() => page.getByLabel('Valor', { exact: true }).inputValue()).toMatch(/59,90$/);
      expect(await page.getByLabel('Periodicidade').inputValue()).toBe('MONTHLY');
      expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe('Clube do Café');
      await page.getByLabel('Título', { exact: true }).fill('Assinatura mensal do Clube do Café');
      await page.getByLabel('Desconto no Pix (%)').fill('5');
      const preview = page.getByRole('complementary', { name: 'Pré-visualização' });
      await preview.getByText('Assinatura mensal do Clube do Café').waitFor();
      await preview.getByText(/Pix: R\$\s56,91 por mês \(5% de desconto\)/).waitFor();
      await expectAccessible(page, 'nova assinatura customizada');
      await page.getByRole('button', { name: 'Criar link' }).click();
    });

    const url = await step(journey, 'subscription-link-created', async () => {
      const dialog = page.getByRole('dialog', { name: 'Cobrança criada com sucesso' });
      await dialog.waitFor();
      const address = await dialog.getByLabel('Link de pagamento').inputValue();
      expect(address).toMatch(/\/payment-link\/[0-9a-f-]{36}$/);
      await dialog.getByRole('button', { name: 'Pronto' }).click();
      await expectPath(journey, '/seja-pago');
      return address;
    });

    await step(journey, 'subscription-link-buyer-pays', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Assinatura mensal do Clube do Café', level: 1 }).waitFor();
      await page.getByText('(5% de desconto)').waitFor();
      await expectAccessible(page, 'página pública do link de assinatura');
      await subscribeByCard(page, BUYER, '4111 1111 1111 1111');
    });

    const detailPath = await step(journey, 'subscription-active', async () => {
      const path = await openSubscriptionOf(page, sandbox.url, BUYER.name);
      await expect.poll(() => subscriptionStatus(page)).toBe('Ativo');
      const charges = page.getByRole('table', { name: 'Últimas cobranças' });
      await charges.getByText('Paga').waitFor();
      expect(await charges.getByRole('row').count()).toBe(2);
      await expectAccessible(page, 'recorrência do link');
      return path;
    });

    await step(journey, 'subscription-next-month', async () => {
      const due = nextDueDate(today, 'MONTHLY');
      await moveClockTo(sandbox, due);
      // Moving the clock by days expires the session's tokens: leave and sign in again.
      await signOut(journey);
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}${detailPath}`);
      await page.getByRole('heading', { name: BUYER.name, level: 1 }).waitFor();
      const charges = page.getByRole('table', { name: 'Últimas cobranças' });
      const [y, m, d] = due.split('-');
      await charges.getByRole('link', { name: `${d}/${m}/${y}` }).waitFor();
      await expect.poll(() => charges.getByText('Paga').count()).toBe(2);
      expect(await subscriptionStatus(page)).toBe('Ativo');
    });
  });
});
