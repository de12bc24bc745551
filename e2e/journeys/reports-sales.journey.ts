import { addDays } from '@balcao/domain/dates';
import { parseBRL } from '@balcao/domain/money';
import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import { type RunningSandbox, readAttachment, readOutbox } from '../support/sandbox';
import { laptopViewport } from '../support/viewports';

const REPORTS_USER = 'financeiro@demo.balcao.dev';
const RECIPIENT = 'vendas.relatorio@loja-exemplo.com.br';

/** A call of the gateway as the reports user, who also opens the dashboard. */
async function api<T>(sandbox: RunningSandbox, path: string): Promise<T> {
  const signInResponse = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: REPORTS_USER, password: DEMO_PASSWORD } }),
  });
  const { token } = (await signInResponse.json()) as { token: string };
  const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} respondeu ${response.status}`);
  return (await response.json()) as T;
}

describe('reports', () => {
  // At the narrowest laptop width: the walk of every page checks the layout, this the flow on it.
  const journey = useJourney({ viewport: laptopViewport(1024) });

  it("a reports user generates 'Vendas' for the last 30 days and the CSV agrees with the dashboard", async () => {
    const { page, sandbox } = journey;
    const today = await sandboxToday(sandbox);
    const from = addDays(today, -30);

    await step(journey, 'reports-open', async () => {
      await signIn(journey, REPORTS_USER);
      await expectPath(journey, '/');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Relatórios' })
        .click();
      await page.waitForURL((url) => url.pathname === '/reports');
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
      // Shown without hovering (issue 26; journeys/laptop-widths checks that none is transparent).
      await page.getByRole('button', { name: 'Gerar relatório Vendas' }).waitFor();
      await expectAccessible(page, 'lista de relatórios');
    });

    await step(journey, 'reports-period', async () => {
      await page.getByRole('button', { name: 'Gerar relatório Vendas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar relatório — Vendas' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Enviar para o e-mail').inputValue()).toBe(REPORTS_USER);
      await expectAccessible(page, 'modal do período');
      await dialog.getByLabel('Enviar para o e-mail').fill(RECIPIENT);
      await dialog.getByRole('button', { name: 'Gerar relatório' }).click();
      const done = page.getByRole('dialog', { name: 'Relatório gerado' });
      await done.waitFor();
      await page.getByText('Relatório gerado com sucesso. Será enviado para o email informado.').waitFor();
      await expectAccessible(page, 'relatório gerado');
      await done.getByRole('button', { name: 'Ok' }).click();
      await done.waitFor({ state: 'hidden' });
    });

    await step(journey, 'reports-csv-matches-dashboard', async () => {
      // The scheduler builds the report after the answer: it reaches the outbox within its next ticks.
      await expect
        .poll(async () => (await readOutbox(sandbox, RECIPIENT)).length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      const [mail] = await readOutbox(sandbox, RECIPIENT);
      const file = mail!.attachments[0]!;
      expect(file.filename).toBe(`vendas_${from}_a_${today}.csv`);
      const bytes = await readAttachment(file.url);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines] = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      expect(header).toBe(
        'ID da cobrança;Data de pagamento;Cliente;CPF/CNPJ;Produto / Serviço;Forma de pagamento;Parcelas;Status;Valor (R$)',
      );
      const rows = lines.map((line) => line.split(';'));
      const total = rows.reduce((sum, row) => sum + (parseBRL(row.at(-1) ?? '') ?? Number.NaN), 0);
      const period = `startDate=${from}&endDate=${today}`;
      const dashboard = await api<{ metrics: { paidAmount: number } }>(
        sandbox,
        `/payment/seller/dashboard?${period}`,
      );
      const paid = await api<{ content: { uuid: string }[] }>(
        sandbox,
        `/payment/charges/dashboard?${period}&status=PAID&size=1000`,
      );
      expect(rows.length).toBeGreaterThan(0);
      // One row per sale: exactly the charges the dashboard lists as paid in the period, and its total.
      expect(rows.map((row) => row[0]).sort()).toEqual(paid.content.map((c) => c.uuid).sort());
      expect(total).toBe(Math.round(dashboard.metrics.paidAmount * 100));
    });

    await step(journey, 'reports-history', async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
      const history = page.getByRole('table', { name: 'Relatórios pedidos' });
      await history.getByRole('cell', { name: 'Enviado', exact: true }).waitFor();
      expect(await history.getByRole('cell', { name: RECIPIENT }).count()).toBe(1);
    });
  });
});
