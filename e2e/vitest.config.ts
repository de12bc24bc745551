import { defineConfig } from 'vitest/config';

// Browser journeys: one file per user goal, two at a time. Each file starts its own sandbox (on a copy of
// the run's seeded embedded database, on a free port) and opens its own browser context in its worker's
// Chromium (support/browser.ts), so two never share data, storage or cookies;
// one at a time kept a 2-core machine about half idle (a journey mostly waits for its page), and two took
// the run from 459 s (in CI) to ~310 s (docs/decisions/2026-12-06-jornadas-duas-de-cada-vez.md).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.journey.ts'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // The worker and its imports (the sandbox, playwright) are kept from one journey file to the next
    // (~1.9 s a file); each file still gets its own sandbox, database and browser context (support/journey.ts).
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
