import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { dayButtonName, monthBefore } from '../support/calendar';
import { advanceClock, sandboxToday } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import { type RunningSandbox, readAttachment, readOutbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';
const RECIPIENT = 'contas.relatorio@loja-exemplo.com.br';

async function api<T>(sandbox: RunningSandbox, path: string, init: RequestInit = {}): Promise<T> {
  const signIn = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: ADMIN, password: DEMO_PASSWORD } }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} respondeu ${response.status}`);
  return (await response.json()) as T;
}

/** A scheduled charge of the seed without any invoice yet. */
async function chargeWithoutInvoice(sandbox: RunningSandbox): Promise<string> {
  const { content } = await api<{ content: { uuid: string }[] }>(
    sandbox,
    '/payment/charges?status=SCHEDULED&page=0&size=20',
  );
  for (const { uuid } of content) {
    const { data } = await api<{ data: unknown[] }>(sandbox, `/payment/invoices/charge/${uuid}`);
    if (data.length === 0) return uuid;
  }
  throw new Error('nenhuma cobrança a receber sem nota no seed');
}

describe('charges report and invoices', () => {
  const journey = useJourney();

  it('an admin mails last month’s charges as CSV and finds it in the outbox and the notifications', async () => {
    const { page, sandbox } = journey;
    // Last month by the sandbox's clock, whose month the calendar opens on.
    const period = monthBefore(await sandboxToday(sandbox), 1);

    await step(journey, 'report-open', async () => {
      await signIn(journey, ADMIN);
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/cobrancas`);
      await page.getByRole('heading', { name: 'Cobranças', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Baixar relatório .csv' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Gerar relatório' }).click();
      await dialog.getByText('Por favor, selecione a data de vencimento inicial e final.').waitFor();
      await expectAccessible(page, 'diálogo do relatório .csv');
    });

    await step(journey, 'report-send', async () => {
      const dialog = page.getByRole('dialog', { name: 'Baixar relatório .csv' });
      expect(await dialog.getByLabel('E-mail').inputValue()).toBe(ADMIN);
      await dialog.getByRole('button', { name: /^Data de vencimento/ }).click();
      const calendar = page.getByRole('dialog', { name: 'Selecionar data de vencimento' });
      await calendar.getByRole('button', { name: 'Mês anterior' }).click();
      await calendar.getByRole('button', { name: dayButtonName(period.first) }).click();
      await calendar.getByRole('button', { name: dayButtonName(period.last) }).click();
      await dialog.getByLabel('E-mail').fill(RECIPIENT);
      await dialog.getByRole('button', { name: 'Gerar relatório' }).click();
      await page.getByText('Relatório gerado com sucesso. Será enviado para o email informado.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(journey, 'report-in-outbox', async () => {
      const [mail] = await readOutbox(sandbox, RECIPIENT);
      expect(mail?.attachments).toHaveLength(1);
      const file = mail!.attachments[0]!;
      expect(file.filename).toBe(`cobrancas_${period.first}_a_${period.last}.csv`);
      const bytes = await readAttachment(file.url);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      const query = new URLSearchParams({
        expirationDateInitial: period.first,
        expirationDateFinal: period.last,
        page: '0',
        size: '1',
      });
      const { totalElements } = await api<{ totalElements: number }>(sandbox, `/payment/charges?${query}`);
      expect(totalElements).toBeGreaterThan(0);
      expect(lines).toHaveLength(totalElements + 1);
      expect(lines[0]).toContain('Cliente;CPF/CNPJ;E-mail');
    });

    await step(journey, 'report-notification', async () => {
      await page.getByRole('button', { name: /Notificações/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Notificações' });
      const item = drawer.getByRole('link', { name: /Relatório de cobranças pronto/ });
      await item.waitFor();
      expect(await item.getAttribute('href')).toMatch(/\/_sandbox\/outbox\/\d+\/attachments\/0$/);
      await expectAccessible(page, 'notificação do relatório');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    });
  });

  it('an admin emits an invoice ahead and sees the city hall authorize it', async () => {
    const { page, sandbox } = journey;
    const id = await chargeWithoutInvoice(sandbox);

    await step(journey, 'invoice-emit-ahead', async () => {
      await page.goto(`${sandbox.url}/cobrancas/${id}`);
      const section = page.getByRole('region', { name: 'Notas fiscais' });
      await section.getByText('Não emitida').waitFor();
      await expectAccessible(page, 'seção de notas fiscais sem nota');
      await section.getByRole('button', { name: 'Adiantar Emissão de NF' }).click();
      await page.getByText('Emissão realizada com sucesso.').waitFor();
      await section.getByText('Em processamento').waitFor();
    });

    await step(journey, 'invoice-authorized', async () => {
      // The browser's clock too: the section asks again as soon as its next poll falls due.
      await advanceClock(sandbox, 25, page);
      const section = page.getByRole('region', { name: 'Notas fiscais' });
      await section.getByText('Autorizada').waitFor({ timeout: 15_000 });
      const pdf = section.getByRole('link', { name: /^PDF da nota \d+$/ });
      const response = await fetch((await pdf.getAttribute('href'))!);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      await expectAccessible(page, 'nota fiscal autorizada');
    });
  });
});
