import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUSTOMERS, newCustomer } from '../customers';
import { NetworkError, send, sendJson, withConcurrency } from '../http';
import type { RunOptions } from '../options';
import { CheckReport } from '../report';
import { type ChildSandbox, createdSchemas, databaseUrl, freshSchema, startChild } from '../sandbox';
import { signInAdmin } from '../session';

interface Write {
  key: string;
  cpf: string;
  body: string;
  /** The id the sandbox answered with before it died; unset when no answer arrived. */
  ackedId?: string;
}

const post = (url: string, token: string, w: Write) =>
  send(url, {
    method: 'POST',
    path: CUSTOMERS,
    bearer: token,
    headers: { 'content-type': 'application/json', 'idempotency-key': w.key },
    body: w.body,
  });

async function copies(url: string, token: string, cpf: string): Promise<number> {
  const res = await sendJson(url, 'GET', `${CUSTOMERS}?document=${cpf}&size=50`, undefined, {
    bearer: token,
  });
  return (res.json as { totalElements?: number }).totalElements ?? -1;
}

/**
 * A write storm, SIGKILL in the middle, a restart on the same data and a replay of every key: what
 * was acknowledged survives exactly once, and replays neither duplicate nor change an answer.
 */
export async function crashReplayCheck(options: RunOptions): Promise<CheckReport> {
  const report = new CheckReport('6 SIGKILL and replay');
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-resilience-'));
  const schema = freshSchema();
  if (databaseUrl) createdSchemas.push(schema);
  const env: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
    : { BALCAO_DATA_DIR: dataDir };
  let child: ChildSandbox | null = null;
  try {
    child = await startChild(env, true);
    const token = await signInAdmin(child.url);
    const writes: Write[] = Array.from({ length: options.stormWrites }, (_, n) => {
      const { cpf, body } = newCustomer(options.seed, n);
      return { key: randomUUID(), cpf, body: JSON.stringify(body) };
    });
    const killAfter = Math.floor(writes.length / 3);
    let acked = 0;
    const victim = child;
    await withConcurrency(writes, 8, async (w) => {
      if (victim.process.exitCode !== null || victim.process.signalCode) return;
      try {
        const res = await post(victim.url, token, w);
        if (res.status >= 200 && res.status < 300) {
          w.ackedId = String((res.json as { id?: unknown }).id);
          if (++acked === killAfter) victim.process.kill('SIGKILL');
        } else
          report.expect(false, {
            cause: 'write refused during the storm',
            method: 'POST',
            path: CUSTOMERS,
            input: w.body,
            status: res.status,
            detail: res.text,
          });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
      }
    });
    if (victim.process.exitCode === null && !victim.process.signalCode) victim.process.kill('SIGKILL');
    await victim.exited;
    report.note(`${writes.length} writes fired, ${acked} acknowledged before SIGKILL`);

    child = await startChild(env, false);
    const after = await signInAdmin(child.url);
    const url = child.url;
    for (const w of writes.filter((w) => w.ackedId)) {
      const n = await copies(url, after, w.cpf);
      report.expect(n === 1, {
        cause: 'acknowledged write not there exactly once after restart',
        method: 'POST',
        path: CUSTOMERS,
        input: `key ${w.key} ${w.body}`,
        status: `${n} copies`,
      });
    }
    await withConcurrency(writes, 8, async (w) => {
      const res = await post(url, after, w);
      const id = String((res.json as { id?: unknown } | undefined)?.id);
      report.expect(res.status >= 200 && res.status < 300, {
        cause: 'replay after restart refused',
        method: 'POST',
        path: CUSTOMERS,
        input: `key ${w.key}`,
        status: res.status,
        detail: res.text,
      });
      if (w.ackedId)
        report.expect(id === w.ackedId, {
          cause: 'replay answered another id than the acknowledged write',
          method: 'POST',
          path: CUSTOMERS,
          input: `key ${w.key}`,
          status: res.status,
          detail: `${w.ackedId} then ${id}`,
        });
    });
    for (const w of writes) {
      const n = await copies(url, after, w.cpf);
      report.expect(n === 1, {
        cause: 'after replay, a write is not there exactly once',
        method: 'POST',
        path: CUSTOMERS,
        input: `key ${w.key} ${w.body}`,
        status: `${n} copies`,
      });
    }
  } finally {
    if (child && child.process.exitCode === null && !child.process.signalCode) {
      child.process.kill('SIGTERM');
      await child.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}
