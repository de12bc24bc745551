import { createFileRoute } from '@tanstack/react-router';
import { NotFoundContent } from '../shell/route-states';

/** Any other address, for a signed-in user: 'not found' inside the layout, menu still at hand. */
export const Route = createFileRoute('/_app/$')({
  component: NotFoundContent,
});
