// Budget (issue 10, item 2): each read of the set below answers at least as many requests per second
// as Stoplight Prism mocking the same document, with a p99 no higher than Prism's, on a Postgres
// server; at least half of Prism's rate on the embedded database. Run:
//   node_modules/.bin/tsx bench/prism-comparison.ts [--quick] [--only <parte do nome de uma leitura>]
// Starts `prism mock` for core.yaml, payment.yaml and banking.yaml and a sandbox on the embedded database and, when a server answers, one on Postgres; then, read by read,
// loads Prism and each sandbox in turns at each connection count (`rounds` short rounds each, taking
// turns, compared by their medians), so the three share the machine's state of the moment and one
// stall of two cores shared by Node, Postgres and the load generator decides no verdict
// (docs/decisions/2026-12-05-bench-em-rodadas-alternadas.md). Prism serves the document's paths without
// the gateway prefix (/core, /payment, /banking).

import { getJson, inTurns, load, signIn, type Throughput } from './support/http';
import { benchSchema, findPostgres } from './support/postgres';
import { runBenchmark, type Server, startPrism, startSandboxProcess } from './support/processes';
import { type BenchRow, flags, fmt, loadBudgets, recordRow, times } from './support/report';

interface Read {
  name: string;
  gateway: 'core' | 'payment' | 'banking';
  /** Path inside the document; `{charge}` becomes a charge of the demo merchant. */
  path: string;
}

const READS: Read[] = [
  { name: 'feature toggles', gateway: 'core', path: '/users/feature-toggles' },
  { name: 'notificações não lidas', gateway: 'core', path: '/notification-panel/quantity-unread' },
  { name: 'lista de notificações', gateway: 'core', path: '/notification-panel?page=0&size=10' },
  { name: 'lista de cobranças', gateway: 'payment', path: '/charges?page=0&size=10' },
  { name: 'detalhe da cobrança', gateway: 'payment', path: '/charges/{charge}' },
  { name: 'lista de clientes', gateway: 'payment', path: '/seller-clients?page=0&size=10' },
  { name: 'lista de subvendedores', gateway: 'payment', path: '/sellers/subseller?page=0&size=10' },
  { name: 'lista de assinaturas', gateway: 'payment', path: '/subscriptions?page=0&size=10' },
  { name: 'dashboard do mês', gateway: 'payment', path: '/seller/dashboard?startDate={from}&endDate={to}' },
  { name: 'saldo da conta', gateway: 'banking', path: '/accounts/balance' },
  { name: 'cartões', gateway: 'banking', path: '/cards?page=0&size=10' },
  { name: 'resumo da tesouraria', gateway: 'banking', path: '/v1/products/summary' },
];

interface Target {
  label: string;
  /** Base URL of each gateway on this target. */
  base: Record<Read['gateway'], string>;
  token: string;
  charge: string;
}

const budgets = loadBudgets().prismComparison;
// `--only <text>`: just the reads whose name holds it (one figure measured again while working on it).
const onlyAt = process.argv.indexOf('--only');
const reads =
  onlyAt >= 0 ? READS.filter((read) => read.name.includes(process.argv[onlyAt + 1] ?? '')) : READS;
const duration = flags.quick ? budgets.quickDurationSeconds : budgets.durationSeconds;
const rounds = flags.quick ? 1 : budgets.rounds;

async function sandboxTarget(label: string, server: Server): Promise<Target> {
  const token = await signIn(server.url);
  const page = await getJson<{ content: { uuid: string }[] }>(
    `${server.url}/payment/charges?page=0&size=1`,
    token,
  );
  const charge = page.content[0]?.uuid;
  if (!charge) throw new Error(`${label}: nenhuma cobrança no seed`);
  const base = {
    core: `${server.url}/core`,
    payment: `${server.url}/payment`,
    banking: `${server.url}/banking`,
  };
  return { label, base, token, charge };
}

function urlOf(target: Target, read: Read): string {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const path = read.path.replace('{charge}', target.charge).replace('{from}', from).replace('{to}', to);
  return `${target.base[read.gateway]}${path}`;
}

/** One request per read on every target first: a mock that answers 4xx must not count as fast. */
async function preflight(targets: Target[]): Promise<void> {
  for (const target of targets) {
    for (const read of reads) {
      const response = await fetch(urlOf(target, read), {
        headers: { authorization: `Bearer ${target.token}` },
      });
      await response.arrayBuffer();
      if (!response.ok)
        throw new Error(`${target.label}, ${read.name}: ${response.status} ${urlOf(target, read)}`);
    }
  }
}

