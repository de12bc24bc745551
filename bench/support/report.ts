// One shape for every benchmark's result, so that `pnpm bench` can print them all in one table. Each
// benchmark also runs alone (`tsx bench/<name>.ts`); it appends its rows to BENCH_ROWS_FILE only when
// the runner (bench/run.ts) set that variable, and prints its own lines either way.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verdict = 'ok' | 'FALHOU' | 'pulado';

export interface BenchRow {
  /** What was measured, e.g. 'lista de cobranças · 10 conexões · Postgres'. */
  figure: string;
  measured: string;
  budget: string;
  /** The reference measured in the same run (Prism, a bare fetch, a primary-key lookup…). */
  peer: string;
  ratio: string;
  verdict: Verdict;
}

export const benchDir = join(import.meta.dirname, '..');
export const repoRoot = join(benchDir, '..');

export interface Budgets {
  prismComparison: {
    postgres: { minRequestsRatio: number; maxP99Ratio: number };
    embedded: { minRequestsRatio: number };
    connections: number[];
    /** Rounds per target and read, in turns; the verdict compares their medians (--quick: one). */
    rounds: number;
    durationSeconds: number;
    quickDurationSeconds: number;
  };
  chargesQueries: { maxMedianMs: number; scale: number; fullScale: number };
  sdkOverhead: { maxRatio: number };
  loginBundle: { maxGzipKB: number };
  customerFilter: { maxMedianMs: number };
  paymentLinksList: { maxMedianMs: number; links: number };
  paymentLinksSearch: { maxMedianMs: number; links: number };
  ledger: { maxBalanceMedianMs: number; maxStatementMedianMs: number; movementsPerDay: number; days: number };
  loadRun: {
    staff: number;
    requestsPerStaffPerSecond: number;
    durationSeconds: number;
    quickDurationSeconds: number;
    maxErrors: number;
    maxP99Ms: number;
  };
  workers: {
    minRatio: number;
    connections: number[];
    rounds: number;
    durationSeconds: number;
    quickDurationSeconds: number;
  };
  liveLatency: { sessions: number; payments: number; quickPayments: number; maxP95Ms: number; scale: number };
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(join(benchDir, 'budgets.json'), 'utf8')) as Budgets;
}

export function recordRow(row: BenchRow): void {
  const file = process.env.BENCH_ROWS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function readRows(file: string): BenchRow[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchRow);
}

/** Command-line flags shared by every benchmark: `--quick` shortens durations, `--full` uses full scale. */
export const flags = {
  quick: process.argv.includes('--quick'),
  full: process.argv.includes('--full'),
};

export function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const decimal = (digits: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const fmt = (value: number, digits = 1) => decimal(digits).format(value);
export const times = (value: number) => `${fmt(value, 2)}×`;

/** Prints rows as a Markdown table (readable in a terminal and pasteable into the README). */
/** The run's table as Markdown lines: what the terminal shows and what bench/RESULTS.md keeps. */
export function tableLines(rows: BenchRow[]): string[] {
  const header = ['medida', 'medido', 'orçamento', 'referência (mesma execução)', 'razão', 'resultado'];
  const cells = rows.map((r) => [r.figure, r.measured, r.budget, r.peer, r.ratio, r.verdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)];
}

export function printTable(rows: BenchRow[]): void {
  for (const line of tableLines(rows)) console.log(line);
}

export const LATEST_RUN_START = '<!-- pnpm bench: a última execução completa começa aqui -->';
export const LATEST_RUN_END = '<!-- pnpm bench: e termina aqui -->';

/**
 * bench/RESULTS.md with the section between the two markers replaced by this run's table, so the figures
 * a reader finds are the last full run's and never hand-copied (`pnpm bench` without --quick or --only).
 */
export function withLatestRun(markdown: string, rows: BenchRow[], heading: string): string {
  const start = markdown.indexOf(LATEST_RUN_START);
  const end = markdown.indexOf(LATEST_RUN_END);
  if (start < 0 || end < start) throw new Error('bench/RESULTS.md perdeu os marcadores da última execução');
  const section = [LATEST_RUN_START, '', heading, '', ...tableLines(rows), '', LATEST_RUN_END];
  return markdown.slice(0, start) + section.join('\n') + markdown.slice(end + LATEST_RUN_END.length);
}
