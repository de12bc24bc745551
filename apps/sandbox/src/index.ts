export { isEmpty, seed } from '../seed';
export * from '../seed/constants';
export { DEMO_CUSTOMER_COUNT, seedCustomers } from '../seed/customers';
// The simulator's delays, which journeys move the sandbox clock past instead of waiting for them.
export { ISSUANCE_DELAY_MS } from './areas/cards/cards';
export { TREASURY_SETTLEMENT_SECONDS } from './areas/treasury/model';
export * from './bench-exports';
export { type Clock, type ClockState, createClock, loadClock, type SandboxClock } from './clock';
export { type Db, dumpDatabase, type OpenDatabaseOptions, openDatabase } from './db/db';
export { dropEverything, migrate } from './db/migrate';
export { openTestDatabase } from './db/test-database';
export { createSandbox, type SandboxOptions } from './server';
export { prepareDatabase, type RunningSandbox, type StartOptions, startSandbox } from './start';
export { testClockStart, testFileClockStart } from './test-clock';
export { testSeedOptions, writeSeededSnapshot } from './test-seed';
