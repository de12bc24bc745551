import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { installJsonBodyParser } from './json-body';
import { describeValidationError } from './validation-messages';

const NUL = '\u0000';

/** An instance path segment (RFC 6901), with a NUL in a key shown rather than carried into the message. */
const pointerSegment = (key: string) =>
  key.replaceAll('~', '~0').replaceAll('/', '~1').replaceAll(NUL, '\\u0000');

/**
 * The path of the first string (or object key) in `value` holding a NUL character, or null. Iterative, so
 * the depth of the value costs no stack.
 */
export function pathToNul(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === 'string') {
      if (node.includes(NUL)) return path;
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = `${path}/${pointerSegment(key)}`;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * Input no handler should ever see, answered 400 before validation and before anything is written: bodies
 * nested too deep (refused by the JSON parser), and NUL characters anywhere in the path, the query or the
 * body (Postgres refuses them in text), with the field named.
 */
export function refuseHostileInput(app: FastifyInstance): void {
  installJsonBodyParser(app);
  app.addHook('preValidation', async (request) => {
    for (const [part, context] of PARTS) {
      const path = pathToNul(request[part]);
      if (path === null) continue;
      if (path === '' && context === 'body')
        throw badRequest('O corpo da requisição contém caracteres inválidos.');
      // A path only the app's catch-all route matched has no parameter name to tell.
      if (path === '/*' && context === 'params') throw badRequest('O endereço contém caracteres inválidos.');
      throw badRequest(
        describeValidationError({ instancePath: path, keyword: 'invalidCharacters', params: {} }, context),
      );
    }
  });
}
