// Migrates and seeds one embedded sandbox database per run (about 13 s); each test file that
// talks to a real sandbox starts from a copy of it (about 1.5 s) instead of seeding its own.
import { writeSeededSnapshot } from '@balcao/sandbox';
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
  const snapshot = await writeSeededSnapshot('balcao-sdk-snapshot');
  project.provide('sdkSandboxSnapshot', snapshot.file);
  return snapshot.remove;
}
