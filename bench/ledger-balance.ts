// Budget (issue 14): with a year of 1,000 movements a day for one seller, the balance answers in under
// 10 ms and any statement page in under 100 ms, at the median, on the embedded database. Run:
//   node_modules/.bin/tsx bench/ledger-balance.ts [--scale 1000] [--days 365] [--runs 25]
// Migrates an in-memory PGlite, writes the movements in bulk (areas/ledger/scale.ts: sales settling over
// the next 90 days with their fees, a withdrawal a day, an anticipation a week), then times the ledger's
// own read functions beside a primary-key lookup measured in the same run.
import { performance } from 'node:perf_hooks';
import { addDays } from '@balcao/domain/dates';
import {
  balances,
  futureEntries,
  insertScaleLedger,
  migrate,
  openDatabase,
  statement,
} from '@balcao/sandbox';
import { fmt, loadBudgets, numberArg, recordRow } from './support/report';

const budget = loadBudgets().ledger;
const BALANCE_BUDGET_MS = budget.maxBalanceMedianMs;
const STATEMENT_BUDGET_MS = budget.maxStatementMedianMs;
const perDay = numberArg('scale', budget.movementsPerDay);
const days = numberArg('days', budget.days);
const runs = numberArg('runs', 25);
const today = '2026-11-24';

const db = await openDatabase({ inMemory: true });
let started = performance.now();
await migrate(db);
const [seller] = await db.query<{ id: number }>(
  `INSERT INTO sellers (document, company_name, created_at) VALUES ('11222333000181', 'Escala Ltda', now()) RETURNING id`,
);
if (!seller) throw new Error('vendedor não criado');
await insertScaleLedger(db, seller.id, { perDay, days, today });
await db.exec('VACUUM ANALYZE');
const [count] = await db.query<{ entries: number; postings: number }>(
  'SELECT (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM ledger_postings)::int AS postings',
);
console.log(
  `semeado: ${count?.entries} lançamentos, ${count?.postings} partidas em ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const page = { page: 0, size: 10 };
const cases: [string, number, () => Promise<unknown>][] = [
  ['saldos (total, disponível, a liberar)', BALANCE_BUDGET_MS, () => balances(db, seller.id, today)],
  [
    'extrato: últimos 30 dias',
    STATEMENT_BUDGET_MS,
    () => statement(db, seller.id, 'ACQUIRING', { from: addDays(today, -30), to: today, ...page }),
  ],
  [
    'extrato: 360 dias, página 1000',
    STATEMENT_BUDGET_MS,
    () =>
      statement(db, seller.id, 'ACQUIRING', { from: addDays(today, -360), to: today, page: 1000, size: 10 }),
  ],
  [
    'lançamentos futuros (+1 a +60)',
    STATEMENT_BUDGET_MS,
    () => futureEntries(db, seller.id, 'ACQUIRING', today, page),
  ],
  [
    'antecipações (+1 a +360, CREDIT_ANTICIPATED)',
    STATEMENT_BUDGET_MS,
    () =>
      statement(db, seller.id, 'ACQUIRING', {
        from: addDays(today, -360),
        to: addDays(today, 360),
        statementType: 'CREDIT_ANTICIPATED',
        ...page,
      }),
  ],
];

const [sample] = await db.query<{ id: string }>(
  'SELECT id FROM ledger_entries ORDER BY id LIMIT 1 OFFSET 5000',
);
const baseline = await median(() => db.query('SELECT * FROM ledger_entries WHERE id = $1', [sample?.id]));
console.log(`referência: busca por chave primária ${baseline.toFixed(2)} ms (mediana de ${runs})`);
const over: string[] = [];
for (const [label, budget, fn] of cases) {
  const ms = await median(fn);
  if (ms > budget) over.push(label);
  console.log(
    `${label.padEnd(46)} ${ms.toFixed(2).padStart(7)} ms  (orçamento ${budget} ms) ${ms <= budget ? 'ok' : 'ACIMA DO ORÇAMENTO'}`,
  );
  recordRow({
    figure: `razão · ${label} · ${fmt(perDay, 0)} movimentos/dia × ${days} dias, banco embutido`,
    measured: `${fmt(ms)} ms mediana`,
    budget: `≤ ${budget} ms`,
    peer: `busca por chave primária ${fmt(baseline)} ms`,
    ratio: `${fmt(ms / baseline, 0)}× a referência`,
    verdict: ms <= budget ? 'ok' : 'FALHOU',
  });
}
await db.close();
if (over.length) {
  console.error(`acima do orçamento: ${over.join(', ')}`);
  process.exit(1);
}
