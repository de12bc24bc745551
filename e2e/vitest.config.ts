import { defineConfig } from 'vitest/config';

// Browser journeys: one file per user goal, run one at a time (2-core machine; each file starts
// its own sandbox on a copy of the run's seeded embedded database, and its own Chromium).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.journey.ts'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // The worker and its imports (the sandbox, playwright) are kept from one journey file to the next
    // (~1.9 s a file); each file still gets its own sandbox, database and Chromium (support/journey.ts).
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
