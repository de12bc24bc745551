import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { isLoopback } from '../loopback';

/** The names this server answers to, and the origins whose pages may read its simulator routes. */
export interface ServedHosts {
  /** Whether a host name (no port, no brackets) is one of this server's. */
  accepts(hostname: string): boolean;
  /** Whether an `Origin` header names a page served under one of this server's names. */
  acceptsOrigin(origin: string): boolean;
}

/** What decides the names: the address listened on and the configured public URLs. */
export interface ServedHostsOptions {
  /** `HOST`: 127.0.0.1 by default; 0.0.0.0 or :: is every interface. */
  listenHost: string;
  /** `PUBLIC_APP_URL`, `GATEWAY_URL`, the checkout URL: unset ones are skipped. */
  publicUrls: readonly (string | undefined)[];
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

/** A Host header's name, lower case, without port or IPv6 brackets; null when it is not a plain host[:port]. */
export function hostnameOf(authority: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/i.exec(authority.trim());
  return match?.[1] ? match[1].toLowerCase().replace(/^\[|\]$/g, '') : null;
}

const bare = (host: string) => host.toLowerCase().replace(/^\[|\]$/g, '');

/** This computer's own addresses: how the team reaches a sandbox bound to every interface without a name. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map((address) => bare(address.address.replace(/%.*$/, '')));
}

/**
 * Loopback names are always this server's: a page can only make the browser send `Host: localhost` by
 * being served from localhost itself, and `app.inject` (tests) sends `localhost:80`. Besides them, the
 * names of the configured URLs and the address listened on (each interface's, when it is all of them).
 * IP literals are safe to accept since DNS rebinding needs a name the attacker controls; ports are not
 * compared, since the name is what a rebinding page cannot forge.
 */
export function servedHosts(options: ServedHostsOptions): ServedHosts {
  const names = new Set<string>();
  for (const url of options.publicUrls) if (url) names.add(bare(new URL(url).hostname));
  const listen = bare(options.listenHost);
  if (ANY_ADDRESS.has(listen)) for (const address of interfaceAddresses()) names.add(address);
  else names.add(listen);
  const accepts = (hostname: string) => isLoopback(hostname) || names.has(bare(hostname));
  return {
    accepts,
    acceptsOrigin(origin) {
      if (!URL.canParse(origin)) return false;
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && accepts(url.hostname);
    },
  };
}

/**
 * Answers 421 to a request whose `Host` is not one of this server's names. Without this a page on any
 * domain could resolve its name to 127.0.0.1 (DNS rebinding) and read, as its own origin, the outbox with
 * every reset link and invitation. Registered first among the guards, so nothing else runs for it.
 */
export function refuseForeignHosts(app: FastifyInstance, served: ServedHosts): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.headers.host ?? '';
    const name = hostnameOf(host);
    if (name !== null && served.accepts(name)) return done();
    done(
      new HttpError(
        421,
        'HOST_NOT_ALLOWED',
        `Este sandbox não atende pelo endereço '${host.slice(0, 100)}'. Use localhost, 127.0.0.1 ou um dos nomes configurados em PUBLIC_APP_URL e GATEWAY_URL.`,
      ),
    );
  });
}
