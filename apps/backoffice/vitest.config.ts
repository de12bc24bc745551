import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: '@balcao/backoffice',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Under the whole suite's load a page test can take seconds; see src/test/setup.ts.
    testTimeout: 20_000,
    // One module graph (and jsdom) per worker, not per file: importing React, the router and the app
    // was most of each file's time. Testing Library cleans the DOM after each test (setup.ts), each file
    // starts its own msw server and QueryClient, and mocks are restored after each test
    // (`restoreMocks`); the project passes with files shuffled. 143 s → 57 s.
    isolate: false,
  },
});
