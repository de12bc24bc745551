import { matchRoute } from '@balcao/domain/navigation';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { mayVisit } from '../app/landing';
import { useServices } from '../app/services';
import { BackButton, Breadcrumb, type BreadcrumbItem, parentPath } from '../ui';
import * as styles from './layout.css';
import { rememberSearch, withRememberedSearch } from './list-search-memory';

/**
 * Breadcrumb from Início down to the page, each level named by the route table; a level links only
 * where the user may go (`mayVisit`), and Início shows only to whoever may open it.
 */
export function breadcrumbFor(
  pathname: string,
  mayGo: (path: string) => boolean = () => true,
): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = mayGo('/') ? [{ label: 'Início', to: '/' }] : [];
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    const match = matchRoute(path);
    if (match && match.route.path !== '/') {
      items.push({ label: match.route.title, to: mayGo(path) ? path : undefined });
    }
  }
  return items;
}

/**
 * The top of the content area: breadcrumb, and a back button to the parent path below the top level;
 * both return to a list with the search it had (filters, term and page).
 */
export function PageHeader() {
  const { pathname, searchStr } = useLocation();
  const router = useRouter();
  useEffect(() => rememberSearch(pathname, searchStr), [pathname, searchStr]);
  const { auth } = useServices();
  const appPaths = useMemo(() => new Set(Object.keys(router.routesByPath)), [router]);
  const mayGo = (path: string) => mayVisit(auth, appPaths, path);
  const go = (to: string) => router.history.push(to);
  const items = breadcrumbFor(pathname, mayGo).map((item, index, all) =>
    item.to && index < all.length - 1 ? { ...item, to: withRememberedSearch(item.to) } : item,
  );
  const parent = parentPath(pathname);
  const nested = pathname.split('/').filter(Boolean).length > 1;
  return (
    <div className={styles.pageHeader}>
      <Breadcrumb items={items} navigate={go} />
      {nested && mayGo(parent) ? (
        <BackButton
          to={withRememberedSearch(parent)}
          navigate={go}
          label={matchRoute(parent)?.route.backLabel}
        />
      ) : null}
    </div>
  );
}
