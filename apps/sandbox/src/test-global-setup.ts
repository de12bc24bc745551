import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpDatabase, openDatabase } from './db/db';
import { prepareDatabase } from './start';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded embedded database, copied once per run; empty with DATABASE_URL. */
    pgliteSnapshot: string;
  }
}

/** Migrates and seeds one embedded database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'balcao-snapshot-'));
  const db = await openDatabase({ inMemory: true });
  await prepareDatabase(db);
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
