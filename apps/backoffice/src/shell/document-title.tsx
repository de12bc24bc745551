import { matchRoute } from '@balcao/domain/navigation';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

export const APP_NAME = 'Balcão';

/** The browser tab's name for a path: the route table's title, then the product ('Cobranças · Balcão'). */
export function documentTitleFor(pathname: string): string {
  const route = matchRoute(pathname)?.route;
  return route ? `${route.title} · ${APP_NAME}` : `Página não encontrada · ${APP_NAME}`;
}

/** Names the tab after the page on every navigation; rendered once, at the root of the router. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}
