import { DEMO_PASSWORD } from '@balcao/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';

async function api<T>(sandbox: RunningSandbox, path: string, init: RequestInit = {}): Promise<T> {
  const signedIn = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: ADMIN, password: DEMO_PASSWORD } }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const response = await fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} respondeu ${response.status}`);
  return (await response.json()) as T;
}

interface Row {
  uuid: string;
  origin: string;
}
interface Detail {
  uuid: string;
  value: number;
  customerId: string | null;
  pix: { brCode: string } | null;
}

/** Seeded charges with that status and method, newest due date first. */
async function charges(sandbox: RunningSandbox, status: string, paymentMethod: string) {
  const query = new URLSearchParams({ status, paymentMethod, page: '0', size: '10' });
  const { content } = await api<{ content: Row[] }>(sandbox, `/payment/charges?${query}`);
  return content.filter((row) => row.origin !== 'POS');
}

/** Clicks `link` and returns the tab it opens, loaded. */
async function newTab(
  journey: { browser: { context: { waitForEvent(e: 'page'): Promise<Page> } } },
  open: () => Promise<void>,
) {
  const [tab] = await Promise.all([journey.browser.context.waitForEvent('page'), open()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

describe('charge actions', () => {
  const journey = useJourney();

  it('an admin opens a Pix checkout, a cancellation letter and a scheduled charge', async () => {
    const { page, sandbox } = journey;
    const [pixRow] = await charges(sandbox, 'SCHEDULED', 'PIX');
    if (!pixRow) throw new Error('nenhuma cobrança Pix agendada no seed');
    const pix = await api<Detail>(sandbox, `/payment/charges/${pixRow.uuid}`);

    await step(journey, 'charge-actions-pix-checkout', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${sandbox.url}/cobrancas/${pix.uuid}`);
      await page.getByRole('img', { name: 'QR Code Pix da cobrança' }).waitFor();
      const link = page.getByRole('link', { name: 'Abrir link de pagamento' });
      await link.waitFor();
      await expectAccessible(page, 'detalhe de cobrança Pix com link de pagamento');
      const tab = await newTab(journey, () => link.click());
      expect(new URL(tab.url()).pathname).toBe(`/checkout/loja-exemplo/pix/${pix.uuid}`);
      expect(await tab.getByLabel('Pix copia e cola').inputValue()).toBe(pix.pix?.brCode);
      await tab.getByRole('img', { name: 'QR Code Pix' }).locator('svg').waitFor();
      await expectAccessible(tab, 'checkout público Pix');
      await tab.close();
    });

    // A Pix charge paid and refunded in full through the API becomes REFUND.
    const [toRefund] = (await charges(sandbox, 'SCHEDULED', 'PIX')).filter((row) => row.uuid !== pix.uuid);
    if (!toRefund) throw new Error('sem segunda cobrança Pix agendada');
    const paid = await fetch(`${sandbox.url}/_sandbox/charges/${toRefund.uuid}/pay`, { method: 'POST' });
    const { value } = (await paid.json()) as { value: number };
    await api(sandbox, `/payment/charges/${toRefund.uuid}/refunds`, {
      method: 'POST',
      body: JSON.stringify({ amount: value }),
    });

    await step(journey, 'charge-actions-cancellation-letter', async () => {
      await page.goto(`${sandbox.url}/cobrancas/${toRefund.uuid}`);
      await page.getByRole('region', { name: 'Informações gerais' }).getByText('Estornada').waitFor();
      const button = page.getByRole('button', { name: 'Carta de cancelamento' });
      const letter = await newTab(journey, () => button.click());
      await letter.getByRole('heading', { name: 'Carta de cancelamento' }).waitFor();
      expect(await letter.getByText(toRefund.uuid).count()).toBeGreaterThan(0);
      await expectAccessible(letter, 'carta de cancelamento');
      await letter.close();
    });

    await step(journey, 'charge-actions-scheduled-from-customer', async () => {
      const [scheduled] = await charges(sandbox, 'SCHEDULED', 'BOLETO');
      const detail = await api<Detail>(sandbox, `/payment/charges/${scheduled?.uuid}`);
      if (!detail.customerId) throw new Error('cobrança agendada sem cliente');
      await page.goto(`${sandbox.url}/clientes/${detail.customerId}`);
      await page.getByRole('tab', { name: 'Recebíveis' }).click();
      const receivables = page.getByRole('region', { name: 'Recebíveis' });
      await receivables.getByRole('tab', { name: 'Agendados' }).click();
      const first = receivables.getByRole('table').getByRole('link').first();
      await first.waitFor();
      await first.click();
      await page.waitForURL((url) => url.pathname.startsWith('/cobrancas-agendadas/'));
      await page.getByRole('region', { name: 'Informações gerais' }).waitFor();
      await page.getByRole('region', { name: 'Cliente' }).waitFor();
      await page.getByRole('button', { name: 'Excluir cobrança' }).waitFor();
      await expectAccessible(page, 'cobrança agendada');
    });
  });
});
