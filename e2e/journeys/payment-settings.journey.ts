import { lateBoletoAmountDue } from '@balcao/domain/charges';
import { addDays } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { moveClockTo } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';
const DAYS_LATE = 5;

async function tokenFor(sandbox: RunningSandbox, email: string) {
  const response = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  if (!response.ok) throw new Error(`sign-in respondeu ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A boleto-only link of R$ 480,00, created through the API as the seller's admin. */
async function createBoletoLink(sandbox: RunningSandbox) {
  const response = await fetch(`${sandbox.url}/payment/payment-links`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenFor(sandbox, ADMIN)}`,
    },
    body: JSON.stringify({
      type: 'ORDER',
      paymentOrder: { title: 'Mensalidade de março', description: 'Aulas de violão.', value: 480 },
      allowedPaymentMethods: { bankSlipMethod: { discount: null } },
    }),
  });
  if (response.status !== 201) throw new Error(`criar link respondeu ${response.status}`);
  return (await response.json()) as { uuid: string; url: string };
}

async function chargeDueDate(sandbox: RunningSandbox, id: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/payment/charges/${id}`, {
    headers: { authorization: `Bearer ${await tokenFor(sandbox, ADMIN)}` },
  });
  if (!response.ok) throw new Error(`cobrança respondeu ${response.status}`);
  return ((await response.json()) as { expirationDate: string }).expirationDate;
}

describe('payment settings', () => {
  const journey = useJourney();

  it('an admin sets a 2% fine and 1% monthly interest, and a late boleto costs them on its page', async () => {
    const { page, sandbox } = journey;

    await step(journey, 'payment-settings-open', async () => {
      await signIn(journey, ADMIN);
      await expectPath(journey, '/');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Métodos de pagamento' })
        .click();
      await expectPath(journey, '/metodos-pagamentos');
      await page.getByRole('heading', { name: 'Métodos de pagamento', level: 1 }).waitFor();
      await page.getByText('A multa máxima permitida pelo Código de Defesa do Consumidor é de 2%.').waitFor();
      await expectAccessible(page, 'métodos de pagamento');
    });

    await step(journey, 'payment-settings-autosave', async () => {
      await page.getByRole('switch', { name: 'Cobrar multa por atraso' }).check();
      await page.getByLabel('Multa (%)', { exact: true }).fill('2');
      await page.getByRole('switch', { name: 'Cobrar juros por atraso' }).check();
      await page.getByLabel('Juros ao mês (%)', { exact: true }).fill('1');
      await page.getByText('Configuração de juros e multa default atualizadas.').first().waitFor();
      // The server holds what was typed (one request per pause: the component test counts them; here a
      // loaded machine may pause between fields).
      const token = await tokenFor(sandbox, ADMIN);
      await expect
        .poll(async () => {
          const saved = await fetch(`${sandbox.url}/payment/sellers/default-tax`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return saved.json();
        })
        .toEqual({
          bankSlipTax: { fine: { enable: true, percentage: 2 }, interest: { enable: true, percentage: 1 } },
        });
      await page.getByText('Alterações salvas.').waitFor();
      await expectAccessible(page, 'métodos de pagamento salvos');
    });

    const link = await createBoletoLink(sandbox);

    const chargeId = await step(journey, 'payment-settings-buy-boleto', async () => {
      await page.goto(link.url);
      await page.getByRole('heading', { name: 'Mensalidade de março', level: 1 }).waitFor();
      await page.getByLabel('Nome completo').fill('Joana Compradora');
      await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
      await page.getByLabel('E-mail').fill('joana@exemplo.com.br');
      await page.getByLabel('Telefone com DDD').fill('(11) 98765-4321');
      await page.getByRole('radio', { name: /^Boleto / }).check();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/boleto/'));
      await page.locator('#linha-digitavel').waitFor();
      expect(await page.locator('#valor').textContent()).toBe(formatBRL(48_000));
      expect(await page.locator('#valor-a-pagar').count()).toBe(0);
      return page.url().split('/').at(-1) ?? '';
    });

    await step(journey, 'payment-settings-late-boleto', async () => {
      const due = await chargeDueDate(sandbox, chargeId);
      await moveClockTo(sandbox, addDays(due, DAYS_LATE));
      await page.reload();
      await page.getByText('(vencida)').waitFor();
      const expected = lateBoletoAmountDue({
        amountCents: 48_000,
        fineBasisPoints: 200,
        monthlyInterestBasisPoints: 100,
        dueDate: due,
        today: addDays(due, DAYS_LATE),
      });
      // R$ 480,00 + R$ 9,60 of fine + R$ 0,80 for five days at 1% a month.
      expect(expected).toMatchObject({ fineCents: 960, interestCents: 80, totalCents: 49_040 });
      expect(await page.locator('#multa').textContent()).toBe(formatBRL(expected.fineCents));
      expect(await page.locator('#juros').textContent()).toBe(formatBRL(expected.interestCents));
      expect(await page.locator('#valor-a-pagar').textContent()).toBe(formatBRL(expected.totalCents));
      await page.getByText(`${DAYS_LATE} dias de atraso`).waitFor();
      await expectAccessible(page, 'checkout de boleto vencido');
    });
  });
});
