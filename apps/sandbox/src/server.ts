import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadJwtSecret } from './areas/auth/tokens';
import { JOB_HANDLERS } from './areas/jobs';
import { loadClock, type SandboxClock } from './clock';
import type { Db } from './db/db';
import { badRequest } from './errors';
import { mountGateways } from './gateways/mount';
import { answerClientError } from './http/client-errors';
import { sendClockDate } from './http/clock-date';
import type { SandboxContext } from './http/context';
import { allowCrossOrigin } from './http/cors';
import { refuseUndeclaredErrorCodes } from './http/error-codes';
import { answerFrameworkError, installErrorHandling } from './http/error-handler';
import { startLiveStreams } from './http/event-streams';
import { refuseHostileInput } from './http/hostile-input';
import { refuseForeignHosts, servedHosts } from './http/hosts';
import { liveStreamRoutes } from './http/live-stream';
import { checkOperatorToken, guardOperatorRoutes } from './http/operator';
import { requestIdOptions, sendRequestId } from './http/request-id';
import { sendSecurityHeaders } from './http/security-headers';
import { validatorOptions } from './http/validator';
import { defaultOpenapiDir, type LoadedDocument, loadDocuments } from './openapi';
import { startScheduler } from './scheduler/scheduler';
import { appRoutes } from './simulator/app-routes';
import { cardRoutes } from './simulator/card-routes';
import { chargeRoutes } from './simulator/charge-routes';
import { checkoutRoutes } from './simulator/checkout-routes';
import { clockRoutes } from './simulator/clock-routes';
import { docsRoutes } from './simulator/docs-routes';
import { answerChunked, createFaults, faultRoutes } from './simulator/faults';
import { invoiceRoutes } from './simulator/invoice-routes';
import { outboxRoutes } from './simulator/outbox-routes';
import { paymentLinkRoutes } from './simulator/payment-link-routes';
import { treasuryRoutes } from './simulator/treasury-routes';

export const defaultAppDir = fileURLToPath(new URL('../../backoffice/dist/', import.meta.url));

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface SandboxOptions {
  /** Migrated (and usually seeded) database. */
  db: Db;
  /** The sandbox clock; by default the one persisted in the database. */
  clock?: SandboxClock;
  /**
   * The machine's time in milliseconds, under the sandbox clock and counted by the security limits; tests
   * inject it to let those limits' windows pass without sleeping. `Date.now` by default.
   */
  realNow?: () => number;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  twoFactorTokenTtlSeconds?: number;
  /** Signing key; by default drawn once and kept in the database. */
  jwtSecret?: string;
  /** The built back-office served at `/`. */
  appDir?: string;
  /** Where the app's links in e-mails point (`PUBLIC_APP_URL`); by default `http://localhost:$PORT`. */
  publicAppUrl?: string;
  /**
   * Where this gateway is reached, for links to files it serves (`GATEWAY_URL`); by default
   * `http://localhost:$PORT`. `/config.json` tells the app this too when it is set.
   */
  gatewayUrl?: string;
  /** The public checkout host of boleto and Pix links; by default this server's `/checkout`. */
  checkoutUrl?: string;
  /**
   * The address the server will listen on (`HOST`), 127.0.0.1 by default. With the public URLs it decides
   * which `Host` names are answered (http/hosts.ts); beyond loopback it requires `operatorToken`.
   */
  host?: string;
  /** `SANDBOX_OPERATOR_TOKEN`: when set, every operator route of `/_sandbox` asks for it (http/operator.ts). */
  operatorToken?: string;
  /**
   * How often (real milliseconds) this process runs the jobs due by the sandbox clock; 0 never ticks, and
   * jobs then run only when the clock is moved (tests). By default every second.
   */
  schedulerIntervalMs?: number;
  openapiDir?: string;
  /** Every answer streamed without Content-Length, as behind a proxy (tests of the clients' reading). */
  chunkedAnswers?: boolean;
  /** Tests: an error code the contract does not list for its operation answers 500 (http/error-codes.ts). */
  refuseUndeclaredErrorCodes?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Every operationId of the contract, the operations the fault switch may make fail. */
function operationIdsOf(documents: LoadedDocument[]): Set<string> {
  const ids = new Set<string>();
  for (const { document } of documents)
    for (const item of Object.values(document.paths ?? {}))
      for (const operation of Object.values(item ?? {}))
        if (operation && typeof operation === 'object' && 'operationId' in operation)
          ids.add(String(operation.operationId));
  return ids;
}

/** Where the server listens unless told otherwise (`HOST`): this computer only. */
export const DEFAULT_HOST = '127.0.0.1';

/** The address `npm start` serves on, the default for every link the product sends. */
export const localUrl = (port: number | string = process.env.PORT ?? 4010) => `http://localhost:${port}`;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function listeningUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The embedded database has no autovacuum, so nothing ever gathers its planner statistics: without them it
 * took a seller's 2,000 charges for six and sorted them all for each page of the list (4 ms of CPU a page
 * against 1.4 ms with them). Tables big enough for a plan to matter that were never analysed are, once
 * (about 0.3 s of CPU on the seed). A Postgres server's autovacuum does this by itself.
 */
