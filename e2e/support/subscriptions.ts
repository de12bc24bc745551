import type { Page } from 'playwright-core';

/** The subscription's status on /recorrencias/{id} (the invoice switch beside it also reads 'Ativo'). */
export const subscriptionStatus = (page: Page) =>
  page
    .getByRole('region', { name: 'Informações gerais' })
    .locator('div')
    .filter({ has: page.getByText('Status', { exact: true }) })
    .getByRole('definition')
    .textContent();

/** A buyer fills a subscription link's public page and subscribes by card (a sandbox test card). */
export async function subscribeByCard(
  page: Page,
  buyer: { name: string; document: string; email: string },
  card: string,
) {
  await page.getByLabel('Nome completo').fill(buyer.name);
  await page.getByLabel('CPF ou CNPJ').fill(buyer.document);
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Telefone com DDD').fill('(11) 91234-5678');
  await page.getByRole('radio', { name: /^Cartão de crédito / }).check();
  await page.getByLabel('Número do cartão').fill(card);
  await page.getByLabel('Nome impresso no cartão').fill(buyer.name.toUpperCase());
  await page.getByRole('button', { name: 'Assinar' }).click();
  await page.getByText('Assinatura confirmada').waitFor();
}

/** Opens the buyer's subscription from /recorrencias (searched by name); answers its detail path. */
export async function openSubscriptionOf(page: Page, baseUrl: string, buyer: string): Promise<string> {
  await page.goto(`${baseUrl}/recorrencias`);
  await page.getByRole('heading', { name: 'Recorrências', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Nome' }).fill(buyer);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('row').filter({ hasText: buyer }).getByRole('link', { name: buyer }).click();
  await page.getByRole('heading', { name: buyer, level: 1 }).waitFor();
  return new URL(page.url()).pathname;
}
