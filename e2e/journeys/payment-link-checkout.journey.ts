import { DEMO_PASSWORD } from '@balcao/sandbox';
import type { Page } from 'playwright-core';
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

/** The buyer's details and method, as a customer types them on the link's page. */
async function fillBuyer(page: Page, method: 'Pix' | 'Boleto') {
  await page.getByLabel('Nome completo').fill('Joana Compradora');
  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await page.getByLabel('E-mail').fill('joana@exemplo.com.br');
  await page.getByLabel('Telefone com DDD').fill('(11) 98765-4321');
  await page.getByLabel(method).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
}

/**
 * The customer pays outside the page (the sandbox's simulation); the open page says 'Pago' without a reload,
 * told by its charge's stream: it never falls back to polling the status.
 */
async function payAndSeePaid(page: Page, sandbox: RunningSandbox, chargeId: string) {
  const polled: string[] = [];
  const recordPolls = (request: { url(): string }) => {
    if (request.url().endsWith('/status')) polled.push(request.url());
  };
  page.on('request', recordPolls);
  const paid = await fetch(`${sandbox.url}/_sandbox/charges/${chargeId}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  const url = page.url();
  await page
    .getByRole('status')
    .filter({ hasText: /^Pago$/ })
    .waitFor({ timeout: 15_000 });
  expect(page.url()).toBe(url);
  await page.getByText('Recebemos seu pagamento. Obrigado!').waitFor();
  expect(await page.getByRole('button', { name: /^Copiar/ }).count()).toBe(0);
  page.off('request', recordPolls);
  expect(polled).toEqual([]);
}

/** Nothing scrolls sideways, and every field and button is a comfortable touch target. */
async function expectMobileFriendly(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.evaluate(
    () =>
      [...document.querySelectorAll('input:not([type=hidden]):not([type=radio]), button, textarea')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height < 44).length,
  );
  expect(small).toBe(0);
}

describe('payment link checkout on a phone (390 px)', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });

  it('a buyer pays by Pix, copies the code, and sees Pago; a boleto shows its line and barcode', async () => {
    const { page, sandbox } = journey;
    const link = await createLink(sandbox);

    await step(journey, 'phone-link-page', async () => {
      await page.goto(link.url);
      await page.getByRole('heading', { name: 'Oficina de cerâmica', level: 1 }).waitFor();
      await page.getByText('Loja Exemplo').first().waitFor();
      expect(await page.locator('link[rel=icon]').count()).toBe(1);
      await expectMobileFriendly(page);
      await expectAccessible(page, 'link de pagamento a 390 px');
    });

    await step(journey, 'phone-pix', async () => {
      await fillBuyer(page, 'Pix');
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/pix/'));
      await page.getByRole('button', { name: 'Copiar código Pix' }).click();
      await page.getByText('Código Pix copiado.').waitFor();
      await expectMobileFriendly(page);
      await expectAccessible(page, 'checkout Pix a 390 px');
      await payAndSeePaid(page, sandbox, page.url().split('/').at(-1) ?? '');
      await expectAccessible(page, 'checkout Pix pago a 390 px');
    });

    await step(journey, 'phone-boleto', async () => {
      await page.goto(link.url);
      await fillBuyer(page, 'Boleto');
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/boleto/'));
      const line = await page.locator('#linha-digitavel').textContent();
      expect(line?.replace(/\D/g, '')).toHaveLength(47);
      const bars = page.locator('.barras svg');
      expect((await bars.boundingBox())?.width).toBeGreaterThan(280);
      await page.getByRole('button', { name: 'Copiar linha digitável' }).click();
      await page.getByText('Linha digitável copiada.').waitFor();
      await expectMobileFriendly(page);
      await expectAccessible(page, 'checkout boleto a 390 px');
    });
  });
});

describe('payment link checkout', () => {
  const journey = useJourney();

  it('a buyer pays a link by Pix, and the admin finds the charge by the link id', async () => {
    const { page, sandbox } = journey;
    const link = await createLink(sandbox);

    await step(journey, 'payment-link-page', async () => {
      await page.goto(link.url);
      await page.getByRole('heading', { name: 'Oficina de cerâmica', level: 1 }).waitFor();
      await page.getByText('(10% de desconto)').waitFor();
      await expectAccessible(page, 'página pública do link de pagamento');
    });

    await step(journey, 'payment-link-pay-pix', async () => {
      await fillBuyer(page, 'Pix');
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/pix/'));
      const code = page.getByLabel('Pix copia e cola');
      await code.waitFor();
      expect(await code.inputValue()).toMatch(/^000201/);
      await page.getByRole('status').filter({ hasText: 'Aguardando pagamento' }).waitFor();
      await expectAccessible(page, 'checkout Pix do link de pagamento');
    });

    const chargeId = page.url().split('/').at(-1) ?? '';

    await step(journey, 'payment-link-paid', async () => {
      await payAndSeePaid(page, sandbox, chargeId);
      await expectAccessible(page, 'checkout Pix pago');
    });

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
      // Paid, the charge's row opens its full detail.
      await page.locator(`a[href="/cobrancas/${chargeId}"]`).first().click();
      await expectPath(journey, `/cobrancas/${chargeId}`);
      await page.getByText('Oficina de cerâmica').first().waitFor();
      await page.getByText('Joana Compradora').first().waitFor();
    });
  });
});