async function gatherStatistics(db: Db): Promise<void> {
  if (db.kind !== 'pglite') return;
  const [row] = await db.query<{ tables: string | null }>(
    `SELECT string_agg(quote_ident(c.relname), ', ') AS tables
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.reltuples < 0
        AND pg_relation_size(c.oid) >= 65536`,
  );
  if (row?.tables) await db.exec(`ANALYZE ${row.tables}`);
}

/**
 * The gateway server, ready to `listen` or to `inject` (tests). It neither migrates nor seeds; on the
 * embedded database it gathers the planner's statistics when they are missing.
 */
export async function createSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const { db } = options;
  const listenHost = options.host ?? DEFAULT_HOST;
  checkOperatorToken(listenHost, options.operatorToken);
  await gatherStatistics(db);
  const ctx: SandboxContext = {
    db,
    clock: options.clock ?? (await loadClock(db, options.realNow)),
    tokens: {
      secret: await loadJwtSecret(db, options.jwtSecret),
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
      twoFactorTokenTtlSeconds: options.twoFactorTokenTtlSeconds ?? 300,
    },
    urls: {
      app: withoutTrailingSlash(options.publicAppUrl ?? localUrl()),
      gateway: withoutTrailingSlash(options.gatewayUrl ?? localUrl()),
    },
  };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...requestIdOptions,
    ...validatorOptions(),
  });
  sendRequestId(app);
  // JSON only: any other body type is refused (400) instead of reaching a handler as text.
  app.removeContentTypeParser(['text/plain']);
  refuseHostileInput(app);
  installErrorHandling(app);
  await sendSecurityHeaders(app, { gatewayUrl: options.gatewayUrl, checkoutUrl: options.checkoutUrl });
  sendClockDate(app, ctx.clock);
  const served = servedHosts({
    listenHost,
    publicUrls: [options.publicAppUrl, options.gatewayUrl, options.checkoutUrl],
  });
  refuseForeignHosts(app, served);
  allowCrossOrigin(app, served);
  guardOperatorRoutes(app, { served, token: options.operatorToken });
  // Before the chunking, which turns the answer into a stream: onSend hooks run in this order.
  if (options.refuseUndeclaredErrorCodes) refuseUndeclaredErrorCodes(app);
  if (options.chunkedAnswers) answerChunked(app);
  // A contract body that is required but absent (no Content-Type at all) skips validation otherwise;
  // one the contract declares optional may be absent.
  app.addHook('preValidation', async (request) => {
    const optional = (request.routeOptions.config as { optionalBody?: boolean }).optionalBody === true;
    if (request.routeOptions.schema?.body && request.body === undefined && !optional) {
      throw badRequest('O corpo da requisição é obrigatório e deve ser JSON.', 'INVALID_JSON');
    }
  });

  const documents = loadDocuments(options.openapiDir ?? defaultOpenapiDir);
  const faults = createFaults();
  await mountGateways(app, ctx, documents, faults);
  const live = await startLiveStreams(app, db);
  liveStreamRoutes(app, ctx, live);
  // Unconfigured, links follow the address this server listens on (a test asks for any free port).
  app.addHook('onListen', async () => {
    const listening = listeningUrl(app);
    if (listening && !options.publicAppUrl) ctx.urls.app = listening;
    if (listening && !options.gatewayUrl) ctx.urls.gateway = listening;
  });
  const scheduler = startScheduler(db, ctx.clock, JOB_HANDLERS, {
    intervalMs: options.schedulerIntervalMs ?? 1000,
    onError: (error) => app.log.error({ err: error }, 'job do agendador falhou'),
    // Links in the messages jobs send: configuration (or the address listened on), never a request.
    env: {
      checkoutUrl: () => options.checkoutUrl ?? `${ctx.urls.gateway}/checkout`,
      gatewayUrl: () => ctx.urls.gateway,
    },
  });
  app.addHook('onClose', () => scheduler.stop());
  app.decorate('scheduler', scheduler);
  // Another process on the same server may have moved the clock: every request reads it from there. An
  // operation reads it in its access check (http/access.ts), for a session in the same query as the user.
  const operationPrefixes = documents.map(({ gateway }) => `/${gateway}/`);
  const isOperation = (url = '') => operationPrefixes.some((prefix) => url.startsWith(prefix));
  if (db.kind === 'postgres')
    app.addHook('onRequest', async (request) => {
      if (!isOperation(request.routeOptions.url)) await ctx.clock.sync();
    });
  clockRoutes(app, ctx.clock, scheduler);
  faultRoutes(app, faults, operationIdsOf(documents));
  cardRoutes(app, db, ctx.clock);
  chargeRoutes(app, db, ctx.clock);
  checkoutRoutes(app, db, ctx.clock, live);
  paymentLinkRoutes(app, db, ctx.clock);
  outboxRoutes(app, db, ctx.urls);
  invoiceRoutes(app, db, ctx.clock);
  treasuryRoutes(app, db, ctx.clock);
  docsRoutes(app, documents);
  await appRoutes(app, {
    appDir: options.appDir ?? defaultAppDir,
    ...(options.gatewayUrl ? { gatewayUrl: options.gatewayUrl } : {}),
    ...(options.checkoutUrl ? { checkoutUrl: options.checkoutUrl } : {}),
  });
  return app;
}
