import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The `Date` header of a gateway answer at `instant` (ISO 8601): the app takes 'today' from it, so a
 * test pins the gateway's clock, whatever the machine's date, by answering with it.
 */
export function gatewayDate(instant: string): { headers: { date: string } } {
  return { headers: { date: new Date(instant).toUTCString() } };
}

/** One msw server per test file: handlers are added per test with `server.use(...)`. */
export function startMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
