import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';

// These requests never reach Fastify's routing (inject skips Node's parser), so they go over a socket.
let s: TestSandbox;
let port: number;
beforeAll(async () => {
  s = await createTestSandbox();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as { port: number }).port;
});
afterAll(() => s?.close());

function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('what Node refuses before routing answers in the product’s error shape', () => {
  it('a URL past the 16 KiB header limit: 431 with the errors list', async () => {
    const answer = await raw(
      `GET /core/public/postal-codes/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer).errors).toEqual([
      {
        code: 'HEADERS_TOO_LARGE',
        description: 'O endereço ou os cabeçalhos da requisição passam de 16 KiB.',
      },
    ]);
  });

  it('a malformed request line: 400 with the errors list', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer).errors[0].code).toBe('BAD_REQUEST');
  });
});
