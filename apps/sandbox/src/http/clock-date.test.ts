import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MONTH_SECONDS = 30 * 24 * 3600;

/** Whole seconds between the answer's `Date` header and the sandbox clock. */
function secondsFromClock(headers: Record<string, unknown>): number {
  const date = Date.parse(String(headers.date));
  return Math.abs(date - s.clock.now().getTime()) / 1000;
}

describe('Date header', () => {
  it('carries the sandbox clock on the API, the app, errors and the simulator', async () => {
    await s.clock.advance(MONTH_SECONDS);
    // The sandbox clock is a month away from the machine's, so the header cannot be the machine's by chance.
    expect(Math.abs(s.clock.now().getTime() - Date.now())).toBeGreaterThan(MONTH_SECONDS * 500);
    const targets: Record<string, { url: string; headers?: Record<string, string> }> = {
      api: { url: '/core/users/feature-toggles', headers: await s.bearer('admin@demo.balcao.dev') },
      'public api': { url: '/core/public/nada' },
      app: { url: '/' },
      clock: { url: '/_sandbox/clock' },
    };
    for (const [name, { url, headers }] of Object.entries(targets)) {
      const answer = await s.call({ method: 'GET', url, ...(headers ? { headers } : {}) });
      expect(answer.headers.date, name).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(secondsFromClock(answer.headers), name).toBeLessThan(2);
    }
  });

  it('follows the clock when it moves', async () => {
    const before = Date.parse(String((await s.call({ method: 'GET', url: '/_sandbox/clock' })).headers.date));
    await s.clock.advance(-MONTH_SECONDS);
    const after = Date.parse(String((await s.call({ method: 'GET', url: '/_sandbox/clock' })).headers.date));
    expect((before - after) / 1000).toBeGreaterThan(MONTH_SECONDS - 5);
  });

  it('is readable by an app served from another origin', async () => {
    const answer = await s.call({
      method: 'GET',
      url: '/core/users/feature-toggles',
      headers: { ...(await s.bearer('admin@demo.balcao.dev')), origin: 'http://localhost:5173' },
    });
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/\bdate\b/);
  });
});
