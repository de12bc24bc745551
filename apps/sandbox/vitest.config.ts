import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@balcao/sandbox',
    environment: 'node',
    globalSetup: ['./src/test-global-setup.ts'],
    // Each file starts its own database (PGlite takes seconds on a busy 2-core machine).
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
