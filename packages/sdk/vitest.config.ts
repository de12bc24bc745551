import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@balcao/sdk',
    environment: 'node',
    // One seeded sandbox database per run, copied by the files that use the real gateway.
    globalSetup: ['test/global-setup.ts'],
    // The sandbox files make dozens of real requests per test on a shared machine.
    testTimeout: 30_000,
    // One module graph per worker: the sandbox files import the whole sandbox, ~2 s each. The msw
    // server in test/support.ts listens and closes per file and mocks are restored after each test;
    // the project passes with files shuffled. 132 s → 72 s.
    isolate: false,
  },
});
