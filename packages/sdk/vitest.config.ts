import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@balcao/sdk',
    environment: 'node',
    // One seeded sandbox database per run, copied by the files that use the real gateway.
    globalSetup: ['test/global-setup.ts'],
    // The sandbox files make dozens of real requests per test on a shared machine.
    testTimeout: 30_000,
  },
});
