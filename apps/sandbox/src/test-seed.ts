import { TEST_PASSWORD_COST } from './areas/auth/passwords';
import type { PrepareOptions } from './start';
import { testClockStart } from './test-clock';

/**
 * How every database that tests copy is seeded (the sandbox suite's template, the journeys' snapshot):
 * at the tests' pinned instant, and with the demo users' passwords hashed at the test cost, so that the
 * suites' thousand sign-ins do not each spend 25 ms in scrypt. `npm start` seeds at the production cost.
 */
export function testSeedOptions(): PrepareOptions {
  return { clockAt: testClockStart(), passwordCost: TEST_PASSWORD_COST };
}
