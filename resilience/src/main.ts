import pg from 'pg';
import { abuseLimitsCheck } from './checks/abuse-limits';
import { badInputCheck } from './checks/bad-input';
import { crashReplayCheck } from './checks/crash-replay';
import { csvFormulasCheck } from './checks/csv-formulas';
import { idempotencyRaceCheck } from './checks/idempotency-race';
import { roleMatrixCheck } from './checks/role-matrix';
import { sessionAttacksCheck } from './checks/session-attacks';
import { tenantIsolationCheck } from './checks/tenant-isolation';
import { readOptions } from './options';
import { type CheckReport, printReports, printSummary } from './report';
import { createdSchemas, databaseUrl } from './sandbox';

/**
 * `pnpm test:resilience [--quick|--full] [--runs=N] [--seed=N] [--only=bad-input,roles]`: every check
 * on a sandbox of its own, a summary table, exit code 1 on any failure.
 */
const options = readOptions(process.argv.slice(2), process.env);
const checks: [string, () => Promise<CheckReport>][] = [
  ['bad-input', () => badInputCheck(options)],
  ['tenant-isolation', () => tenantIsolationCheck(options)],
  ['roles', () => roleMatrixCheck(options)],
  ['session', () => sessionAttacksCheck()],
  ['idempotency', () => idempotencyRaceCheck(options)],
  ['sigkill', () => crashReplayCheck(options)],
  ['abuse-limits', () => abuseLimitsCheck()],
  ['csv-formulas', () => csvFormulasCheck()],
];

const reports: CheckReport[] = [];
const started = Date.now();
for (const [name, run] of checks) {
  if (options.only && !options.only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`→ ${name}…`);
  try {
    reports.push(await run());
  } catch (error) {
    // A check that cannot even run is a failure of the suite's promise, not a pass.
    const { CheckReport: Report } = await import('./report');
    const crashed = new Report(name);
    crashed.expect(false, {
      cause: 'check crashed',
      method: '-',
      path: '-',
      status: 'CRASH',
      detail: String((error as Error).stack ?? error),
    });
    reports.push(crashed);
  }
  console.log(`  ${name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (databaseUrl && createdSchemas.length) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const schema of createdSchemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}

printReports(reports, options.quick ? 8 : 25);
printSummary(reports);
const failed = reports.reduce((sum, r) => sum + r.failures.length, 0);
console.log(
  `\nresilience (${options.quick ? 'quick' : 'full'}, seed ${options.seed}, runs ${options.runs}): ${failed} failed, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
