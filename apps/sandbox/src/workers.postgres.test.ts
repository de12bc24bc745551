import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Started, startMain } from './workers-support';

const schema = `t_${randomBytes(6).toString('hex')}`;
let started: Started | undefined;

afterAll(async () => {
  if (started?.child.exitCode === null) started.child.kill('SIGKILL');
  for (const pid of workerPids()) process.kill(pid, 'SIGKILL');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

/** The primary's children: the gateway processes. */
function workerPids(): number[] {
  const pid = started?.child.pid;
  if (!pid) return [];
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

const clockAnswers = async (url: string) => (await fetch(`${url}/_sandbox/clock`)).status;

describe('npm start -- --workers 2 on a Postgres server', () => {
  it('serves one port from two processes, replaces one that dies and stops them all', async () => {
    started = startMain(['--workers', '2', '--reset'], { DATABASE_SCHEMA: schema });
    const url = await started.ready;
    expect(started.output()).toContain('2 processos');
    expect(workerPids()).toHaveLength(2);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => clockAnswers(url)));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const [victim] = workerPids();
    process.kill(victim as number, 'SIGKILL');
    await expect.poll(() => workerPids().filter((pid) => pid !== victim).length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => clockAnswers(url), { timeout: 60_000 }).toBe(200);

    const pids = workerPids();
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(pids.filter((pid) => isAlive(pid))).toEqual([]);
  }, 300_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
