import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';
import { page } from './html';

/** Paths that belong to the server, never to the app: an unknown one is a 404, not the app's index. */
const SERVER_PREFIXES = [
  '/core',
  '/banking',
  '/payment',
  '/_sandbox',
  '/openapi',
  '/docs',
  '/config.json',
  '/checkout',
];

const isServerPath = (path: string) => SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const NOT_BUILT = page(
  'Balcão — app ainda não construído',
  `<h1>O back-office ainda não foi construído</h1>
<p>O sandbox está no ar, mas a pasta do app (<code>apps/backoffice/dist</code>) não existe.
Rode <code>npm start</code>, que constrói o app antes de servir, ou <code>pnpm --filter @balcao/backoffice build</code>.</p>
<p>Enquanto isso: <a href="/docs">referência da API</a> · <a href="/_sandbox/outbox">caixa de saída</a> ·
<a href="/config.json">/config.json</a>.</p>`,
);

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** What `/config.json` answers: where the app finds its gateway, the checkout and the invoice form. */
export interface AppConfig {
  gatewayUrl: string;
  checkoutUrl: string;
  invoiceFormUrl: string;
}

/**
 * The built back-office at `/`, with history fallback (any other GET that is not a file gets
 * `index.html`), and `/config.json`, which tells the app where its gateway is so one build serves any.
 */
export async function appRoutes(
  app: FastifyInstance,
  options: { appDir: string; gatewayUrl?: string; checkoutUrl?: string },
) {
  const root = resolve(options.appDir);
  await app.register(fastifyStatic, { serve: false });

  app.get('/config.json', async (request, reply) =>
    reply.header('cache-control', 'no-store').send({
      gatewayUrl: options.gatewayUrl || originOf(request),
      // The public boleto and Pix pages; by default the sandbox's own (see checkout-routes.ts).
      checkoutUrl: options.checkoutUrl || `${originOf(request)}/checkout`,
      // The invoice configuration form a real provider hosts; the sandbox's own stands in (invoice-routes.ts).
      invoiceFormUrl: `${options.gatewayUrl || originOf(request)}/_sandbox/nota-fiscal`,
    } satisfies AppConfig),
  );

  app.get('/*', async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.code(400).send(errorBody('BAD_URL', 'Endereço inválido.'));
    }
    if (isServerPath(path)) return reply.code(404).send(errorBody('NOT_FOUND', 'Rota não encontrada.'));
    const target = resolve(root, `.${path}`);
    if (target.startsWith(root + sep) && (await isFile(target))) {
      const immutable = path.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(target.slice(root.length + 1), root, { cacheControl: false });
    }
    // A missing file is a 404; any other path is a route of the app, which its router resolves.
    if (extname(path)) return reply.code(404).send(errorBody('NOT_FOUND', 'Arquivo não encontrado.'));
    if (await isFile(resolve(root, 'index.html'))) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', root, { cacheControl: false });
    }
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
  });
}
