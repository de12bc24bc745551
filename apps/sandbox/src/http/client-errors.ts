import type { Socket } from 'node:net';
import { errorBody } from '../errors';

const ANSWERS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'HEADERS_TOO_LARGE',
    'O endereço ou os cabeçalhos da requisição passam de 16 KiB.',
  ],
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers past 16 KiB, a malformed
 * request line): answered in the product's error shape, then the connection closes, as the parser's state
 * is lost. Given to Fastify as `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, reason, code, description] = ANSWERS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'BAD_REQUEST',
    'Requisição HTTP malformada.',
  ];
  const body = JSON.stringify(errorBody(code, description));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
