// Shared by the client's and the SDK's tests; not exported from the package. A real HTTP server, because
// msw hands the client a Response built in memory and so never reproduces how a body is framed on the wire.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

/** Every way the server frames an answer; a request picks one with the `x-framing` header. */
export const FRAMINGS = [
  'length',
  'chunked-two-writes',
  'chunked-one-chunk',
  'gzip-chunked',
  'deflate-chunked',
  'br-chunked',
  'gzip-length',
] as const;
export type Framing =
  | (typeof FRAMINGS)[number]
  | 'empty-204'
  | 'error-chunked'
  | 'early-close'
  | 'pdf-early-close';

/** What every successful framing answers, parsed. */
export const FRAMED_BODY = ['view_seller_payment_link', 'view_seller_finance', 'acentuação: ç, ã, é'];
export const FRAMED_ERROR = { errors: [{ code: 'CHUNKED', description: 'Erro em pedaços' }] };

const encoders = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
} as const;

function answer(framing: Framing, response: ServerResponse): void {
  const body = Buffer.from(JSON.stringify(FRAMED_BODY));
  const json = { 'Content-Type': 'application/json; charset=utf-8' };
  switch (framing) {
    case 'length':
      response.writeHead(200, { ...json, 'Content-Length': body.length }).end(body);
      return;
    case 'chunked-two-writes': {
      const half = Math.floor(body.length / 2);
      response.writeHead(200, json);
      response.write(body.subarray(0, half));
      // The second half in a later tick, so that it is a second chunk on the wire.
      setTimeout(() => response.end(body.subarray(half)), 5);
      return;
    }
    case 'chunked-one-chunk':
      response.writeHead(200, json);
      response.write(body);
      response.end();
      return;
    case 'gzip-chunked':
    case 'deflate-chunked':
    case 'br-chunked': {
      const encoding = framing.slice(0, framing.indexOf('-')) as keyof typeof encoders;
      response.writeHead(200, { ...json, 'Content-Encoding': encoding });
      response.write(encoders[encoding](body));
      response.end();
      return;
    }
    case 'gzip-length': {
      const zipped = gzipSync(body);
      response
        .writeHead(200, { ...json, 'Content-Encoding': 'gzip', 'Content-Length': zipped.length })
        .end(zipped);
      return;
    }
    case 'empty-204':
      response.writeHead(204).end();
      return;
    case 'error-chunked':
      response.writeHead(400, json);
      response.write(JSON.stringify(FRAMED_ERROR));
      response.end();
      return;
    case 'early-close':
      response.writeHead(200, json);
      response.write(body.subarray(0, 10));
      // The connection drops in the middle of the body, as a proxy restarting would.
      setTimeout(() => response.socket?.destroy(), 5);
      return;
    case 'pdf-early-close':
      // A file (a receipt), not JSON: read as bytes, and cut all the same.
      response.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': 4096 });
      response.write(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'));
      setTimeout(() => response.socket?.destroy(), 5);
      return;
  }
}

export interface FramingServer {
  url: string;
  close(): Promise<void>;
}

export async function startFramingServer(): Promise<FramingServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => answer(request.headers['x-framing'] as Framing, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
