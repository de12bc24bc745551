import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@balcao/sandbox',
    environment: 'node',
    globalSetup: ['./src/test-global-setup.ts'],
    // `*.postgres.test.ts` need a Postgres server (several processes on one database): collected only when
    // DATABASE_URL names one, as in `npm test`'s second run of this suite and in CI.
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    // Each file starts its own database (PGlite takes seconds on a busy 2-core machine).
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
