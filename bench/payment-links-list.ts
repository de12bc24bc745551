// Budget (issue 12): with 10,000 payment links (what `--scale 1000000` adds), the /seja-pago list answers
// in under 100 ms at the median in every tab and with its filters (bench/budgets.json). Run:
//   node_modules/.bin/tsx bench/payment-links-list.ts [--links 10000] [--runs 15]
// Seeds an in-memory PGlite (the demo seed, then --links links for the demo merchant), then times the rule
// function the HTTP handler calls, beside a primary-key lookup measured in the same run.
import { performance } from 'node:perf_hooks';
import {
  type Caller,
  insertScaleLinks,
  listPaymentLinks,
  loadClock,
  openDatabase,
  type PaymentLinkListQuery,
  prepareDatabase,
} from '@balcao/sandbox';
import { fmt, loadBudgets, numberArg, recordRow } from './support/report';

const budget = loadBudgets().paymentLinksList;
const links = numberArg('links', budget.links);
const runs = numberArg('runs', 15);

const db = await openDatabase({ inMemory: true });
let started = performance.now();
await prepareDatabase(db);
const clock = await loadClock(db);
const [admin] = await db.query<{ id: number; seller_id: number }>(
  `SELECT id, seller_id FROM users WHERE email = 'admin@demo.balcao.dev'`,
);
if (!admin) throw new Error('seed sem o admin da demo');
await insertScaleLinks(db, admin.seller_id, links, clock.now());
await db.exec('VACUUM ANALYZE');
console.log(`semeado: ${links} links em ${((performance.now() - started) / 1000).toFixed(1)} s`);

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

const base: PaymentLinkListQuery = { kind: 'orders', page: 0, size: 20, sort: 'createdAt,DESC' };
const list = (filter: Partial<PaymentLinkListQuery>) => () =>
  listPaymentLinks(db, clock, caller, { ...base, ...filter }, 'http://localhost:4010');
const cases: [string, () => Promise<unknown>][] = [
  ['pontuais, primeira página', list({})],
  ['pontuais, página 100', list({ page: 100 })],
  ['rápidos', list({ kind: 'fast-orders' })],
  ['busca por título', list({ title: 'fotografia' })],
  ['busca sem resultado', list({ title: 'nada assim' })],
  ['só dedicados a clientes', list({ withCustomer: true })],
];

const [sample] = await db.query<{ id: string }>(
  'SELECT id FROM payment_links ORDER BY id LIMIT 1 OFFSET 500',
);
const baseline = await median(() => db.query('SELECT * FROM payment_links WHERE id = $1', [sample?.id]));
console.log(`referência: busca por chave primária ${baseline.toFixed(1)} ms (mediana de ${runs})`);
const over: string[] = [];
let worst = { label: '', ms: 0 };
for (const [label, fn] of cases) {
  const ms = await median(fn);
  if (ms > budget.maxMedianMs) over.push(label);
  if (ms > worst.ms) worst = { label, ms };
  const verdict = ms <= budget.maxMedianMs ? 'ok' : 'ACIMA DO ORÇAMENTO';
  console.log(`${label.padEnd(30)} ${ms.toFixed(1).padStart(7)} ms  ${verdict}`);
}
await db.close();
recordRow({
  figure: `lista de /seja-pago · ${fmt(links, 0)} links, banco embutido`,
  measured: `pior mediana ${fmt(worst.ms)} ms (${worst.label}), ${cases.length} consultas`,
  budget: `≤ ${budget.maxMedianMs} ms cada, mediana`,
  peer: `busca por chave primária ${fmt(baseline)} ms`,
  ratio: `${fmt(worst.ms / baseline, 0)}× a referência`,
  verdict: over.length ? 'FALHOU' : 'ok',
});
if (over.length) {
  console.error(`\nacima de ${budget.maxMedianMs} ms: ${over.join(', ')}`);
  process.exit(1);
}
console.log(`\ntodas as consultas abaixo de ${budget.maxMedianMs} ms com ${links} links`);
