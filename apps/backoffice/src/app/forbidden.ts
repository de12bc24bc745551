import type { BalcaoClients } from '@balcao/client';
import { canOpenRoute, type RoutePath, routeByPath } from '@balcao/domain/navigation';
import { redirect } from '@tanstack/react-router';
import { type Auth, lacksFeatures } from './session';

/** Thrown by a route's beforeLoad when the user may not open it; the route shows the no-permission message. */
export class ForbiddenRouteError extends Error {
  constructor(readonly path: string) {
    super(`Sem permissão para ${path}`);
    this.name = 'ForbiddenRouteError';
  }
}

export function isForbiddenRouteError(error: unknown): error is ForbiddenRouteError {
  return error instanceof ForbiddenRouteError;
}

interface GuardArgs {
  context: { auth: Auth };
  location: { href: string };
}

/**
 * The beforeLoad of a private route: a visitor without a session goes to /login (and comes back
 * after signing in); a user without the route's roles and features of the domain route table
 * gets ForbiddenRouteError, shown inside the layout.
 */
export function guardRoute(path: RoutePath) {
  return ({ context, location }: GuardArgs) => {
    requireSession({ context, location });
    const { roles, features, bankingStatus } = context.auth;
    if (!canOpenRoute(routeByPath(path), { roles, features, bankingStatus }))
      throw new ForbiddenRouteError(path);
  };
}

export function requireSession({ context, location }: GuardArgs) {
  if (!context.auth.session?.token) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}

/**
 * The beforeLoad of the private layout: a session and, when the toggles failed at sign-in (or an older
 * build stored the session without them), one more try
 * at them before any page's guard reads the features. The loader code comes only in that case.
 */
export async function requireSessionWithFeatures(args: GuardArgs & { context: { clients: BalcaoClients } }) {
  requireSession(args);
  if (!lacksFeatures(args.context.auth.session)) return;
  const { reloadPendingFeatures } = await import('../features/auth/api');
  await reloadPendingFeatures(args.context.clients, args.context.auth.store);
}
