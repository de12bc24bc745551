import { matchRoute } from '@balcao/domain';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { BackButton, Breadcrumb, type BreadcrumbItem, parentPath } from '../ui';
import * as styles from './layout.css';

/** Breadcrumb from Início down to the page, each level named by the route table. */
export function breadcrumbFor(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: 'Início', to: '/' }];
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    const match = matchRoute(path);
    if (match && match.route.path !== '/') items.push({ label: match.route.title, to: path });
  }
  return items;
}

/** The top of the content area: breadcrumb, and a back button to the parent path below the top level. */
export function PageHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = (to: string) => void navigate({ to });
  const items = breadcrumbFor(pathname);
  const nested = pathname.split('/').filter(Boolean).length > 1;
  return (
    <div className={styles.pageHeader}>
      <Breadcrumb items={items} navigate={go} />
      {nested ? <BackButton to={parentPath(pathname)} navigate={go} /> : null}
    </div>
  );
}
