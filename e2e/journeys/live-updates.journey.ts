import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { signIn, step, useJourney } from '../support/journey';
import { dropConnections, type RunningSandbox } from '../support/sandbox';

async function bearerFor(sandbox: RunningSandbox, email: string) {
  const response = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  if (!response.ok) throw new Error(`sign-in respondeu ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** Three Pix charges of the seed still to be paid, through the list API. */
async function pendingPix(sandbox: RunningSandbox, headers: { authorization: string }) {
  const query = new URLSearchParams({ status: 'SCHEDULED', paymentMethod: 'PIX', page: '0', size: '10' });
  const response = await fetch(`${sandbox.url}/payment/charges?${query}`, { headers });
  if (!response.ok) throw new Error(`lista de cobranças respondeu ${response.status}`);
  const { content } = (await response.json()) as { content: { uuid: string; origin: string }[] };
  const charges = content.filter((row) => row.origin !== 'POS');
  if (charges.length < 3) throw new Error('o seed não tem três cobranças Pix a pagar');
  return charges.slice(0, 3).map((row) => row.uuid);
}

async function pay(sandbox: RunningSandbox, chargeId: string) {
  const response = await fetch(`${sandbox.url}/_sandbox/charges/${chargeId}/pay`, { method: 'POST' });
  if (!response.ok) throw new Error(`pagamento respondeu ${response.status}`);
}

describe('live updates', () => {
  const journey = useJourney();

  it('an admin sees a Pix paid elsewhere ring the bell and turn the charge paid, without reloading', async () => {
    const { page, sandbox } = journey;
    const headers = await bearerFor(sandbox, 'admin@demo.balcao.dev');
    const [first, second, third] = await pendingPix(sandbox, headers);
    const badge = page.getByTestId('notification-badge');

    await step(journey, 'live-dashboard-bell', async () => {
      // Everything read, so the badge counts only what arrives now.
      const read = await fetch(`${sandbox.url}/core/notification-panel/read-all`, {
        method: 'PATCH',
        headers,
      });
      expect(read.ok).toBe(true);
      await signIn(journey, 'admin@demo.balcao.dev');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
      await pay(sandbox, first!);
      await expect.poll(() => badge.textContent(), { timeout: 5_000 }).toBe('1');
    });

    await step(journey, 'live-charge-page', async () => {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/cobrancas/${second}`);
      const general = page.getByRole('region', { name: 'Informações gerais' });
      await general.waitFor();
      await expect.poll(() => general.textContent()).not.toContain('Paga');
      await pay(sandbox, second!);
      await general.getByText('Paga', { exact: true }).waitFor({ timeout: 5_000 });
      await expect.poll(() => badge.textContent(), { timeout: 5_000 }).toBe('2');
    });

    await step(journey, 'live-reconnect', async () => {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/cobrancas/${third}`);
      const general = page.getByRole('region', { name: 'Informações gerais' });
      await general.getByText(/./).first().waitFor();
      await expect.poll(() => general.textContent()).not.toContain('Paga');
      // The server drops the stream and the charge is paid before the app is back: no event reaches it,
      // and the reconnection refetches what the gap changed.
      dropConnections(sandbox);
      await pay(sandbox, third!);
      await general.getByText('Paga', { exact: true }).waitFor({ timeout: 10_000 });
      await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('3');
    });
  });
});
