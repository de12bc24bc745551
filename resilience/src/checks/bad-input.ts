import { type BadCase, type Baseline, badCases } from '../bad-input-cases';
import { isRead, loadOperations, type Operation } from '../contract';
import { isErrorEnvelope, NetworkError, type RawResponse, send } from '../http';
import type { RunOptions } from '../options';
import { CheckReport } from '../report';
import { absentId, merchantResources, type ResourceIds, resourceOf } from '../resources';
import { changedTables, fingerprint, type Sandbox, startInProcess } from '../sandbox';
import { sampleValid } from '../schema-arbitrary';
import { demoAccounts, sellerIdOf, signInAdmin } from '../session';

/** A valid-looking request on the admin's own data, so each case breaks exactly one thing. */
export function baseline(op: Operation, ids: ResourceIds, seed: number): Baseline {
  const pathValues: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const resource = resourceOf(op, p.name);
    pathValues[p.name] = (resource && ids[resource]?.[0]) ?? absentId(op, p.name);
  }
  const query: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
    const resource = resourceOf(op, p.name);
    query[p.name] = (resource && ids[resource]?.[0]) ?? String(sampleValid(p.schema, seed));
  }
  return { pathValues, query, ...(op.body ? { body: sampleValid(op.body, seed) } : {}) };
}

const describeInput = (c: BadCase) => `[${c.label}]${c.body === undefined ? '' : ` ${c.body}`}`;

/** Judges one answer to a bad input: the promises of issue 9, one cause per broken promise. */
function judge(report: CheckReport, op: Operation, c: BadCase, res: RawResponse, wrote: string[]) {
  const failure = { method: c.method, path: c.path, input: describeInput(c), status: res.status };
  report.count();
  const kind = c.label.split(' ')[0];
  if (res.status >= 500) return report.fail({ ...failure, cause: `5xx on bad ${kind}`, detail: res.text });
  if (res.status >= 200 && res.status < 300) {
    if (isRead(op) || c.allowedByContract) return;
    return report.fail({
      ...failure,
      cause: 'mutation accepted bad input (2xx)',
      detail: `wrote ${wrote.join(', ') || 'nothing'}`,
    });
  }
  if (res.status < 400) return report.fail({ ...failure, cause: 'neither 2xx nor 4xx', detail: res.text });
  if (!isErrorEnvelope(res.json)) {
    report.fail({ ...failure, cause: '4xx without { errors: [{ code, description }] }', detail: res.text });
  }
  if (wrote.length)
    report.fail({ ...failure, cause: 'refused mutation still wrote', detail: wrote.join(', ') });
}

export async function badInputCheck(options: RunOptions): Promise<CheckReport> {
  const report = new CheckReport('1 bad input');
  const sandbox: Sandbox = await startInProcess();
  try {
    const { byEmail } = await demoAccounts();
    let token = await signInAdmin(sandbox.url);
    const ids = await merchantResources(sandbox.db, await sellerIdOf(sandbox.db, byEmail('admin').email));
    const operations = loadOperations();
    for (const op of operations) {
      const cases = badCases(op, baseline(op, ids, options.seed), options);
      const t0 = Date.now();
      if (!cases.length) report.note(`${op.operationId}: takes no input, nothing to break`);
      for (const c of cases) {
        const before = isRead(op) ? null : await fingerprint(sandbox.db);
        const request = { ...c, ...(op.security === 'public' ? {} : { bearer: token }) };
        let res: RawResponse;
        try {
          res = await send(sandbox.url, request);
          if (res.status === 401 && op.security === 'bearer') {
            // A case that revoked the admin's session would hide every later answer behind 401.
            token = await signInAdmin(sandbox.url);
            res = await send(sandbox.url, { ...request, bearer: token });
          }
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          report.expect(false, {
            cause: 'no answer (connection reset or timeout)',
            method: c.method,
            path: c.path,
            input: describeInput(c),
            status: 'NETWORK',
            detail: error.message,
          });
          continue;
        }
        const wrote = before ? changedTables(before, await fingerprint(sandbox.db)) : [];
        judge(report, op, c, res, wrote);
      }
      if (process.env.RESILIENCE_VERBOSE)
        console.log(`    ${op.operationId}: ${cases.length} cases, ${Date.now() - t0} ms`);
    }
    report.note(
      `${operations.length} operations, ${operations.filter((o) => !isRead(o)).length} of them mutations (checked for writes by a digest of every table)`,
    );
  } finally {
    await sandbox.close();
  }
  return report;
}
