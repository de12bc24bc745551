import type { banking, payment } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { parseBRL } from '@balcao/domain/money';
import { REPORT_TYPE_KEYS } from '@balcao/domain/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import {
  ADMIN,
  createTestSandbox,
  jsonBody,
  OPERATOR,
  OTHER_ADMIN,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
  textBody,
  withKey,
} from '../../test-support';

let s: TestSandbox;
let today: string;
beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(s.clock.now(), { frozen: true }); // the run's clock (test-clock.ts), not the machine's
  today = businessToday(s.clock.now());
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type SalesReport = payment.operations['requestReport']['requestBody']['content']['application/json'];
type BankReport =
  banking.operations['requestBankStatementReport']['requestBody']['content']['application/json'];
const salesReport = async (
  body: Partial<SalesReport> & Pick<SalesReport, 'report_type'>,
  email = FINANCE,
  key?: string,
) =>
  (await s.clients(email)).payment.POST('/automation/reports', {
    body: {
      recipient_email: 'contabil@loja.com.br',
      start_date: addDays(today, -30),
      end_date: today,
      ...body,
    },
    ...(key ? withKey(key) : {}),
  });
const bankReport = async (body: BankReport, email: string) =>
  (await s.clients(email)).banking.POST('/bank/statements/report', { body });
const list = async (email = FINANCE) =>
  (await (await s.clients(email)).payment.GET('/automation/reports', { params: { query: { size: 100 } } }))
    .data!;

