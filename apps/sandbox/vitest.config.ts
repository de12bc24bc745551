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
    // One module graph per worker, not per file: importing the sandbox (Fastify, PGlite, pdfkit…) was
    // ~1.7 s of each of the 88 files. Safe here because every file builds its own sandbox and database
    // and nothing is mocked; module-level caches are keyed by instance (a Db, a signing key). The suite
    // passes with files shuffled (`--sequence.shuffle.files`). 495 s → 203 s for this project alone.
    isolate: false,
    testTimeout: 60_000,
  },
});
