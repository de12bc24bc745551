import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, PermissionDeniedError } from '../src';
import { day, FINANCE, failureOf, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

interface OutboxEmail {
  to: string;
  attachments: { filename: string; url: string }[];
}

async function outbox(to: string): Promise<OutboxEmail[]> {
  const response = await fetch(`${sandbox.url}/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: OutboxEmail[] }).emails;
}

const cents = (reais: number) => Math.round(reais * 100);

describe('reports.sendChargeReport', () => {
  it('mails the CSV of a period’s charges, once for a repeated idempotency key', async () => {
    const balcao = sandbox.balcao();
    const params = {
      expirationDateInitial: day(-45),
      expirationDateFinal: day(-15),
      email: 'contas@loja.com.br',
    };
    const idempotencyKey = `report-${crypto.randomUUID()}`;
    const sent = await balcao.reports.sendChargeReport(params, { idempotencyKey }).withResponse();
    expect(sent.response.status).toBe(202);
    expect(sent.data).toEqual({
      message: 'Relatório gerado com sucesso. Será enviado para o email informado.',
      totalElements: expect.any(Number),
    });
    expect(sent.data.totalElements).toBeGreaterThan(0);
    const replay = await balcao.reports.sendChargeReport(params, { idempotencyKey }).withResponse();
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data).toEqual(sent.data);

    const emails = await outbox(params.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.attachments[0]!.filename).toBe(
      `cobrancas_${params.expirationDateInitial}_a_${params.expirationDateFinal}.csv`,
    );
  });

  it('refuses a period that ends before it starts, and a user without reports', async () => {
    const balcao = sandbox.balcao();
    const backwards = await failureOf(
      balcao.reports.sendChargeReport({
        expirationDateInitial: day(-1),
        expirationDateFinal: day(-10),
        email: 'contas@loja.com.br',
      }),
    );
    expect(backwards).toBeInstanceOf(BadRequestError);
    expect((backwards as BadRequestError).errors[0]?.description).toBe(
      'A data final deve ser igual ou posterior à data inicial.',
    );
    // The charges export is for whoever opens /cobrancas; finance has reports but not that page.
    const finance = sandbox.balcao(FINANCE);
    const refused = await failureOf(
      finance.reports.sendChargeReport({
        expirationDateInitial: day(-10),
        expirationDateFinal: day(-1),
        email: 'vendas@loja.com.br',
      }),
    );
    expect(refused).toBeInstanceOf(PermissionDeniedError);
  });
});

describe('balance.retrieve', () => {
  it('reads the seller’s balance in reais, available plus to release', async () => {
    const balance = await sandbox.balcao().balance.retrieve();
    expect(cents(balance.amount)).toBeGreaterThan(0);
    expect(cents(balance.provisionedAmount)).toBeGreaterThan(0);
    expect(cents(balance.totalAmount)).toBe(cents(balance.amount) + cents(balance.provisionedAmount));
  });

  it('is refused to a profile without the finance roles', async () => {
    expect(await failureOf(sandbox.balcao(SALE).balance.retrieve())).toBeInstanceOf(PermissionDeniedError);
  });
});
