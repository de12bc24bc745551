import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { installJsonBodyParser } from './json-body';
import { describeValidationError } from './validation-messages';

const NUL = '\u0000';

/**
 * Characters no field of the contract carries: C0 controls but tab, line feed and carriage return (NUL
 * among them: Postgres refuses it in text), DEL and the C1 controls, the bidirectional overrides and
 * isolates that make 'exe.png' read as 'gnp.exe' in a list (CVE-2021-42574's trick), and a lone UTF-16
 * surrogate, which would be stored as U+FFFD, a silent change to the text.
 */
const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unsafeText = (text: string) => UNSAFE_CHARACTER.test(text);

/** An instance path segment (RFC 6901), with a NUL in a key shown rather than carried into the message. */
const pointerSegment = (key: string) =>
  key.replaceAll('~', '~0').replaceAll('/', '~1').replaceAll(NUL, '\\u0000');

/**
 * The path of the first string (or object key) in `value` holding an unsafe character, or null.
 * Iterative, so the depth of the value costs no stack.
 */
export function pathToUnsafeText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === 'string') {
      if (unsafeText(node)) return path;
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = `${path}/${pointerSegment(key)}`;
        if (unsafeText(key)) return childPath;
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
 * nested too deep (refused by the JSON parser), and unsafe characters (NUL, controls, bidirectional
 * overrides, lone surrogates) anywhere in the path, the query or the body, with the field named.
 */
export function refuseHostileInput(app: FastifyInstance): void {
  installJsonBodyParser(app);
  app.addHook('preValidation', async (request) => {
    for (const [part, context] of PARTS) {
      const path = pathToUnsafeText(request[part]);
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
