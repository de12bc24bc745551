// Migrates and seeds one embedded sandbox database per run; each journey file's sandbox starts from a copy
// of it (a few hundred ms) instead of migrating and seeding its own (seconds, 35 times and growing).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDatabase, openDatabase, prepareDatabase, testSeedOptions } from '@balcao/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database file that every journey's sandbox copies. */
    journeySnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-journey-snapshot-'));
  const db = await openDatabase({ inMemory: true });
  // Seeded at the tests' pinned instant (BALCAO_TEST_NOW moves it), never at the machine's date, with the
  // demo passwords at the test cost (testSeedOptions).
  await prepareDatabase(db, testSeedOptions());
  // The copies then start with the planner's statistics, as the sandbox's own test files do.
  await db.exec('ANALYZE');
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
  await db.close();
  project.provide('journeySnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
