import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PASSWORD_COST } from './areas/auth/passwords';
import { dumpDatabase, openDatabase } from './db/db';
import { type PrepareOptions, prepareDatabase } from './start';
import { testClockStart } from './test-clock';

/**
 * How every database that tests copy is seeded (the sandbox suite's template, the journeys' and the SDK
 * tests' snapshots): at the tests' pinned instant, and with the demo users' passwords hashed at the test
 * cost, so that the suites' thousand sign-ins do not each spend 25 ms in scrypt. `npm start` seeds at the
 * production cost.
 */
export function testSeedOptions(): PrepareOptions {
  return { clockAt: testClockStart(), passwordCost: TEST_PASSWORD_COST };
}

export interface SeededSnapshot {
  /** The embedded database's data folder as one file, for `openDatabase({ inMemory, snapshot })`. */
  file: string;
  /** Removes the file and its folder (the run's teardown). */
  remove(): void;
}

/**
 * An embedded database migrated and seeded once (`testSeedOptions`), written to a file in a folder of its
 * own under the machine's tmp: a suite's global setup makes it once per run and every test file starts
 * from a copy of it, in a fraction of the time seeding takes.
 */
export async function writeSeededSnapshot(prefix: string): Promise<SeededSnapshot> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const db = await openDatabase({ inMemory: true });
  try {
    await prepareDatabase(db, testSeedOptions());
    // The copies then start with the planner's statistics, instead of each gathering them in createSandbox.
    await db.exec('ANALYZE');
    // Nothing creates a database in a copy, so the copies go without the two template databases: 58
    // instead of 73 MB to load, each copy opening ~18% faster (measured alone, ~340 against ~410 ms).
    for (const template of ['template1', 'template0']) {
      await db.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await db.exec(`DROP DATABASE ${template}`);
    }
    await db.exec('CHECKPOINT');
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await db.close();
  }
}
