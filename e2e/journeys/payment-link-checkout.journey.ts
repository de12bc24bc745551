import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

async function tokenFor(sandbox: RunningSandbox, email: string) {
  const response = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  if (!response.ok) throw new Error(`sign-in respondeu ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A one-off link with Pix (10% off) and boleto, created through the API as the seller's admin. */
async function createLink(sandbox: RunningSandbox) {
  const token = await tokenFor(sandbox, 'admin@demo.balcao.dev');
  const response = await fetch(`${sandbox.url}/payment/payment-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 'ORDER',
      paymentOrder: { title: 'Oficina de cerâmica', description: 'Uma tarde, material incluso.', value: 120 },
      allowedPaymentMethods: {
        bankSlipMethod: { discount: null },
        pixMethod: { discount: { amount: 10, type: 'PERCENT' } },
      },
    }),
  });
  if (response.status !== 201) throw new Error(`criar link respondeu ${response.status}`);
  return (await response.json()) as { uuid: string; url: string };
}

describe('payment link checkout', () => {
  const journey = useJourney();

  it('a buyer pays a link by Pix, and the admin finds the charge by the link id', async () => {
    const { page, sandbox } = journey;
    const link = await createLink(sandbox);

    await step(journey, 'payment-link-page', async () => {
      await page.goto(link.url);
      await page.getByRole('heading', { name: 'Oficina de cerâmica', level: 2 }).waitFor();
      await page.getByText('(10% de desconto)').waitFor();
      await expectAccessible(page, 'página pública do link de pagamento');
    });

    await step(journey, 'payment-link-pay-pix', async () => {
      await page.getByLabel('Nome completo').fill('Joana Compradora');
      await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
      await page.getByLabel('E-mail').fill('joana@exemplo.com.br');
      await page.getByLabel('Telefone com DDD').fill('(11) 98765-4321');
      await page.getByLabel('Pix', { exact: true }).check();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/pix/'));
      const code = page.getByLabel('Pix copia e cola');
      await code.waitFor();
      expect(await code.inputValue()).toMatch(/^000201/);
      await expectAccessible(page, 'checkout Pix do link de pagamento');
    });

    const chargeId = page.url().split('/').at(-1) ?? '';

    await step(journey, 'payment-link-find-charge', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Cobranças' })
        .click();
      await expectPath(journey, '/cobrancas');
      const search = page.getByRole('search', { name: 'Busca' });
      await search.getByLabel('Buscar por').selectOption({ label: 'ID - Link de pagamento' });
      await search.getByRole('searchbox').fill(link.uuid);
      await search.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL((url) => url.searchParams.get('field') === 'paymentLink');
      // A Pix charge waiting for payment is SCHEDULED: its row opens /cobrancas-agendadas/{uuid}.
      await page.locator(`a[href="/cobrancas-agendadas/${chargeId}"]`).click();
      await expectPath(journey, `/cobrancas-agendadas/${chargeId}`);
      await page.getByText('Oficina de cerâmica').first().waitFor();
      await page.getByText('Joana Compradora').first().waitFor();
    });
  });
});
