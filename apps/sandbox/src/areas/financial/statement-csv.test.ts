import { addDays, businessToday, formatApiDate } from '@balcao/domain/dates';
import { formatAmount, reaisToCents } from '@balcao/domain/money';
import { CSV_BOM } from '@balcao/domain/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, OTHER_ADMIN, type TestSandbox, textBody } from '../../test-support';

/** GET /redeems/statement/csv: the statement of a period as the product's one CSV dialect. */
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const today = () => businessToday(s.clock.now());
// Through `s.call`: the CSV's bytes and headers are the wire format under test.
const csv = async (query: string, email = FINANCE) =>
  s.call({ method: 'GET', url: `/banking/redeems/statement/csv?${query}`, headers: await s.bearer(email) });
const period = (from: string, to: string) => `executionDateInitial=${from}&executionDateFinal=${to}`;

describe('GET /redeems/statement/csv', () => {
  it('has one line per statement line of the period, oldest first, with its fee and net amount', async () => {
    const from = addDays(today(), -30);
    const to = today();
    const answer = await csv(period(from, to));
    const { status, headers } = answer;
    expect(status).toBe(200);
    expect(String(headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(headers['content-disposition'])).toContain(`extrato-${from}-a-${to}.csv`);
    const body = textBody(answer);
    expect(body.startsWith(CSV_BOM)).toBe(true);
    const [header, ...lines] = body.slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Execução;Tipo;Operação;Descrição;Destino;Taxas (R$);Valor (R$)');
    const page = (
      await (
        await s.clients(FINANCE)
      ).banking.GET('/redeems/statement', {
        params: {
          query: { executionDateInitial: from, executionDateFinal: to, size: 100, sort: 'executionDate,asc' },
        },
      })
    ).data!;
    expect(page.totalElements).toBeGreaterThan(0);
    expect(lines).toHaveLength(page.totalElements);
    const first = page.content[0]!;
    expect(lines[0]!.startsWith(`${formatApiDate(first.executionDate)};`)).toBe(true);
    expect(lines[0]!.endsWith(`;${formatAmount(reaisToCents(first.amount))}`)).toBe(true);
  });

  it('needs view_seller_finance, and is each seller’s own statement', async () => {
    const last30 = period(addDays(today(), -30), today());
    // The seed gives Outra Loja the finance toggles (its blocked payouts show read-only): take them away.
    await s.db.query(
      `DELETE FROM seller_feature_toggles WHERE name = 'view_seller_finance'
          AND seller_id = (SELECT id FROM sellers WHERE document = '45321678000104')`,
    );
    expect((await csv(last30, OTHER_ADMIN)).status).toBe(403);
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name)
       SELECT id, 'view_seller_finance' FROM sellers WHERE document = '45321678000104' ON CONFLICT DO NOTHING`,
    );
    const theirs = await csv(last30, OTHER_ADMIN);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toBe((await csv(last30)).body);
  });

  it('refuses a period out of range, reversed or missing, and hostile text, with 400', async () => {
    for (const query of [
      period(addDays(today(), -400), today()),
      period(today(), addDays(today(), -1)),
      `executionDateInitial=${today()}`,
      period('2026-13-01', today()),
      period('%00', today()),
      period('<script>', today()),
    ])
      expect((await csv(query)).status, query).toBe(400);
  });

  it('is for the financial page’s roles only', async () => {
    expect((await csv(period(today(), today()), SALE)).status).toBe(403);
  });
});
