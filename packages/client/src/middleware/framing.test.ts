// The client against a real HTTP server that frames its answers every way a proxy might: with and without
// Content-Length, compressed, empty, cut short. A body's framing must not change what a call resolves to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '../api-error';
import { createClients } from '../create-clients';
import {
  FRAMED_BODY,
  FRAMED_ERROR,
  FRAMINGS,
  type Framing,
  type FramingServer,
  startFramingServer,
} from '../framing-server';
import { createMemorySessionStore } from '../session-store';
import { callsVia, makeSession, WAYS } from '../test-support';

let server: FramingServer;
beforeAll(async () => {
  server = await startFramingServer();
});
afterAll(() => server.close());

const fetches = {
  'the global fetch': undefined,
  'a fetch of its own': (request: Request) => fetch(request),
};

const cases = Object.entries(fetches).flatMap(([name, fetch]) =>
  WAYS.map((way) => [name, way, fetch] as const),
);

describe.each(cases)('with %s, through %s', (_name, way, customFetch) => {
  const gateway = (name: 'core' | 'banking') => {
    const clients = createClients({
      baseUrl: server.url,
      session: createMemorySessionStore(makeSession()),
      ...(customFetch ? { fetch: customFetch } : {}),
    });
    return callsVia(way, clients, clients[name], name, customFetch);
  };
  const toggles = (framing: Framing) =>
    gateway('core').GET('/users/feature-toggles', { headers: { 'x-framing': framing } });

  it.each(FRAMINGS)('reads a success framed as %s', async (framing) => {
    const { data, response } = await toggles(framing);
    expect(data).toEqual(FRAMED_BODY);
    expect(response.status).toBe(200);
  });

  it('reads an empty 204 as no data', async () => {
    const { data } = await toggles('empty-204');
    expect(data).toEqual({});
  });

  it('reads a chunked error body into an ApiError', async () => {
    const error = await toggles('error-chunked').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors: FRAMED_ERROR.errors });
  });

  it('rejects a body cut short with a connection ApiError', async () => {
    const error = await toggles('early-close').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: API_ERROR_MESSAGES.connection });
  });

  it('rejects a file (a receipt PDF) cut short with a connection ApiError', async () => {
    const receipt = gateway('banking').GET('/payments/{transferId}/receipt', {
      params: { path: { transferId: 'transfer-1' } },
      parseAs: 'arrayBuffer',
      headers: { 'x-framing': 'pdf-early-close' },
    });
    const error = await receipt.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: API_ERROR_MESSAGES.connection });
  });
});
