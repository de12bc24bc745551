// `npm start -- --workers N` (issue 28, item 5): the charges list with one gateway process and with two
// behind the same port, on the same Postgres server, back to back in the same run; records the ratio.
// Budget: two processes answer at least `minRatio` of one process's requests per second, so the option
// never costs throughput; what it gains depends on the cores left after Postgres and the load generator.
//   node_modules/.bin/tsx bench/workers.ts [--quick]
import { getJson, inTurns, load, signIn, type Throughput } from './support/http';
import { benchSchema, findPostgres } from './support/postgres';
import { runBenchmark, startSandboxProcess } from './support/processes';
import { flags, fmt, loadBudgets, recordRow, times } from './support/report';

const budgets = loadBudgets().workers;
const seconds = flags.quick ? budgets.quickDurationSeconds : budgets.durationSeconds;
const rounds = flags.quick ? 1 : budgets.rounds;
const PATH = '/payment/charges?page=0&size=10';

/** A sandbox's charges list as a load to run, once signed in and the list answered. */
async function loadOf(url: string, connections: number): Promise<() => Promise<Throughput>> {
  const token = await signIn(url);
  await getJson(`${url}${PATH}`, token);
  const headers = { authorization: `Bearer ${token}` };
  return () => load(`${url}${PATH}`, { connections, durationSeconds: seconds, headers });
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
    // In turns, judged by the median rounds, as the Prism comparison; after a round each to warm up (two
    // processes each see half the requests, so their code is optimised later than one process's).
    const [single, double] = await inTurns(
      [await loadOf(one.url, connections), await loadOf(two.url, connections)],
      rounds,
      { warmUp: flags.quick ? 0 : 1 },
    );
    if (!single || !double) throw new Error('workers: rodada sem medida');
    const ratio = double.requestsPerSecond / single.requestsPerSecond;
    const failures = single.failures + double.failures;
    console.log(
      `workers: ${connections} conexões — 1 processo ${figures(single)}; 2 processos ${figures(double)}; ${times(ratio)}`,
    );
    recordRow({
      figure: `lista de cobranças · ${connections} conexões · 2 processos × 1 (Postgres)`,
      measured: figures(double) + (double.failures ? ` · ${double.failures} erros` : ''),
      budget:
        `≥ ${times(budgets.minRatio)} as req/s de 1 processo` +
        (rounds > 1 ? ` (medianas de ${rounds} rodadas)` : ''),
      peer: `1 processo ${figures(single)}${single.failures ? ` · ${single.failures} erros` : ''}`,
      ratio: times(ratio),
      verdict: failures === 0 && ratio >= budgets.minRatio ? 'ok' : 'FALHOU',
    });
  }
});
