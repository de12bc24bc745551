import type { BankingStatus } from '../access/features';
import { hasAnyRole, isBankingRole, normalizeRoles } from '../access/roles';
import { type MenuSection, ROUTES, type RouteDefinition, type RoutePath, routeByPath } from './routes';

/** §2.1: what a page shows when its role or feature is not allowed. */
export const NO_PERMISSION_MESSAGE = 'Você não tem permissão para visualizar essa página!';

/** The heading, and the tab's name, of an address no route answers. */
export const NOT_FOUND_TITLE = 'Página não encontrada';

export interface Access {
  /** The session's roles (merged and normalised, though either spelling is accepted). */
  roles: readonly string[];
  /** The derived feature list. */
  features: readonly string[];
  /** The stored banking account status, where a route reads it (/ativar-pj). */
  bankingStatus?: BankingStatus;
}

/**
 * Public routes open for anybody; the others need one of their roles and all of their toggles. The
 * toggle of /ativar-pj offers opening an account, so an ACTIVE one no longer has it (§4.2) yet still
 * opens the page, read-only, to see its data and status (issue 26).
 */
export function canOpenRoute(route: RouteDefinition, { roles, features, bankingStatus }: Access): boolean {
  if (route.section === 'PUBLIC') return true;
  if (!hasAnyRole(roles, route.roles)) return false;
  if (route.onlyWhileBankingInactive && bankingStatus === 'ACTIVE') return true;
  return route.features.every((feature) => features.includes(feature));
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

const STATIC = 3;
const PARAM = 2;
const SPLAT = 1;

/** Ranks one route against the path: a static segment beats a parameter, which beats a splat. */
function matchSegments(
  pattern: string,
  segments: readonly string[],
): { score: number[]; params: RouteMatch['params'] } | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const score: number[] = [];
  for (const [i, part] of parts.entries()) {
    if (part === '$') {
      // A splat stands for sub-paths only; the bare path has its own route.
      if (segments.length <= i) return null;
      params._splat = segments.slice(i).join('/');
      return { score: [...score, SPLAT], params };
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith('$')) {
      params[part.slice(1)] = segment;
      score.push(PARAM);
    } else if (part === segment) {
      score.push(STATIC);
    } else {
      return null;
    }
  }
  return parts.length === segments.length ? { score, params } : null;
}

function outranks(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** The route of a URL path (query and hash ignored) with its decoded parameters, or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  let best: (RouteMatch & { score: number[] }) | null = null;
  for (const route of ROUTES) {
    const match = matchSegments(route.path, segments);
    if (match && (!best || outranks(match.score, best.score))) best = { route, ...match };
  }
  return best && { route: best.route, params: best.params };
}

/** The browser tab's name for a path: the route table's title, then the product ('Cobranças · Balcão'). */
export function documentTitleFor(pathname: string): string {
  const route = matchRoute(pathname)?.route;
  return `${route ? route.title : NOT_FOUND_TITLE} · Balcão`;
}

/**
 * §2.1 with the project's decision for banking-only users: /seja-pago for SELLER_DASHBOARD plus
 * SELLER_BUSINESS, / for SELLER_DASHBOARD, /cobrancas for whoever may open it, /tesouraria for
 * whoever may open that. A user who may open none of these starts on the first menu page their
 * roles open, and /tesouraria (which then says they lack permission) when there is none.
 */
export function landingRoute(roles: readonly string[]): RoutePath {
  const held = normalizeRoles(roles);
  if (held.includes('SELLER_DASHBOARD')) return held.includes('SELLER_BUSINESS') ? '/seja-pago' : '/';
  if (hasAnyRole(held, routeByPath('/cobrancas').roles)) return '/cobrancas';
  if (hasAnyRole(held, routeByPath('/tesouraria').roles)) return '/tesouraria';
  const first = ROUTES.find((route) => route.inMenu && hasAnyRole(held, route.roles));
  return first?.path ?? '/tesouraria';
}

/**
 * Where a user starts in a build of the app that has only some pages: the landing of §2.1 when the app
 * has it and the user may open it, else the first menu page the user may open that the app has, else
 * null (the app then greets the user on /, never with a page they may not open).
 */
export function availableLanding(access: Access, available: (path: string) => boolean): RoutePath | null {
  const opens = (route: RouteDefinition) => available(route.path) && canOpenRoute(route, access);
  const preferred = landingRoute(access.roles);
  if (opens(routeByPath(preferred))) return preferred;
  return ROUTES.find((route) => route.inMenu && opens(route))?.path ?? null;
}

/** The sections of §2.2 ('Home', 'Banking'), named in Portuguese like the rest of the menu (issue 26). */
const MENU_SECTION_TITLES: Readonly<Record<Exclude<MenuSection, 'PUBLIC'>, string>> = {
  HOME: 'Início',
  ACQUIRING: 'Adquirência',
  BANKING: 'Conta PJ',
  GENERAL: 'Geral',
  SETTINGS: 'Configurações',
};

export interface MenuGroup {
  section: Exclude<MenuSection, 'PUBLIC'>;
  title: string;
  items: RouteDefinition[];
}

export interface MenuContext extends Access {
  bankingStatus: BankingStatus;
}

/**
 * §2.2: the sidebar. Adquirência shows to a user holding some SELLER role and Banking to one
 * holding a banking role (B_SELLER_ADMIN counts: it is the banking SELLER_ADMIN); inside, only
 * the pages the user may open. Empty sections are left out.
 */
export function menuFor({ roles, features, bankingStatus }: MenuContext): MenuGroup[] {
  const held = normalizeRoles(roles);
  const sectionVisible: Record<MenuGroup['section'], boolean> = {
    HOME: true,
    ACQUIRING: held.some((role) => role.startsWith('SELLER')),
    BANKING: held.some(isBankingRole),
    GENERAL: true,
    SETTINGS: true,
  };
  const groups: MenuGroup[] = [];
  for (const section of Object.keys(MENU_SECTION_TITLES) as MenuGroup['section'][]) {
    if (!sectionVisible[section]) continue;
    const items = ROUTES.filter(
      (route: RouteDefinition) =>
        route.section === section &&
        route.inMenu &&
        !(route.onlyWhileBankingInactive && bankingStatus === 'ACTIVE') &&
        canOpenRoute(route, { roles: held, features }),
    );
    if (items.length > 0) groups.push({ section, title: MENU_SECTION_TITLES[section], items });
  }
  return groups;
}
