// Budget (issue 4): with 1,000,000 charges on the embedded database, the charges list with any one
// filter and the dashboard aggregation answer in under 100 ms at the median (bench/budgets.json). Run:
//   node_modules/.bin/tsx bench/charges-queries.ts [--scale 1000000] [--runs 15]
// Seeds an in-memory PGlite (the demo seed, then --scale charges for the demo merchant), then times the
// same rule functions the HTTP handlers call, beside a primary-key lookup measured in the same run.
// `pnpm bench` runs it at a smaller scale (seeding a million rows takes minutes) unless `--full`.
import { performance } from 'node:perf_hooks';
import { addDays, businessToday } from '@balcao/domain/dates';
import {
  type Caller,
  type ChargeListQuery,
  dashboardCharges,
  dashboardChart,
  insertScaleCharges,
  listCharges,
  loadClock,
  openDatabase,
  prepareDatabase,
} from '@balcao/sandbox';
import { fmt, loadBudgets, numberArg, recordRow } from './support/report';

const BUDGET_MS = loadBudgets().chargesQueries.maxMedianMs;
const scale = numberArg('scale', 1_000_000);
const runs = numberArg('runs', 15);

const db = await openDatabase({ inMemory: true });
let started = performance.now();
await prepareDatabase(db);
const clock = await loadClock(db);
const [admin] = await db.query<{ id: number; seller_id: number }>(
  `SELECT id, seller_id FROM users WHERE email = 'admin@demo.balcao.dev'`,
);
if (!admin) throw new Error('seed sem o admin da demo');
const today = businessToday(clock.now());
await insertScaleCharges(db, admin.seller_id, scale, today);
await db.exec('VACUUM ANALYZE');
const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM charges');
console.log(`semeado: ${count?.n} cobranças em ${((performance.now() - started) / 1000).toFixed(1)} s`);

const caller: Caller = {
  userId: admin.id,
  sellerId: admin.seller_id,
  email: 'admin@demo.balcao.dev',
  roles: ['SELLER_ADMIN'],
  bankingRoles: [],
};

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

const base: ChargeListQuery = { page: 0, size: 10, sort: 'expirationDate,DESC' };
const list = (filter: Partial<ChargeListQuery>) => () =>
  listCharges(db, clock, caller, { ...base, ...filter });
const monthAgo = addDays(today, -30);
const cases: [string, () => Promise<unknown>][] = [
  ['lista sem filtro', list({})],
  ['lista, página 500', list({ page: 500 })],
  ['status PAID', list({ status: 'PAID' })],
  ['status LATE', list({ status: 'LATE' })],
  ['status CHARGEBACK', list({ status: 'CHARGEBACK' })],
  ['método BOLETO', list({ paymentMethod: 'BOLETO' })],
  ['vencimento no mês', list({ expirationDateInitial: monthAgo, expirationDateFinal: today })],
  ['pagamento no mês', list({ paidDateInitial: monthAgo, paidDateFinal: today })],
  ['valor de 100 a 200', list({ valueMin: 100, valueMax: 200 })],
  ['cliente (nome)', list({ customerName: 'marcos ara' })],
  ['CPF/CNPJ', list({ customerDocument: '123' })],
  ['e-mail', list({ customerEmail: 'paula.lima' })],
  ['título', list({ title: 'consult' })],
  ['link de pagamento', list({ paymentLink: 'PL000042' })],
  ['agendadas (SCHEDULED)', list({ chargeFilterConfig: 'SCHEDULED' })],
  [
    'dashboard: gráfico do mês',
    () => dashboardChart(db, clock, caller, { startDate: monthAgo, endDate: today }),
  ],
  [
    'dashboard: recebíveis do mês (1000)',
    () =>
      dashboardCharges(db, clock, caller, {
        startDate: monthAgo,
        endDate: today,
        status: 'ALL',
        size: 1000,
        sort: 'date,DESC',
      }),
  ],
];

const [sample] = await db.query<{ id: string }>('SELECT id FROM charges ORDER BY id LIMIT 1 OFFSET 5000');
const baseline = await median(() => db.query('SELECT * FROM charges WHERE id = $1', [sample?.id]));
console.log(`referência: busca por chave primária ${baseline.toFixed(1)} ms (mediana de ${runs})`);
const over: string[] = [];
let worst = { label: '', ms: 0 };
for (const [label, fn] of cases) {
  const ms = await median(fn);
  const verdict = ms <= BUDGET_MS ? 'ok' : 'ACIMA DO ORÇAMENTO';
  if (ms > BUDGET_MS) over.push(label);
  if (ms > worst.ms) worst = { label, ms };
  console.log(
    `${label.padEnd(38)} ${ms.toFixed(1).padStart(7)} ms  (${(ms / baseline).toFixed(0)}× a referência) ${verdict}`,
  );
}
await db.close();
recordRow({
  figure: `cobranças com filtro e dashboard · ${fmt(scale, 0)} cobranças, banco embutido`,
  measured: `pior mediana ${fmt(worst.ms)} ms (${worst.label}), ${cases.length} consultas`,
  budget: `≤ ${BUDGET_MS} ms cada, mediana`,
  peer: `busca por chave primária ${fmt(baseline)} ms`,
  ratio: `${fmt(worst.ms / baseline, 0)}× a referência`,
  verdict: over.length ? 'FALHOU' : 'ok',
});
if (over.length) {
  console.error(`\nacima de ${BUDGET_MS} ms: ${over.join(', ')}`);
  process.exit(1);
}
console.log(`\ntodas as consultas abaixo de ${BUDGET_MS} ms com ${scale} cobranças`);
