import { documentTitleFor } from '@balcao/domain/navigation';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Names the tab after the page on every navigation; rendered once, at the root of the router. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}
