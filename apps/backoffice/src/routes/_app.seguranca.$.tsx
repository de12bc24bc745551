import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';

/** The route table opens /seguranca's sub-paths to the same roles; the one page they lead to is /seguranca. */
export const Route = createFileRoute('/_app/seguranca/$')({
  beforeLoad: (args) => {
    guardRoute('/seguranca/$')(args);
    throw redirect({ to: '/seguranca', replace: true });
  },
});
