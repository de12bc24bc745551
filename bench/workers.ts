// `npm start -- --workers N` (issue 28, item 5): the charges list with one gateway process and with two
// behind the same port, on the same Postgres server, back to back in the same run; records the ratio.
// Budget: two processes answer at least `minRatio` of one process's requests per second, so the option
// never costs throughput; what it gains depends on the cores left after Postgres and the load generator.
//   node_modules/.bin/tsx bench/workers.ts [--quick]
import { getJson, load, signIn, type Throughput } from './support/http';
import { benchSchema, findPostgres } from './support/postgres';
import { runBenchmark, startSandboxProcess } from './support/processes';
import { flags, fmt, loadBudgets, recordRow, times } from './support/report';

const budgets = loadBudgets().workers;
const seconds = flags.quick ? budgets.quickDurationSeconds : budgets.durationSeconds;
const PATH = '/payment/charges?page=0&size=10';

async function measure(url: string, connections: number): Promise<Throughput> {
  const token = await signIn(url);
  await getJson(`${url}${PATH}`, token);
  return load(`${url}${PATH}`, {
    connections,
    durationSeconds: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
}

const figures = (t: Throughput) => `${fmt(t.requestsPerSecond, 0)} req/s · p99 ${fmt(t.p99Ms, 1)} ms`;

await runBenchmark(async () => {
  const postgres = await findPostgres();
  console.log(`workers: Postgres — ${postgres.reason}`);
  if (!postgres.url) {
    recordRow({
      figure: 'lista de cobranças · 2 processos × 1',
      measured: '—',
      budget: `≥ ${times(budgets.minRatio)}`,
      peer: '—',
      ratio: '—',
      verdict: 'pulado',
    });
    return;
  }
  const one = await startSandboxProcess('sandbox (1 processo)', {
    databaseUrl: postgres.url,
    schema: benchSchema(postgres.url),
  });
  const two = await startSandboxProcess('sandbox (2 processos)', {
    databaseUrl: postgres.url,
    schema: benchSchema(postgres.url),
    args: ['--workers', '2'],
  });
  for (const connections of budgets.connections) {
    const single = await measure(one.url, connections);
    const double = await measure(two.url, connections);
    const ratio = double.requestsPerSecond / single.requestsPerSecond;
    const failures = single.failures + double.failures;
    console.log(
      `workers: ${connections} conexões — 1 processo ${figures(single)}; 2 processos ${figures(double)}; ${times(ratio)}`,
    );
    recordRow({
      figure: `lista de cobranças · ${connections} conexões · 2 processos × 1 (Postgres)`,
      measured: figures(double) + (double.failures ? ` · ${double.failures} erros` : ''),
      budget: `≥ ${times(budgets.minRatio)} as req/s de 1 processo`,
      peer: `1 processo ${figures(single)}${single.failures ? ` · ${single.failures} erros` : ''}`,
      ratio: times(ratio),
      verdict: failures === 0 && ratio >= budgets.minRatio ? 'ok' : 'FALHOU',
    });
  }
});
