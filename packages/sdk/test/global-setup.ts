// Migrates and seeds one embedded sandbox database per run (about 13 s); each test file that
// talks to a real sandbox starts from a copy of it (about 1.5 s) instead of seeding its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDatabase, openDatabase, prepareDatabase, testClockStart } from '@balcao/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database file; empty with DATABASE_URL (each file then gets a schema of its own). */
    sdkSandboxSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('sdkSandboxSnapshot', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'balcao-sdk-snapshot-'));
  const db = await openDatabase({ inMemory: true });
  await prepareDatabase(db, { clockAt: testClockStart() });
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
  await db.close();
  project.provide('sdkSandboxSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
