import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { dayButtonName, monthBefore, monthsBack } from '../support/calendar';
import { sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

interface ChargeRow {
  uuid: string;
  origin: string;
  customerDocument: string;
  expirationDate: string;
  value: number;
}

async function tokenFor(sandbox: RunningSandbox, email: string) {
  const response = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  if (!response.ok) throw new Error(`sign-in respondeu ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The first charge of the seed with that status and method, found through the list API. */
async function findCharge(sandbox: RunningSandbox, status: string, paymentMethod: string) {
  const token = await tokenFor(sandbox, 'admin@demo.balcao.dev');
  const query = new URLSearchParams({ status, paymentMethod, page: '0', size: '10' });
  const response = await fetch(`${sandbox.url}/payment/charges?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`lista de cobranças respondeu ${response.status}`);
  const { content } = (await response.json()) as { content: ChargeRow[] };
  const charge = content.find((row) => row.origin !== 'POS');
  if (!charge) throw new Error(`nenhuma cobrança ${status} ${paymentMethod} no seed`);
  return charge;
}

describe('charge detail', () => {
  const journey = useJourney();

  it('an admin finds a late boleto by document and due date, marks it paid and sees the dashboard grow', async () => {
    const { page, sandbox } = journey;
    const boleto = await findCharge(sandbox, 'LATE', 'BOLETO');
    // The calendar opens on the sandbox's month: its month of the due date, first to last day.
    const today = await sandboxToday(sandbox);
    const dueMonth = monthBefore(boleto.expirationDate, 0);
    const received = page.getByRole('region', { name: 'Receita' }).getByRole('definition').first();
    const receivedCents = async () => Number(((await received.textContent()) ?? '').replace(/\D/g, ''));
    let before = 0;

    await step(journey, 'charge-detail-dashboard-before', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await page.waitForURL((url) => url.pathname === '/');
      await received.waitFor();
      before = await receivedCents();
    });

    await step(journey, 'charge-detail-find-boleto', async () => {
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Cobranças' })
        .click();
      const search = page.getByRole('search', { name: 'Busca' });
      await search.getByLabel('Buscar por').selectOption({ label: 'CPF/CNPJ' });
      await search.getByRole('searchbox').fill(boleto.customerDocument);
      await search.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL((url) => url.searchParams.get('field') === 'customerDocument');
      await page.getByRole('button', { name: /^Filtros/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filtros' });
      await panel.getByRole('button', { name: /^Data de vencimento/ }).click();
      const calendar = page.getByRole('dialog', { name: 'Selecionar data de vencimento' });
      for (let i = 0; i < monthsBack(today, boleto.expirationDate); i++) {
        await calendar.getByRole('button', { name: 'Mês anterior' }).click();
      }
      await calendar.getByRole('button', { name: dayButtonName(dueMonth.first) }).click();
      await calendar.getByRole('button', { name: dayButtonName(dueMonth.last) }).click();
      await panel.getByRole('button', { name: 'Filtrar' }).click();
      await panel.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.searchParams.has('expirationDateFinal'));
      await page.locator(`a[href="/cobrancas/${boleto.uuid}"]`).click();
      await expectPath(journey, `/cobrancas/${boleto.uuid}`);
    });

    await step(journey, 'charge-detail-boleto', async () => {
      const general = page.getByRole('region', { name: 'Informações gerais' });
      await general.getByText('Atrasada').waitFor();
      const codes = page.getByRole('region', { name: 'Dados para pagamento' });
      await codes.getByText('Linha digitável').waitFor();
      // The masked line: five groups, as printed on the slip.
      await codes.getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/).waitFor();
      await expectAccessible(page, 'detalhe de cobrança atrasada');
      // Every section title in one style: the cards' headings and the tables' captions alike.
      const titleStyle = (element: Element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`;
      };
      const heading = await page
        .getByRole('heading', { level: 2, name: 'Informações gerais' })
        .evaluate(titleStyle);
      for (const caption of ['Histórico de tentativas', 'Histórico de atividades']) {
        expect(await page.locator('caption', { hasText: caption }).evaluate(titleStyle)).toBe(heading);
      }
    });

    await step(journey, 'charge-detail-manual-pay', async () => {
      await page.getByRole('button', { name: 'Alterar para paga' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Alterar para paga' });
      await dialog.waitFor();
      await expectAccessible(page, 'confirmação de alterar para paga');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Cobrança alterada para paga manualmente com sucesso!').waitFor();
      await page.getByRole('region', { name: 'Informações gerais' }).getByText('Paga Manualmente').waitFor();
      expect(await page.getByRole('button', { name: 'Alterar para paga' }).count()).toBe(0);
      // A paid charge no longer invites a second payment.
      expect(await page.getByRole('region', { name: 'Dados para pagamento' }).count()).toBe(0);
    });

    // The goal: the dashboard's received amount grows by what was marked paid (paid today,
    // so inside the default week). The app is left through its own links only, so the cached figures
    // must be refreshed by the mutation's invalidation, not by a page load.
    await step(journey, 'charge-detail-dashboard-grows', async () => {
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Início' })
        .click();
      await expect.poll(receivedCents, { timeout: 15_000 }).toBe(before + Math.round(boleto.value * 100));
      await expectAccessible(page, 'dashboard depois de pagar manualmente');
    });
    await signOut(journey);
  });

  it('a manager refunds part of a card charge paid today and cannot refund more than the rest', async () => {
    const { page, sandbox } = journey;
    const { uuid: id } = await findCharge(sandbox, 'SCHEDULED', 'CREDIT_CARD');
    const paid = await fetch(`${sandbox.url}/_sandbox/charges/${id}/card-attempt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4111111111111111' }),
    });
    expect(paid.ok).toBe(true);
    const { value } = (await paid.json()) as { value: number };
    const cents = Math.round(value * 100);
    const firstCents = Math.floor(cents / 2);
    const brl = (amount: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount / 100);

    await step(journey, 'charge-refund-partial', async () => {
      await signIn(journey, 'gerente@demo.balcao.dev');
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/cobrancas/${id}`);
      const refund = page.getByRole('button', { name: 'Estornar cobrança' });
      await expect.poll(() => refund.isEnabled(), { timeout: 15_000 }).toBe(true);
      await refund.click();
      const dialog = page.getByRole('dialog', { name: 'Estornar cobrança' });
      await dialog.getByRole('radio', { name: 'Parcial' }).check();
      // Tab leaves the radio group for the amount, as a keyboard user expects (issue 11, item 7).
      await page.keyboard.press('Tab');
      const amount = dialog.getByLabel('Valor do estorno');
      await expect.poll(() => amount.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type(String(firstCents));
      await expectAccessible(page, 'diálogo de estorno');
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar estorno' });
      await confirm.getByText(`Deseja estornar ${brl(firstCents)} desta cobrança?`).waitFor();
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      // A partial refund leaves the charge paid: the result says so, with what is left to refund.
      const done = page.getByRole('dialog', { name: 'Estorno parcial realizado' });
      await done.waitFor();
      await done
        .getByText(`ainda disponível para estorno: ${brl(cents - firstCents)}`, { exact: false })
        .waitFor();
      await expectAccessible(page, 'estorno parcial realizado');
      await done.getByRole('button', { name: 'Ok' }).click();
    });

    await step(journey, 'charge-refund-clamped', async () => {
      const refund = page.getByRole('button', { name: 'Estornar cobrança' });
      await expect.poll(() => refund.isEnabled(), { timeout: 15_000 }).toBe(true);
      await refund.click();
      const dialog = page.getByRole('dialog', { name: 'Estornar cobrança' });
      // Esc closes the dialog and gives the focus back to the button that opened it.
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => refund.evaluate((element) => element === document.activeElement)).toBe(true);
      await refund.click();
      await dialog.getByText(`Disponível para estorno: ${brl(cents - firstCents)}`).waitFor();
      await dialog.getByRole('radio', { name: 'Parcial' }).check();
      const amount = dialog.getByLabel('Valor do estorno');
      await amount.pressSequentially(String(cents));
      await amount.blur();
      await expect.poll(() => amount.inputValue()).toBe(brl(cents - firstCents));
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await page
        .getByRole('dialog', { name: 'Confirmar estorno' })
        .getByText(`Deseja estornar ${brl(cents - firstCents)} desta cobrança?`)
        .waitFor();
    });
  });
});
