import { formatBRL } from '@balcao/domain/money';
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

const refund = (sandbox: RunningSandbox, id: string, cents: number) =>
  api(sandbox, `/payment/charges/${id}/refunds`, {
    method: 'POST',
    body: JSON.stringify({ amount: cents / 100 }),
  });

/** The figure the general information shows beside `term`. */
const fact = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Informações gerais' })
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

// Issue 25: a refund shows on the charge it came from, at the width the merchants use (1366 px).
describe('charge refund', () => {
  const journey = useJourney({ viewport: { width: 1366, height: 768 } });

  it('an admin sees what a partial and then a full refund took from a card charge', async () => {
    const { page, sandbox } = journey;
    const query = new URLSearchParams({
      status: 'SCHEDULED',
      paymentMethod: 'CREDIT_CARD',
      page: '0',
      size: '10',
    });
    const { content } = await api<{ content: { uuid: string; origin: string }[] }>(
      sandbox,
      `/payment/charges?${query}`,
    );
    const row = content.find((c) => c.origin !== 'POS');
    if (!row) throw new Error('nenhuma cobrança de cartão agendada no seed');
    const paid = await fetch(`${sandbox.url}/_sandbox/charges/${row.uuid}/card-attempt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4111 1111 1111 1111' }),
    });
    const { value, status } = (await paid.json()) as { value: number; status: string };
    expect(status).toBe('PAID');
    const total = Math.round(value * 100);
    const part = Math.floor(total * 0.3);
    await refund(sandbox, row.uuid, part);

    await step(journey, 'charge-refund-partial', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${sandbox.url}/cobrancas/${row.uuid}`);
      await page.getByRole('region', { name: 'Informações gerais' }).getByText('Estornado').waitFor();
      expect(await fact(page, 'Valor')).toBe(formatBRL(total));
      expect(await fact(page, 'Estornado')).toBe(formatBRL(part));
      expect(await fact(page, 'Valor restante')).toBe(formatBRL(total - part));
      const history = page.getByRole('table', { name: 'Histórico de atividades' });
      await history.getByText(`Estorno de ${formatBRL(part)} solicitado`).waitFor();
      await expectAccessible(page, 'cobrança com estorno parcial');
    });

    await refund(sandbox, row.uuid, total - part);

    await step(journey, 'charge-refund-full', async () => {
      await page.reload();
      await page.getByRole('region', { name: 'Informações gerais' }).getByText('Estornada').waitFor();
      expect(await fact(page, 'Estornado')).toBe(formatBRL(total));
      expect(await fact(page, 'Valor restante')).toBe(formatBRL(0));
    });
  });
});
