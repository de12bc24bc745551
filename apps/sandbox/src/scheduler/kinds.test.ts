import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../areas/jobs';
import { createTestSandbox, type TestSandbox } from '../test-support';
import type { JobHandler } from './jobs';
import { JOB_KINDS, type JobKind } from './kinds';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

describe('job kinds', () => {
  it('every row the migrations and the seed put in the jobs table has a handler', async () => {
    const rows = await s.db.query<{ kind: string }>('SELECT DISTINCT kind FROM jobs ORDER BY kind');
    expect(rows.length).toBeGreaterThan(0);
    const handled = new Set(Object.keys(JOB_HANDLERS));
    expect(rows.map((r) => r.kind).filter((kind) => !handled.has(kind))).toEqual([]);
  });

  it('has one handler per kind, checked by the compiler', () => {
    const { treasuryYield: _left, ...others } = JOB_KINDS;
    const withoutOne = Object.fromEntries(Object.values(others).map((kind) => [kind, JOB_HANDLERS[kind]]));
    // @ts-expect-error a kind without its handler does not compile
    const handlers: Readonly<Record<JobKind, JobHandler>> = withoutOne as Record<
      Exclude<JobKind, 'treasury-yield'>,
      JobHandler
    >;
    expect(Object.keys(handlers)).not.toContain(JOB_KINDS.treasuryYield);
    expect(Object.keys(JOB_HANDLERS).sort()).toEqual(Object.values(JOB_KINDS).sort());
  });
});
