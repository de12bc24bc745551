import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, PermissionDeniedError } from '../src';
import { ADMIN, day, FINANCE, failureOf, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

async function attachments(to: string): Promise<string[]> {
  const response = await fetch(`${sandbox.url}/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}`);
  const { emails } = (await response.json()) as { emails: { attachments: { filename: string }[] }[] };
  return emails.flatMap((e) => e.attachments.map((a) => a.filename));
}

describe('reports.request and reports.list', () => {
  it('asks a sales report that the gateway builds and mails, and lists it as sent', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const asked = await balcao.reports.request({
      report_type: 'VENDAS',
      recipient_email: 'sdk.vendas@loja.com.br',
      start_date: day(-30),
      end_date: day(0),
    });
    expect(asked).toMatchObject({ reportType: 'VENDAS', status: 'PENDING' });
    await expect
      .poll(() => attachments('sdk.vendas@loja.com.br'), { timeout: 15_000 })
      .toEqual([`vendas_${day(-30)}_a_${day(0)}.csv`]);
    const listed = [];
    for await (const r of balcao.reports.list({ size: 1 })) listed.push(r);
    expect(listed).toEqual([expect.objectContaining({ id: asked.id, status: 'SENT' })]);
  });

  it("asks 'Extrato de contas' for the banking admin, mailed to them", async () => {
    const asked = await sandbox.balcao(ADMIN).reports.requestBankStatement({
      start_date: day(-10),
      end_date: day(0),
      account_type: 'CHECKING_ACCOUNT',
    });
    expect(asked).toMatchObject({ reportType: 'EXTRATO_CONTAS', recipientEmail: ADMIN });
  });

  it('refuses a period past 90 days and a user without reports', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const params = { report_type: 'BALANCO' as const, recipient_email: 'x@loja.com.br', end_date: day(0) };
    const far = await failureOf(balcao.reports.request({ ...params, start_date: day(-91) }));
    expect(far).toBeInstanceOf(BadRequestError);
    expect((far as BadRequestError).errors[0]?.description).toBe(
      'O período pode começar no máximo 90 dias atrás.',
    );
    const sale = await failureOf(sandbox.balcao(SALE).reports.request({ ...params, start_date: day(-1) }));
    expect(sale).toBeInstanceOf(PermissionDeniedError);
  });
});
