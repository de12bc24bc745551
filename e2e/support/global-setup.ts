// Migrates and seeds one embedded sandbox database per run; each journey file's sandbox starts from a copy
// of it (a few hundred ms) instead of migrating and seeding its own (seconds, 35 times and growing).
import { writeSeededSnapshot } from '@balcao/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database file that every journey's sandbox copies. */
    journeySnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  // Seeded at the tests' pinned instant (BALCAO_TEST_NOW moves it), never at the machine's date, with the
  // demo passwords at the test cost (testSeedOptions).
  const snapshot = await writeSeededSnapshot('balcao-journey-snapshot');
  project.provide('journeySnapshot', snapshot.file);
  return snapshot.remove;
}
