import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@balcao/client', environment: 'node' },
});
