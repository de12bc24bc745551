import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../errors';

/** No body of the contract nests past a handful of levels; 32 leaves room without letting depth be a weapon. */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, read in one pass over the
 * text (brackets inside strings do not count). Checked before parsing, so a body nested thousands of
 * levels deep never becomes a value that recursive code (validation, hashing, serialising) walks into.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (empty and malformed bodies, `__proto__` and `constructor` poisoning refused as
 * before), behind a depth check. Bodies sent to operations that declare none go through it too.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The body is read as UTF-8: one labelled otherwise would be read as something it says it is not.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) {
      const refused = new HttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Codificação não suportada; envie o JSON em UTF-8 (charset=utf-8).',
      );
      done(refused, undefined);
      return;
    }
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(badRequest('O corpo da requisição tem aninhamento demais.', 'BODY_TOO_DEEP'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
