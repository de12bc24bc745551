import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './db/test-database';
import { prepareDatabase } from './start';
import { testSeedOptions, writeSeededSnapshot } from './test-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded embedded database, copied once per run; empty with DATABASE_URL. */
    pgliteSnapshot: string;
    /**
     * With DATABASE_URL: a migrated and seeded database on that server that each test file copies; empty
     * without DATABASE_URL or when the role may not create databases (each file then seeds a schema).
     */
    postgresTemplate: string;
  }
}

/** Migrates and seeds one database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    project.provide('pgliteSnapshot', '');
    const template = await createTemplateDatabase(databaseUrl, (db) =>
      prepareDatabase(db, testSeedOptions()),
    );
    project.provide('postgresTemplate', template?.name ?? '');
    return () => template?.drop();
  }
  project.provide('postgresTemplate', '');
  const snapshot = await writeSeededSnapshot('balcao-snapshot');
  project.provide('pgliteSnapshot', snapshot.file);
  return snapshot.remove;
}
