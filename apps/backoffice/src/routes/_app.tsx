import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSessionWithFeatures } from '../app/forbidden';
import { AppLayout } from '../shell/app-layout';

/** Every private page: no session → /login (and back here after signing in). */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSessionWithFeatures,
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
