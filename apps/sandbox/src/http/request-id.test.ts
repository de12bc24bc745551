import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const REQUEST_ID = /^req_[0-9a-f]{32}$/;

describe('x-request-id', () => {
  it('is on every answer: the API, its errors, the public API, the app and the simulator', async () => {
    const bearer = await s.bearer('admin@demo.balcao.dev');
    const targets = [
      { method: 'GET' as const, url: '/core/users/feature-toggles', headers: bearer },
      { method: 'GET' as const, url: '/payment/charges/nao-existe', headers: bearer },
      { method: 'GET' as const, url: '/core/users/feature-toggles' },
      { method: 'POST' as const, url: '/core/public/auth/sign-in', payload: '{"email":' },
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/_sandbox/clock' },
    ];
    const ids = new Set<string>();
    for (const target of targets) {
      const answer = await s.call({
        ...target,
        headers: { 'content-type': 'application/json', ...target.headers },
      });
      const id = String(answer.headers['x-request-id']);
      expect(id, `${target.method} ${target.url} (${answer.status})`).toMatch(REQUEST_ID);
      ids.add(id);
    }
    expect(ids.size).toBe(targets.length);
  });

  it('is the sandbox own, never the one the caller sent', async () => {
    const answer = await s.call({
      method: 'GET',
      url: '/_sandbox/clock',
      headers: { 'x-request-id': 'req_forjado\nlinha falsa no log' },
    });
    expect(String(answer.headers['x-request-id'])).toMatch(REQUEST_ID);
  });
});
