import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default is one worker less than the cores: on the 2-core machines this project runs on
    // (here and in CI) that is one file at a time, with a core left to the main process, which has little
    // to do. Two files at a time there; the default elsewhere.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
