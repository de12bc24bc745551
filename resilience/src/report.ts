/** One request that broke a promise of the contract, kept concrete so a fixer can replay it. */
export interface Failure {
  cause: string;
  method: string;
  path: string;
  input?: string;
  status: number | string;
  detail?: string;
}

/** What one check tried, what failed, and what it could not try (said out loud, never hidden). */
export class CheckReport {
  tried = 0;
  readonly failures: Failure[] = [];
  readonly skipped: string[] = [];
  readonly notes: string[] = [];

  constructor(readonly name: string) {}

  count(n = 1): void {
    this.tried += n;
  }

  fail(failure: Failure): void {
    this.failures.push(failure);
  }

  /** A promise checked once: counts the try, records the failure when `ok` is false. */
  expect(ok: boolean, failure: Failure): boolean {
    this.count();
    if (!ok) this.fail(failure);
    return ok;
  }

  skip(reason: string): void {
    this.skipped.push(reason);
  }

  note(text: string): void {
    this.notes.push(text);
  }
}

const clip = (text: string | undefined, max: number) =>
  text === undefined ? '' : text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

/** Failures grouped by cause, each group capped so one bug does not drown the others. */
export function printReports(reports: readonly CheckReport[], perCause: number): void {
  for (const report of reports) {
    if (!report.failures.length && !report.skipped.length && !report.notes.length) continue;
    console.log(`\n== ${report.name}`);
    const byCause = new Map<string, Failure[]>();
    for (const failure of report.failures) {
      byCause.set(failure.cause, [...(byCause.get(failure.cause) ?? []), failure]);
    }
    for (const [cause, failures] of byCause) {
      console.log(`  ✗ ${cause} (${failures.length})`);
      for (const f of failures.slice(0, perCause)) {
        const input = f.input ? ` ${clip(f.input, 140)}` : '';
        const detail = f.detail ? ` — ${clip(f.detail, 200)}` : '';
        console.log(`      ${f.method} ${clip(f.path, 120)}${input} → ${f.status}${detail}`);
      }
      if (failures.length > perCause) console.log(`      … and ${failures.length - perCause} more`);
    }
    for (const reason of report.skipped) console.log(`  ⊘ skipped: ${reason}`);
    for (const note of report.notes) console.log(`  · ${note}`);
  }
}

export function printSummary(reports: readonly CheckReport[]): void {
  const width = Math.max(5, ...reports.map((r) => r.name.length));
  console.log(`\n${'check'.padEnd(width)}  ${'tried'.padStart(7)}  ${'failed'.padStart(7)}  skipped`);
  for (const r of reports) {
    console.log(
      `${r.name.padEnd(width)}  ${String(r.tried).padStart(7)}  ${String(r.failures.length).padStart(7)}  ${r.skipped.length}`,
    );
  }
}
