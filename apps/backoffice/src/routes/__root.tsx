import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { DocumentTitle } from '../shell/document-title';
import { NotFoundPage } from '../shell/route-states';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
