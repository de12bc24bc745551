// `pnpm bench`: builds what the benchmarks measure, runs each benchmark in its own process and prints
// one table of every figure against its budget (bench/budgets.json) and the reference measured in the
// same run. Exits non-zero when any figure misses its budget or a benchmark breaks.
//   pnpm bench [--quick] [--full] [--only prism,sdk,workers,…]
// --quick: shorter loads (to try the harness out; its figures are not the ones that count).
// --full: the charges queries over 1,000,000 charges (seeding takes minutes) instead of the default.
// A benchmark runs in a process group of its own, so a timeout or Ctrl-C here ends it together with
// the servers it started. The rows are also written to bench/results/latest.json (git-ignored) and, after a
// full run (no --quick, no --only), into bench/RESULTS.md's 'última execução' section.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilds, pnpmBin } from '../scripts/lib/bootstrap.mjs';
import {
  type BenchRow,
  benchDir,
  flags,
  loadBudgets,
  printTable,
  readRows,
  repoRoot,
  withLatestRun,
} from './support/report';

interface Benchmark {
  key: string;
  label: string;
  command: string[];
  /** Longest it may run before it is stopped and counted as failed. */
  timeoutMinutes: number;
}

const budgets = loadBudgets();
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const mode = flags.quick ? ['--quick'] : [];
const scale = flags.full ? budgets.chargesQueries.fullScale : budgets.chargesQueries.scale;

const BENCHMARKS: Benchmark[] = [
  {
    key: 'bundle',
    label: 'JS do /login',
    command: [process.execPath, 'bench/bundle-size.mjs'],
    timeoutMinutes: 1,
  },
  { key: 'sdk', label: 'SDK × fetch', command: [tsx, 'bench/sdk-overhead.ts', ...mode], timeoutMinutes: 5 },
  {
    key: 'prism',
    label: 'leituras × Prism',
    command: [tsx, 'bench/prism-comparison.ts', ...mode],
    timeoutMinutes: 25,
  },
  {
    key: 'charges',
    label: 'consultas de cobranças',
    command: [tsx, 'bench/charges-queries.ts', '--scale', String(scale), '--runs', flags.quick ? '5' : '15'],
    timeoutMinutes: flags.full ? 30 : 10,
  },
  {
    key: 'filter',
    label: 'filtro de clientes',
    command: [tsx, 'bench/customer-filter.ts'],
    timeoutMinutes: 5,
  },
  {
    key: 'links',
    label: 'lista de links de pagamento',
    command: [tsx, 'bench/payment-links-list.ts', '--runs', flags.quick ? '5' : '15'],
    timeoutMinutes: 5,
  },
  {
    key: 'links-search',
    label: 'busca de /seja-pago',
    command: [tsx, 'bench/payment-links-search.ts'],
    timeoutMinutes: 5,
  },
  {
    key: 'ledger',
    label: 'saldo e extrato do razão',
    command: [tsx, 'bench/ledger-balance.ts', '--runs', flags.quick ? '5' : '25'],
    timeoutMinutes: 10,
  },
  {
    key: 'workers',
    label: '1 e 2 processos do gateway',
    command: [tsx, 'bench/workers.ts', ...mode],
    timeoutMinutes: 10,
  },
  {
    key: 'load',
    label: 'carga de 200 pessoas',
    command: [tsx, 'bench/load-run.ts', ...mode],
    timeoutMinutes: 5,
  },
  {
    key: 'live',
    label: 'do pago à tela com 200 sessões',
    command: [tsx, 'bench/live-latency.ts', ...mode],
    timeoutMinutes: 10,
  },
];

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : undefined;
const selected = BENCHMARKS.filter((b) => !only || only.includes(b.key));

let running: ChildProcess | undefined;
const stopGroup = (signal: NodeJS.Signals) => {
  if (running?.pid && running.exitCode === null) {
    try {
      process.kill(-running.pid, signal);
    } catch {
      // Already gone.
    }
  }
};
let interrupted = false;
process.on('exit', () => stopGroup('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The benchmark stops its servers and drops its schemas on SIGTERM; no other one starts after it.
    // Only if it hangs does the exit handler above kill what is left of its group.
    interrupted = true;
    stopGroup('SIGTERM');
    setTimeout(() => process.exit(130), 20_000).unref();
  });
}

function build(): boolean {
  console.log('bench: compilando o SDK (tsup) e o back-office (vite, se mudou)…');
  const sdk = spawnSync(pnpmBin, ['--filter', '@balcao/sdk', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (sdk.status !== 0) return false;
  ensureBuilds();
  return true;
}

function runOne(benchmark: Benchmark, rowsFile: string): Promise<number> {
  console.log(`\nbench: ${benchmark.label} — ${benchmark.command.slice(1).join(' ')}`);
  const [command, ...args] = benchmark.command;
  const child = spawn(command ?? process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, BENCH_ROWS_FILE: rowsFile },
    stdio: 'inherit',
    detached: true,
  });
  running = child;
  const timer = setTimeout(() => {
    console.error(`bench: ${benchmark.label} passou de ${benchmark.timeoutMinutes} min; encerrando`);
    stopGroup('SIGTERM');
    setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
  }, benchmark.timeoutMinutes * 60_000);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // A benchmark's servers are in its group: whatever survived it goes now.
      stopGroup('SIGKILL');
      running = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (!build()) {
  console.error('bench: a compilação falhou');
  process.exit(1);
}
const workDir = mkdtempSync(join(tmpdir(), 'balcao-bench-rows-'));
const rows: BenchRow[] = [];
const startedAt = Date.now();
for (const benchmark of selected) {
  if (interrupted) break;
  const rowsFile = join(workDir, `${benchmark.key}.jsonl`);
  const code = await runOne(benchmark, rowsFile);
  const own = readRows(rowsFile);
  rows.push(...own);
  // A benchmark that broke before judging its figures still shows, as a failure.
  if (code !== 0 && !own.some((row) => row.verdict === 'FALHOU')) {
    rows.push({
      figure: benchmark.label,
      measured: `terminou com código ${code}`,
      budget: '—',
      peer: '—',
      ratio: '—',
      verdict: 'FALHOU',
    });
  }
}
rmSync(workDir, { recursive: true, force: true });
if (interrupted) process.exit(130);

const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
const failed = rows.filter((row) => row.verdict === 'FALHOU').length;
const skipped = rows.filter((row) => row.verdict === 'pulado').length;
console.log(`\nbench: ${rows.length} medidas em ${minutes} min${flags.quick ? ' (--quick)' : ''}\n`);
printTable(rows);
console.log(`\nbench: ${rows.length - failed - skipped} ok, ${failed} falharam, ${skipped} pulados`);

const results = join(benchDir, 'results');
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'latest.json'), `${JSON.stringify({ at: new Date(), flags, rows }, null, 2)}\n`);
if (!flags.quick && !only) {
  const resultsFile = join(benchDir, 'RESULTS.md');
  const at = new Date().toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const heading = `Última execução completa (\`pnpm bench${flags.full ? ' --full' : ''}\`), em ${at}, ${minutes} min: ${rows.length - failed - skipped} ok, ${failed} falharam, ${skipped} pulados.`;
  writeFileSync(resultsFile, withLatestRun(readFileSync(resultsFile, 'utf8'), rows, heading));
}
process.exit(failed > 0 ? 1 : 0);
