// CPU per request of the Prism comparison's reads (issue 10, item 2): the sandbox process's own CPU and
// that of its Postgres backends, divided by the requests answered. On a machine other work shares,
// requests per second follow the other work; CPU per request much less, so a change to the sandbox is
// judged by this figure, measured before and after one run after the other. Not part of `pnpm bench`.
//   node_modules/.bin/tsx bench/cpu-per-request.ts [--seconds 5] [--connections 10] [--settle 40]
//     [--only toggles,charges,…] [--embedded] [--cpu-prof <folder>]
// --settle waits after start-up, while the scheduler catches up on the seed (its writes would count).
// --cpu-prof starts the sandbox with `node --cpu-prof`; the profile is written when it stops.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@balcao/sandbox';
import { getJson, load, signIn } from './support/http';
import { benchSchema, findPostgres } from './support/postgres';
import { onCleanup, runBenchmark } from './support/processes';
import { repoRoot } from './support/report';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    settle: { type: 'string', default: '40' },
    only: { type: 'string' },
    embedded: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const only = values.only?.split(',');
/** How the sandbox's connections name themselves, so their backends can be told from others'. */
const APPLICATION = `balcao-cpu-${process.pid}`;

const READS: [name: string, path: string][] = [
  ['toggles', '/core/users/feature-toggles'],
  ['unread', '/core/notification-panel/quantity-unread'],
  ['notifications', '/core/notification-panel?page=0&size=10'],
  ['charges', '/payment/charges?page=0&size=10'],
  ['charge', '/payment/charges/{charge}'],
  ['customers', '/payment/seller-clients?page=0&size=10'],
  ['sub-sellers', '/payment/sellers/subseller?page=0&size=10'],
  ['subscriptions', '/payment/subscriptions?page=0&size=10'],
  ['dashboard', '/payment/seller/dashboard?startDate={from}&endDate={to}'],
  ['balance', '/banking/accounts/balance'],
  ['cards', '/banking/cards?page=0&size=10'],
  ['treasury', '/banking/v1/products/summary'],
];

/** utime + stime of a process, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function startSandbox(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [];
  const args = [...profile, '--import', 'tsx', 'apps/sandbox/src/main.ts', '--port', '0'];
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
  onCleanup(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const ready = /^READY (\S+)$/m.exec(seen);
      if (ready?.[1]) resolve({ child, url: ready[1] });
    });
    child.once('exit', (code) => reject(new Error(`o sandbox não subiu (saída ${code})`)));
  });
}

await runBenchmark(async () => {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  // The embedded database's folder goes with the run (it was left behind in the machine's tmp).
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-cpu-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    HOST: '127.0.0.1',
    BALCAO_DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
    PGAPPNAME: APPLICATION,
  };
  const postgres = values.embedded ? undefined : await findPostgres();
  if (postgres && !postgres.url) throw new Error(`sem Postgres: ${postgres.reason} (use --embedded)`);
  if (postgres?.url)
    Object.assign(env, { DATABASE_URL: postgres.url, DATABASE_SCHEMA: benchSchema(postgres.url) });
  const monitor = postgres?.url ? await openDatabase({ databaseUrl: postgres.url }) : undefined;
  if (monitor) onCleanup(() => monitor.close());
  const backends = async () =>
    monitor
      ? (
          await monitor.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
            [APPLICATION],
          )
        ).map((row) => row.pid)
      : [];

  const { child, url } = await startSandbox(env);
  await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
  const token = await signIn(url);
  const headers = { authorization: `Bearer ${token}` };
  const page = await getJson<{ content: { uuid: string }[] }>(`${url}/payment/charges?page=0&size=1`, token);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `${values.embedded ? 'banco embutido' : 'Postgres'}, ${connections} conexões, ${seconds} s por leitura`,
  );
  for (const [name, path] of READS.filter(([name]) => !only || only.includes(name))) {
    const target = `${url}${path
      .replace('{charge}', page.content[0]?.uuid ?? '')
      .replace('{from}', from)
      .replace('{to}', to)}`;
    await load(target, { connections, durationSeconds: 1, headers });
    const pids = await backends();
    const sum = () => pids.reduce((total, pid) => total + cpuMs(pid), 0);
    const [sandbox0, database0] = [cpuMs(child.pid ?? 0), sum()];
    const result = await load(target, { connections, durationSeconds: seconds, headers });
    const sandbox = (cpuMs(child.pid ?? 0) - sandbox0) / result.requests;
    const database = (sum() - database0) / result.requests;
    console.log(
      `${name.padEnd(14)} ${result.requestsPerSecond.toFixed(0).padStart(5)} req/s · p99 ${result.p99Ms.toFixed(1).padStart(5)} ms · ` +
        `CPU por requisição: sandbox ${sandbox.toFixed(3)} ms, Postgres ${database.toFixed(3)} ms` +
        (result.failures ? ` · ${result.failures} erros` : ''),
    );
  }
});
