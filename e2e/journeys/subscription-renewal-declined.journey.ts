import { addDays } from '@balcao/domain/dates';
import { CARD_RETRY_DAYS, nextDueDate } from '@balcao/domain/subscriptions';
import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { moveClockTo, sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';
import { openSubscriptionOf, subscribeByCard, subscriptionStatus } from '../support/subscriptions';

const BUYER = { name: 'Rui Renovação Recusada', document: '529.982.247-25', email: 'rui@exemplo.com.br' };
/** Approved at the checkout, declined on every renewal attempt (areas/subscriptions/card-renewals.ts). */
const DECLINING_RENEWALS_CARD = '4000 0000 0000 0341';

/** A monthly card subscription link to the seed's 'Clube do Café', created through the API by the admin. */
async function createSubscriptionLink(sandbox: RunningSandbox) {
  const signedIn = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: 'admin@demo.balcao.dev', password: DEMO_PASSWORD } }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const plans = (await (
    await fetch(`${sandbox.url}/payment/plans?title=${encodeURIComponent('Clube do Café')}`, { headers })
  ).json()) as { content: { id: number }[] };
  const response = await fetch(`${sandbox.url}/payment/payment-links`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'SUBSCRIPTION',
      paymentOrder: { title: 'Clube do Café no cartão', value: 59.9 },
      paymentSubscription: { idPlan: plans.content[0]!.id, valuePerMonth: 59.9, type: 'MONTHLY' },
      allowedPaymentMethods: { creditCardMethod: { type: 'RECURRENT', discount: null } },
    }),
  });
  if (response.status !== 201) throw new Error(`criar link respondeu ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}

describe('declined card renewal', () => {
  const journey = useJourney();

  it('a renewal declined on its due date and on the 1, 3 and 5-day retries leaves the subscription Inadimplente; paying it brings it back', async () => {
    const { page, sandbox } = journey;
    const due = nextDueDate(await sandboxToday(sandbox), 'MONTHLY');
    const url = await createSubscriptionLink(sandbox);

    const detailPath = await step(journey, 'renewal-subscribed', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Clube do Café no cartão', level: 1 }).waitFor();
      await subscribeByCard(page, BUYER, DECLINING_RENEWALS_CARD);
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      const path = await openSubscriptionOf(page, sandbox.url, BUYER.name);
      await expect.poll(() => subscriptionStatus(page)).toBe('Ativo');
      return path;
    });

    await step(journey, 'renewal-declined-on-due-date', async () => {
      await moveClockTo(sandbox, due);
      // Days later the session's tokens have expired: leave and sign in again.
      await signOut(journey);
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}${detailPath}`);
      await page.getByRole('heading', { name: BUYER.name, level: 1 }).waitFor();
      // Declined with retries still to come: Pendente, the renewal Falhou.
      await expect.poll(() => subscriptionStatus(page)).toBe('Pendente');
      await page.getByRole('table', { name: 'Últimas cobranças' }).getByText('Falhou').waitFor();
      await expectAccessible(page, 'recorrência pendente');
    });

    await step(journey, 'renewal-retries-exhausted', async () => {
      expect(CARD_RETRY_DAYS).toEqual([1, 3, 5]);
      for (const days of CARD_RETRY_DAYS) await moveClockTo(sandbox, addDays(due, days));
      await signOut(journey);
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}${detailPath}`);
      await page.getByRole('heading', { name: BUYER.name, level: 1 }).waitFor();
      await expect.poll(() => subscriptionStatus(page)).toBe('Inadimplente');
      await expectAccessible(page, 'recorrência inadimplente');
    });

    await step(journey, 'renewal-attempts', async () => {
      const [y, m, d] = due.split('-');
      await page
        .getByRole('table', { name: 'Últimas cobranças' })
        .getByRole('link', { name: `${d}/${m}/${y}` })
        .click();
      // The due date's attempt and the three retries, all declined.
      const attempts = page.getByRole('table', { name: 'Histórico de tentativas' });
      await expect.poll(() => attempts.getByRole('row').count()).toBe(1 + 1 + CARD_RETRY_DAYS.length);
    });

    await step(journey, 'renewal-paid-by-hand', async () => {
      await page.getByRole('button', { name: 'Alterar para paga' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Alterar para paga' });
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Cobrança alterada para paga manualmente com sucesso!').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.goto(`${sandbox.url}${detailPath}`);
      await page.getByRole('heading', { name: BUYER.name, level: 1 }).waitFor();
      await expect.poll(() => subscriptionStatus(page)).toBe('Ativo');
    });
  });
});
