import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { isLoopback } from '../loopback';
import type { ServedHosts } from './hosts';

/** Shortest `SANDBOX_OPERATOR_TOKEN` accepted: it alone stands between the network and every outbox link. */
export const OPERATOR_TOKEN_MIN_LENGTH = 16;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A `/_sandbox` page that stands in for a third party's public page, opened by a buyer or a merchant
     * in a browser that cannot send the operator credential (a cancellation letter, an invoice's files, the
     * invoice provider's form). Every other `/_sandbox` route is the operator's.
     */
    simulatorPage?: boolean;
  }
}

export const isSimulatorPath = (url: string) => url === '/_sandbox' || url.startsWith('/_sandbox/');

/** The credential as sent: `Authorization: Bearer …` or `X-Sandbox-Operator: …`. */
function sentCredential(request: FastifyRequest): string | null {
  const header = request.headers['x-sandbox-operator'];
  if (typeof header === 'string' && header) return header;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

// Digests of equal length, so the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash('sha256').update(text).digest();

const originRefused = () =>
  new HttpError(
    403,
    'ORIGIN_NOT_ALLOWED',
    'As rotas de operador do sandbox (/_sandbox) não atendem páginas de outra origem.',
  );

const credentialMissing = () =>
  new HttpError(
    401,
    'SANDBOX_OPERATOR_REQUIRED',
    'Rota de operador do sandbox: envie a credencial de SANDBOX_OPERATOR_TOKEN em Authorization: Bearer ou em X-Sandbox-Operator.',
    { headers: { 'www-authenticate': 'Bearer realm="sandbox"' } },
  );

/**
 * The operator's `/_sandbox` routes (outbox and its attachments, clock, faults, paying and disputing,
 * card purchases, treasury…) read every reset link and move money, so:
 * - a browser page of another origin is refused outright, even for a simple request it could not read
 *   (Origin `null`, from a sandboxed frame, included): a page can neither read the outbox nor drive it;
 * - with a `token` (required when the server listens beyond loopback), each request must carry it.
 * Without a token, on loopback, the routes stay open to the developer's own tools, as they always were.
 */
export function guardOperatorRoutes(
  app: FastifyInstance,
  options: { served: ServedHosts; token?: string | undefined },
): void {
  const expected = options.token ? digest(options.token) : null;
  app.addHook('onRequest', async (request) => {
    if (!isSimulatorPath(request.url.split('?')[0] ?? '')) return;
    if (request.routeOptions.config?.simulatorPage) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !options.served.acceptsOrigin(origin)) throw originRefused();
    if (!expected) return;
    const sent = sentCredential(request);
    if (sent === null || !timingSafeEqual(digest(sent), expected)) throw credentialMissing();
  });
}

/**
 * Refuses a configuration that would open the operator routes to the network: listening beyond loopback
 * without a token, or with one short enough to guess. Thrown before the server exists, so it never listens.
 */
export function checkOperatorToken(listenHost: string, token: string | undefined): void {
  if (token !== undefined && token.length < OPERATOR_TOKEN_MIN_LENGTH)
    throw new Error(`SANDBOX_OPERATOR_TOKEN precisa de pelo menos ${OPERATOR_TOKEN_MIN_LENGTH} caracteres.`);
  if (!token && !isLoopback(listenHost))
    throw new Error(
      `O sandbox vai escutar em ${listenHost}, além deste computador: defina SANDBOX_OPERATOR_TOKEN (pelo menos ${OPERATOR_TOKEN_MIN_LENGTH} caracteres), que as rotas /_sandbox passam a exigir.`,
    );
}
