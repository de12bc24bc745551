import { availableLanding, canOpenRoute, matchRoute } from '@balcao/domain/navigation';
import type { Auth } from './session';

/**
 * Where the user starts: the §2.1 landing when this build has it, else the first page they may open;
 * '/' (which then greets them) when the app has no page for them yet, as for banking-only users.
 */
export function homePath(auth: Auth, appPaths: ReadonlySet<string>): string {
  const access = { roles: auth.roles, features: auth.features };
  return availableLanding(access, (path) => appPaths.has(path)) ?? '/';
}

/** True when the app has no page the user may open: / greets them instead of refusing them. */
export function hasNoPageYet(auth: Auth, appPaths: ReadonlySet<string>): boolean {
  return (
    availableLanding({ roles: auth.roles, features: auth.features }, (path) => appPaths.has(path)) === null
  );
}

/** Whether a link to `pathname` leads somewhere the user may go: a page of this build they may open. */
export function mayVisit(auth: Auth, appPaths: ReadonlySet<string>, pathname: string): boolean {
  const match = matchRoute(pathname);
  if (!match || !appPaths.has(match.route.path)) return false;
  if (match.route.path === '/' && hasNoPageYet(auth, appPaths)) return true;
  return canOpenRoute(match.route, { roles: auth.roles, features: auth.features });
}
