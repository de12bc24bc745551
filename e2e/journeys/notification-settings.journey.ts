import { addDays } from '@balcao/domain/dates';
import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { moveClockTo } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';
import { type RunningSandbox, readOutbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';
const BUYER = 'lembretes.joana@exemplo.com.br';

async function adminToken(sandbox: RunningSandbox) {
  const response = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: ADMIN, password: DEMO_PASSWORD } }),
  });
  if (!response.ok) throw new Error(`sign-in respondeu ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A boleto-only link created through the API as the seller's admin. */
async function createBoletoLink(sandbox: RunningSandbox) {
  const response = await fetch(`${sandbox.url}/payment/payment-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(sandbox)}` },
    body: JSON.stringify({
      type: 'ORDER',
      paymentOrder: { title: 'Mensalidade de maio', description: 'Aulas de piano.', value: 320 },
      allowedPaymentMethods: { bankSlipMethod: { discount: null } },
    }),
  });
  if (response.status !== 201) throw new Error(`criar link respondeu ${response.status}`);
  return (await response.json()) as { url: string };
}

async function chargeDueDate(sandbox: RunningSandbox, id: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/payment/charges/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(sandbox)}` },
  });
  if (!response.ok) throw new Error(`cobrança respondeu ${response.status}`);
  return ((await response.json()) as { expirationDate: string }).expirationDate;
}

/** The subjects of what the outbox holds for this charge (its link names it), oldest first. */
async function remindersOf(sandbox: RunningSandbox, chargeId: string) {
  const messages = await readOutbox(sandbox, BUYER);
  return messages
    .filter((m) => m.body.includes(chargeId))
    .map((m) => m.subject.split(' · ')[0])
    .reverse();
}

async function flipAllNotifications(journey: ReturnType<typeof useJourney>, toast: string) {
  const { page } = journey;
  await page.getByRole('switch', { name: 'Todas as notificações' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(toast).first().waitFor();
}

async function openNotifications(journey: ReturnType<typeof useJourney>) {
  const { page } = journey;
  await signIn(journey, ADMIN);
  await expectPath(journey, '/');
  await page.goto(`${journey.sandbox.url}/notificacoes`);
  await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Informações gerais' }).waitFor();
}

describe('notification settings', () => {
  const journey = useJourney();

  it('an admin switches all notifications off and no reminder goes out; back on, the next one does', async () => {
    const { page, sandbox } = journey;
    const link = await createBoletoLink(sandbox);

    const chargeId = await step(journey, 'notifications-buy-boleto', async () => {
      await page.goto(link.url);
      await page.getByRole('heading', { name: 'Mensalidade de maio', level: 1 }).waitFor();
      await page.getByLabel('Nome completo').fill('Joana Lembrete');
      await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
      await page.getByLabel('E-mail').fill(BUYER);
      await page.getByLabel('Telefone com DDD').fill('(11) 98765-4321');
      await page.getByRole('radio', { name: /^Boleto / }).check();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/boleto/'));
      return page.url().split('/').at(-1) ?? '';
    });
    const due = await chargeDueDate(sandbox, chargeId);

    await step(journey, 'notifications-switch-off', async () => {
      await openNotifications(journey);
      await expectAccessible(page, 'notificações');
      await flipAllNotifications(journey, 'Notificação desabilitada com sucesso');
      await page.getByText(/Todas as notificações estão desabilitadas/).waitFor();
      await page.getByRole('tab', { name: 'Boleto' }).click();
      expect(await page.getByRole('switch', { name: 'E-mail: 2 dias após o vencimento' }).isDisabled()).toBe(
        true,
      );
      await expectAccessible(page, 'notificações desabilitadas');
    });

    await step(journey, 'notifications-none-while-off', async () => {
      // Two days after the due date: the late notice's day, crossed while everything is off.
      await moveClockTo(sandbox, addDays(due, 2));
      expect(await remindersOf(sandbox, chargeId)).toEqual([]);
    });

    await step(journey, 'notifications-switch-on', async () => {
      // Days later the session's tokens have expired: leave and sign in again.
      await signOut(journey);
      await openNotifications(journey);
      await flipAllNotifications(journey, 'Notificação ativada!');
      await expect.poll(() => page.getByText(/Todas as notificações estão desabilitadas/).count()).toBe(0);
    });

    await step(journey, 'notifications-next-reminder', async () => {
      await moveClockTo(sandbox, addDays(due, 7));
      expect(await remindersOf(sandbox, chargeId)).toEqual(['Cobrança em atraso há 7 dias']);
    });
  });
});
