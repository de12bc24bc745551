import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { HomePage } from '../features/home/home-page';
import { RouteError } from '../shell/route-states';

export const Route = createFileRoute('/_app/')({
  beforeLoad: guardRoute('/'),
  component: HomePage,
  errorComponent: RouteError,
});
