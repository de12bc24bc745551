import { fillPath, isRead, loadOperations, pathParams } from '../contract';
import { NetworkError, send } from '../http';
import type { RunOptions } from '../options';
import { CheckReport } from '../report';
import { merchantResources, resourceOf } from '../resources';
import { changedTables, fingerprint, startInProcess } from '../sandbox';
import { sampleValid } from '../schema-arbitrary';
import { demoAccounts, idempotencyKey, sellerIdOf, signIn } from '../session';

/**
 * Every id of the Loja Exemplo, asked for by the other merchant's admin on every operation that
 * takes one: 403 or 404, never the data, never a write. Bodies are schema-valid so the request
 * reaches the rule instead of stopping at validation.
 */
export async function tenantIsolationCheck(options: RunOptions): Promise<CheckReport> {
  const report = new CheckReport('2 tenant isolation');
  const sandbox = await startInProcess();
  try {
    const { byEmail, password } = await demoAccounts();
    const owner = byEmail('admin').email;
    const intruder = (await signIn(sandbox.url, byEmail('outra').email, password)).token;
    const ids = await merchantResources(sandbox.db, await sellerIdOf(sandbox.db, owner));
    const perResource = options.quick ? 3 : 50;
    const otherStatuses = new Map<string, number>();
    for (const op of loadOperations()) {
      // Path ids, and query parameters that name a merchant (id_seller).
      const params = [
        ...pathParams(op),
        ...op.parameters.filter((p) => p.in === 'query' && resourceOf(op, p.name)),
      ];
      if (!params.length || op.security !== 'bearer') continue;
      const resources = params.map((p) => resourceOf(op, p.name));
      if (resources.some((r) => r === null)) {
        report.skip(`${op.operationId}: path ${op.path} names nothing this suite knows how to own`);
        continue;
      }
      const [first, ...rest] = params;
      const firstIds = (ids[resources[0] as string] ?? []).slice(0, perResource);
      if (!first || !firstIds.length) {
        report.skip(`${op.operationId}: the Loja Exemplo has no ${resources[0]} to ask for`);
        continue;
      }
      for (const id of firstIds) {
        const values: Record<string, string> = { [first.name]: id };
        rest.forEach((p, i) => {
          values[p.name] = ids[resources[i + 1] as string]?.[0] ?? '';
        });
        const query = op.parameters
          .filter((p) => p.in === 'query' && (p.required || p.name in values))
          .map(
            (p) =>
              `${p.name}=${encodeURIComponent(values[p.name] ?? String(sampleValid(p.schema, options.seed)))}`,
          )
          .join('&');
        const path = `${fillPath(op, values)}${query ? `?${query}` : ''}`;
        const body = op.body ? JSON.stringify(sampleValid(op.body, options.seed)) : undefined;
        const before = isRead(op) ? null : await fingerprint(sandbox.db);
        const failure = { method: op.method, path, ...(body ? { input: body } : {}) };
        try {
          const res = await send(sandbox.url, {
            method: op.method,
            path,
            bearer: intruder,
            headers: {
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(op.method === 'POST' ? idempotencyKey() : {}),
            },
            ...(body ? { body } : {}),
          });
          const wrote = before ? changedTables(before, await fingerprint(sandbox.db)) : [];
          const ok = res.status === 403 || res.status === 404 || (res.status >= 400 && res.status < 500);
          if (res.status >= 200 && res.status < 300) {
            const leaked = res.text.includes(id) ? ' (the answer carries the id)' : '';
            report.expect(false, {
              ...failure,
              status: res.status,
              cause: `other merchant's resource answered 2xx${leaked}`,
              detail: res.text,
            });
          } else
            report.expect(ok, {
              ...failure,
              status: res.status,
              cause: "5xx on another merchant's id",
              detail: res.text,
            });
          if (wrote.length)
            report.fail({
              ...failure,
              status: res.status,
              cause: "another merchant's id led to a write",
              detail: wrote.join(', '),
            });
          if (ok && res.status !== 403 && res.status !== 404) {
            const key = `${op.operationId} ${res.status}`;
            otherStatuses.set(key, (otherStatuses.get(key) ?? 0) + 1);
          }
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          report.expect(false, { ...failure, status: 'NETWORK', cause: 'no answer', detail: error.message });
        }
      }
    }
    if (otherStatuses.size) {
      report.note(
        `answered another 4xx than 403/404 (no data, but worth a look for state leaks): ${[...otherStatuses].map(([k, n]) => `${k}×${n}`).join(', ')}`,
      );
    }
  } finally {
    await sandbox.close();
  }
  return report;
}
