// The SDK against a real HTTP server that frames its answers every way a proxy might (msw cannot: it
// hands over a Response built in memory). A body's framing must not change what a call resolves to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRAMED_BODY,
  FRAMED_ERROR,
  FRAMINGS,
  type Framing,
  type FramingServer,
  startFramingServer,
} from '../../client/src/framing-server';
import { APIConnectionError, APITimeoutError, BadRequestError, Balcao } from '../src';
import { failureOf } from './sandbox';

let server: FramingServer;
beforeAll(async () => {
  server = await startFramingServer();
});
afterAll(() => server.close());

const fetches = {
  'the global fetch': undefined,
  'a fetch of its own': (request: Request) => fetch(request),
};

describe.each(Object.entries(fetches))('with %s', (_name, customFetch) => {
  const balcao = () =>
    new Balcao({
      baseUrl: server.url,
      apiKey: 'bk_test_framing',
      maxRetries: 0,
      ...(customFetch ? { fetch: customFetch } : {}),
    });
  const framed = (framing: Framing) => ({ headers: { 'x-framing': framing } });

  it.each(FRAMINGS)('reads a success framed as %s', async (framing) => {
    const { data, response } = await balcao().features.list(framed(framing)).withResponse();
    expect(data).toEqual(FRAMED_BODY);
    expect(response.status).toBe(200);
  });

  it('resolves a DELETE answered 204 with no body', async () => {
    await expect(balcao().apiKeys.delete('key-1', framed('empty-204'))).resolves.toBeUndefined();
  });

  it('rejects a chunked error body with its class and items', async () => {
    const error = await failureOf(balcao().features.list(framed('error-chunked')));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, errors: FRAMED_ERROR.errors });
  });

  it('rejects a body cut short with a connection error, not a TypeError', async () => {
    const error = await failureOf(balcao().features.list(framed('early-close')));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
  });

  it('rejects a file (a receipt PDF) cut short with a connection error, not a TypeError', async () => {
    const error = await failureOf(balcao().payments.receipt('transfer-1', framed('pdf-early-close')));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
  });
});
