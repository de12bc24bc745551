export { isEmpty, seed } from '../seed';
export * from '../seed/constants';
export { DEMO_CUSTOMER_COUNT, seedCustomers } from '../seed/customers';
export * from './bench-exports';
export { type Clock, type ClockState, createClock, loadClock, type SandboxClock } from './clock';
export { type Db, dumpDatabase, type OpenDatabaseOptions, openDatabase, openTestDatabase } from './db/db';
export { dropEverything, migrate } from './db/migrate';
export { createSandbox, type SandboxOptions } from './server';
export { prepareDatabase, type RunningSandbox, type StartOptions, startSandbox } from './start';
