import { randomUUID } from 'node:crypto';
import { CUSTOMERS, newCustomer } from '../customers';
import { NetworkError, send } from '../http';
import type { RunOptions } from '../options';
import { CheckReport } from '../report';
import { startInProcess } from '../sandbox';
import { signInAdmin } from '../session';

/** 100 identical POSTs with one Idempotency-Key, all at once: one customer, one answer repeated. */
export async function idempotencyRaceCheck(options: RunOptions): Promise<CheckReport> {
  const report = new CheckReport('5 concurrent idempotency');
  const sandbox = await startInProcess();
  try {
    const token = await signInAdmin(sandbox.url);
    const rounds = options.quick ? 1 : 3;
    for (let round = 0; round < rounds; round++) {
      const { cpf, body } = newCustomer(options.seed, 900_000 + round);
      const key = randomUUID();
      const request = {
        method: 'POST',
        path: CUSTOMERS,
        bearer: token,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      };
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          send(sandbox.url, request).catch((error: unknown) => {
            if (error instanceof NetworkError) return { status: 'NETWORK' as const, text: error.message };
            throw error;
          }),
        ),
      );
      const rows = await sandbox.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM customers WHERE document_number = $1',
        [cpf],
      );
      const created = rows[0]?.n ?? 0;
      const input = `100 × same Idempotency-Key ${key}, body ${request.body}`;
      report.expect(created === 1, {
        cause: 'not exactly one row created',
        method: 'POST',
        path: CUSTOMERS,
        input,
        status: `${created} rows`,
      });
      const distinct = new Map<string, number>();
      for (const a of answers) {
        const signature = `${a.status} ${a.text}`;
        distinct.set(signature, (distinct.get(signature) ?? 0) + 1);
      }
      report.expect(distinct.size === 1, {
        cause: 'answers differ',
        method: 'POST',
        path: CUSTOMERS,
        input,
        status: [...new Set(answers.map((a) => a.status))].join('/'),
        detail: [...distinct].map(([s, n]) => `${n}× ${s.slice(0, 140)}`).join(' | '),
      });
    }
  } finally {
    await sandbox.close();
  }
  return report;
}
