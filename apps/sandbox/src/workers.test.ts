import { describe, expect, it } from 'vitest';
import { startMain } from './workers-support';

describe('npm start -- --workers', () => {
  it('refuses several processes on the embedded database, which only one process can open', async () => {
    const started = startMain(['--workers', '2'], { DATABASE_URL: '' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('--workers pede um Postgres (DATABASE_URL)');
  }, 60_000);

  it('refuses a number of processes it cannot run', async () => {
    for (const workers of ['0', 'dois']) {
      const started = startMain(['--workers', workers], { DATABASE_URL: '' });
      expect(await started.exited, workers).toBe(1);
      expect(started.output(), workers).toContain(
        '--workers espera um número inteiro de processos entre 1 e 64',
      );
    }
  }, 120_000);
});