// The sandbox's outbox and its files are no contract operations: raw calls.
/** The newest e-mail to `to` and its first attachment as text. */
async function delivered(to: string) {
  const outbox = await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${to}` });
  const email = jsonBody<SandboxOutbox>(outbox).emails[0]!;
  const file = await s.call({ method: 'GET', url: new URL(email.attachments[0]!.url).pathname });
  return { email, file: textBody(file), type: String(file.headers['content-type']) };
}

describe('POST /automation/reports', () => {
  it("builds 'Vendas' later, one line per sale, with the dashboard's received total for the period", async () => {
    const asked = await salesReport({ report_type: 'VENDAS' });
    expect(asked.response.status).toBe(202);
    expect(asked.data).toMatchObject({
      reportType: 'VENDAS',
      status: 'PENDING',
      recipientEmail: 'contabil@loja.com.br',
    });
    await s.app.scheduler.drain();
    const { email, file, type } = await delivered('contabil@loja.com.br');
    expect(email.subject).toContain('Relatório Vendas');
    expect(type).toContain('text/csv');
    expect(file.startsWith('\uFEFFID da cobrança;Data de pagamento;')).toBe(true);
    const lines = file.slice(1).trim().split('\r\n');
    const rows = lines.slice(1).map((l) => l.split(';'));
    const dashboard = await (await s.clients(ADMIN)).payment.GET('/seller/dashboard', {
      params: { query: { startDate: addDays(today, -30), endDate: today } },
    });
    const total = rows.reduce((sum, r) => sum + (parseBRL(r.at(-1) ?? '') ?? Number.NaN), 0);
    expect(rows.length).toBeGreaterThan(0);
    expect(total).toBe(Math.round(dashboard.data!.metrics.paidAmount * 100));
    const [sent] = (await list()).content;
    expect(sent).toMatchObject({ id: asked.data!.id, status: 'SENT', rows: rows.length });
  });

  it('tells whoever asked, in the notification centre, with the link to the CSV; nobody else', async () => {
    const panel = async (email: string) =>
      (
        await (
          await s.clients(email)
        ).core.GET('/notification-panel', {
          params: { query: { size: 50, sort: 'createdAt,desc' } },
        })
      ).data!;
    // A manager has the reports and the bell (financeiro has no bell: its notification waits unseen).
    const MANAGER = 'gerente@demo.balcao.dev';
    const unread = (await panel(MANAGER)).quantityUnread;
    const adminBefore = (await panel(ADMIN)).totalElements;
    const asked = await salesReport(
      { report_type: 'CHARGEBACK', recipient_email: 'aviso@loja.com.br' },
      MANAGER,
    );
    expect(asked.response.status).toBe(202);
    // Nothing before the report exists: the notification comes with the e-mail.
    expect((await panel(MANAGER)).quantityUnread).toBe(unread);
    await s.app.scheduler.drain();
    const mine = await panel(MANAGER);
    expect(mine.quantityUnread).toBe(unread + 1);
    const ready = mine.content[0]!;
    expect(ready).toMatchObject({
      notificationPanelType: 'NOTIFICATION_REPORT_READY',
      title: 'Relatório Chargeback pronto',
    });
    expect(ready.message).toContain('aviso@loja.com.br');
    const variables = Object.fromEntries(ready.variablesResponse.map((v) => [v.name, String(v.value)]));
    expect(variables.fileName).toMatch(/\.csv$/);
    const { file } = await delivered('aviso@loja.com.br');
    const download = await s.call({ method: 'GET', url: new URL(variables.downloadUrl!).pathname });
    expect(download.status).toBe(200);
    expect(download.body).toBe(file);
    expect((await panel(ADMIN)).totalElements).toBe(adminBefore);
  });

  it('refuses a period further back than 90 days, after today or reversed, and a bad type or e-mail', async () => {
    const cases: [Partial<SalesReport>, string | null][] = [
      [{ start_date: addDays(today, -91) }, 'O período pode começar no máximo 90 dias atrás.'],
      [{ end_date: addDays(today, 1) }, 'A data final não pode ser depois de hoje.'],
      [
        { start_date: today, end_date: addDays(today, -1) },
        'A data inicial deve ser igual ou anterior à data final.',
      ],
      [{ report_type: 'VENDAS', recipient_email: 'não é e-mail' }, null],
      [{ report_type: 'VENDAS', start_date: '2026-02-30' }, null],
    ];
    for (const [body, message] of cases) {
      const { status, errors } = await refusal(salesReport({ report_type: 'VENDAS', ...body }));
      expect(status).toBe(400);
      if (message) expect(errors[0]!.description).toBe(message);
    }
    // The bank's own type, which the sales contract does not list: only a raw call can ask for it.
    const bankType = await s.call({
      method: 'POST',
      url: '/payment/automation/reports',
      headers: await s.bearer(FINANCE),
      payload: {
        recipient_email: 'contabil@loja.com.br',
        start_date: addDays(today, -30),
        end_date: today,
        report_type: 'EXTRATO_CONTAS',
      },
    });
    expect(bankType.status).toBe(400);
    expect(await statusOf(salesReport({ report_type: 'VENDAS', start_date: addDays(today, -90) }))).toBe(202);
  });

  it('is for SELLER_ADMIN or SELLER_REPORTS, and answers a replayed key with the first request', async () => {
    expect(await statusOf(salesReport({ report_type: 'VENDAS' }, SALE))).toBe(403);
    expect(await statusOf(salesReport({ report_type: 'VENDAS' }, OPERATOR))).toBe(403);
    const before = (await list()).totalElements;
    const first = await salesReport({ report_type: 'BALANCO' }, ADMIN, 'relatorio-balanco-0001');
    const again = await salesReport({ report_type: 'BALANCO' }, ADMIN, 'relatorio-balanco-0001');
    expect(again.data!.id).toBe(first.data!.id);
    expect((await list()).totalElements).toBe(before + 1);
  });

  it('builds every sales report type as a CSV with its header', async () => {
    for (const type of REPORT_TYPE_KEYS.filter((k) => k !== 'EXTRATO_CONTAS')) {
      expect(
        await statusOf(
          salesReport({ report_type: type, recipient_email: `${type.toLowerCase()}@loja.com.br` }),
        ),
      ).toBe(202);
    }
    await s.app.scheduler.drain();
    for (const type of REPORT_TYPE_KEYS.filter((k) => k !== 'EXTRATO_CONTAS')) {
      const { file } = await delivered(`${type.toLowerCase()}@loja.com.br`);
      expect(file.startsWith('\uFEFF')).toBe(true);
      expect(file.split('\r\n')[0]?.split(';').length).toBeGreaterThan(3);
    }
    const balance = (await delivered('balanco@loja.com.br')).file.trim().split('\r\n');
    expect(balance).toHaveLength(32); // header and each of the 31 days
  });
});

describe("POST /bank/statements/report ('Extrato de contas')", () => {
  it('sends the checking account statement to whoever asked, for BANKING_ADMIN or BANKING_REPORT only', async () => {
    const body: BankReport = {
      start_date: addDays(today, -30),
      end_date: today,
      account_type: 'CHECKING_ACCOUNT',
    };
    expect(await statusOf(bankReport(body, SALE))).toBe(403);
    const asked = await bankReport(body, ADMIN);
    expect(asked.response.status).toBe(202);
    expect(asked.data).toMatchObject({
      reportType: 'EXTRATO_CONTAS',
      accountType: 'CHECKING_ACCOUNT',
      recipientEmail: ADMIN,
    });
    // An account type the contract does not list: only a raw call can ask for it.
    const savings = await s.call({
      method: 'POST',
      url: '/banking/bank/statements/report',
      headers: await s.bearer(ADMIN),
      payload: { ...body, account_type: 'SAVINGS' },
    });
    expect(savings.status).toBe(400);
    await s.app.scheduler.drain();
    const { email, file } = await delivered(ADMIN);
    expect(email.subject).toContain('Extrato de contas — Conta corrente');
    expect(file.startsWith('\uFEFFExecução;Tipo;Operação;Descrição;Destino;Taxas (R$);Valor (R$)\r\n')).toBe(
      true,
    );
    // The list shows it to the banking admin, never to a sales-only reports user.
    expect((await list(ADMIN)).content.some((r) => r.id === asked.data!.id)).toBe(true);
    expect((await list(FINANCE)).content.some((r) => r.id === asked.data!.id)).toBe(false);
  });

  it("names each movement's own type and where its money went ('Tipo', 'Destino')", async () => {
    // A treasury withdrawal today, settled: beside the seeded Pix and boleto payments and repasses.
    const sent = await (await s.clients(ADMIN)).banking.POST('/v1/banking/transfers', {
      body: { amount: 12.34 },
    });
    expect(sent.response.status).toBe(202);
    await s.clock.advance(5);
    const body: BankReport = {
      start_date: addDays(today, -30),
      end_date: today,
      account_type: 'CHECKING_ACCOUNT',
    };
    expect(await statusOf(bankReport(body, ADMIN))).toBe(202);
    await s.app.scheduler.drain();
    const rows = (await delivered(ADMIN)).file
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';'));
    const byOperation = (op: string) => rows.filter((r) => r[2] === op).map((r) => [r[1], r[4]]);
    expect(byOperation('SAQUE')).toContainEqual(['Saque', 'Conta em outro banco']);
    expect(byOperation('PIX_ENVIADO')).toContainEqual(['Pix enviado', EXTERNAL_PIX_RECIPIENTS[3].name]);
    expect(byOperation('PAGAMENTO_BOLETO').length).toBeGreaterThan(0);
    for (const [type, destination] of byOperation('PAGAMENTO_BOLETO')) {
      expect(type).toBe('Pagamento de boleto');
      expect(destination).not.toBe('');
    }
    for (const [type, destination] of byOperation('REPASSE')) {
      expect(type).toBe('Repasse recebido');
      expect(destination).toBe('Conta do seller');
    }
    // No movement of the account is left without a destination or called a repasse by mistake.
    for (const r of rows) {
      if (r[2] !== 'REPASSE') expect(r[1]).not.toBe('Repasse');
      expect(r[4], r.join(';')).not.toBe('');
    }
  });

  it("never lists another seller's requests", async () => {
    expect((await list(OTHER_ADMIN)).totalElements).toBe(0);
  });
});
