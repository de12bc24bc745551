import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers every response carries — the app, `/docs`, the outbox, the checkout and payment-link pages
 * and the API alike — through @fastify/helmet:
 * - a Content-Security-Policy with no inline script anywhere (scripts only from this origin's files; inline
 *   styles allowed, since they run no code), `frame-ancestors 'none'` so no page
 *   with a 'Pagar' form or a token in its URL can be framed, and connections only to this origin and the
 *   configured gateway;
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` for older browsers;
 * - `Referrer-Policy: no-referrer`, since reset and invitation pages carry their token in the URL.
 * HSTS and upgrade-insecure-requests stay off: the sandbox is served over plain http on a developer's machine.
 *
 * The headers are the same on every response, so helmet computes them once, at start, on a probe server,
 * and each request only copies them: registered on the app itself, @fastify/helmet rebuilt the whole policy
 * from its options on every request (a few per cent of a small read's CPU).
 */
export async function sendSecurityHeaders(
  app: FastifyInstance,
  options: { gatewayUrl?: string | undefined; checkoutUrl?: string | undefined },
) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet sets on a response, with our options, read off one request to a throwaway server. */
async function helmetHeaders(options: {
  gatewayUrl?: string | undefined;
  checkoutUrl?: string | undefined;
}): Promise<Record<string, string>> {
  const probe = Fastify();
  const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const connectSrc = ["'self'", ...originOf(options.gatewayUrl)];
  await probe.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Styles run no code; the app's dialogs (Radix's scroll lock) and React insert <style> elements,
        // and the sandbox's pages carry one inline stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        // A payment-link purchase may continue at a checkout configured elsewhere.
        formAction: ["'self'", ...originOf(options.checkoutUrl)],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    // The API is called cross-origin by the app in development (Vite) and by integrators' pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  let headers: Record<string, string> = {};
  // In the handler, the raw response holds only what helmet's hooks set (Fastify adds its own later).
  probe.get('/', async (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!headers['content-security-policy']) throw new Error('helmet não definiu os cabeçalhos de segurança');
  return headers;
}