const run = (target: Target, read: Read, connections: number, seconds: number) =>
  load(urlOf(target, read), {
    connections,
    durationSeconds: seconds,
    headers: { authorization: `Bearer ${target.token}` },
  });

/** Each target loaded `rounds` times, in turns (Prism, then each sandbox, again): their median rounds. */
const measure = (targets: Target[], read: Read, connections: number) =>
  inTurns(
    targets.map((target) => () => run(target, read, connections, duration)),
    rounds,
  );

const figures = (t: Throughput) => `${fmt(t.requestsPerSecond, 0)} req/s · p99 ${fmt(t.p99Ms, 1)} ms`;

function row(
  read: Read,
  connections: number,
  sandbox: Target,
  ours: Throughput,
  prism: Throughput,
): BenchRow {
  const postgres = sandbox.label === 'Postgres';
  const minRatio = postgres ? budgets.postgres.minRequestsRatio : budgets.embedded.minRequestsRatio;
  const ratio = ours.requestsPerSecond / prism.requestsPerSecond;
  const p99Ratio = ours.p99Ms / prism.p99Ms;
  const failures = ours.failures + prism.failures;
  const ok =
    failures === 0 &&
    ratio >= minRatio &&
    (!postgres || ours.p99Ms <= prism.p99Ms * budgets.postgres.maxP99Ratio);
  return {
    figure: `${read.name} · ${connections} conexões · ${postgres ? 'Postgres' : 'banco embutido'}`,
    measured: figures(ours) + (ours.failures ? ` · ${ours.failures} erros (${ours.statuses})` : ''),
    budget:
      (postgres
        ? `≥ ${times(minRatio)} req/s e p99 ≤ ${times(budgets.postgres.maxP99Ratio)} do Prism`
        : `≥ ${times(minRatio)} req/s do Prism`) + (rounds > 1 ? ` (medianas de ${rounds} rodadas)` : ''),
    peer: `Prism ${figures(prism)}${prism.failures ? ` · ${prism.failures} erros` : ''}`,
    ratio: `${times(ratio)} req/s · p99 ${times(p99Ratio)}`,
    verdict: ok ? 'ok' : 'FALHOU',
  };
}

await runBenchmark(async () => {
  const postgres = await findPostgres();
  console.log(`prism: Postgres — ${postgres.reason}`);
  const [core, payment, banking, embedded, server] = await Promise.all([
    startPrism('core.yaml'),
    startPrism('payment.yaml'),
    startPrism('banking.yaml'),
    startSandboxProcess('sandbox (banco embutido)'),
    postgres.url
      ? startSandboxProcess('sandbox (Postgres)', {
          databaseUrl: postgres.url,
          schema: benchSchema(postgres.url),
        })
      : undefined,
  ]);
  const prism: Target = {
    label: 'Prism',
    base: { core: core.url, payment: payment.url, banking: banking.url },
    token: 'bench',
    charge: '',
  };
  const sandboxes = [await sandboxTarget('banco embutido', embedded)];
  if (server) sandboxes.push(await sandboxTarget('Postgres', server));
  // Prism's examples answer any charge id; a real one from the seed keeps both paths alike.
  prism.charge = sandboxes[0]?.charge ?? '';
  await preflight([prism, ...sandboxes]);

  console.log(`prism: aquecendo (${reads.length} leituras × ${1 + sandboxes.length} servidores)…`);
  for (const read of reads) for (const target of [prism, ...sandboxes]) await run(target, read, 10, 1);

  console.log(`prism: ${rounds} rodada(s) de ${duration} s por servidor, em turnos; compara as medianas`);
  for (const read of reads) {
    for (const connections of budgets.connections) {
      const [prismRun, ...ourRuns] = await measure([prism, ...sandboxes], read, connections);
      for (const [index, sandbox] of sandboxes.entries()) {
        const ours = ourRuns[index];
        if (!prismRun || !ours) throw new Error(`${read.name}: rodada sem medida`);
        const result = row(read, connections, sandbox, ours, prismRun);
        recordRow(result);
        console.log(`${result.verdict.padEnd(6)} ${result.figure}: ${result.measured}; ${result.peer}`);
        if (result.verdict !== 'ok') process.exitCode = 1;
      }
    }
  }
  if (!server) {
    recordRow({
      figure: 'leituras contra o Prism · Postgres',
      measured: '—',
      budget: `≥ ${times(budgets.postgres.minRequestsRatio)} req/s e p99 ≤ ${times(budgets.postgres.maxP99Ratio)}`,
      peer: '—',
      ratio: '—',
      verdict: 'pulado',
    });
    console.log(`prism: sem Postgres, comparação no servidor pulada (${postgres.reason})`);
  }
});
