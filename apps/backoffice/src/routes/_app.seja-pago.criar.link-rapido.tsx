import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { FastLinkPage } from '../features/payment-links/fast-link-page';

export const Route = createFileRoute('/_app/seja-pago/criar/link-rapido')({
  beforeLoad: guardRoute('/seja-pago/criar/link-rapido'),
  component: FastLinkRoute,
});

function FastLinkRoute() {
  const navigate = Route.useNavigate();
  return <FastLinkPage onDone={() => void navigate({ to: '/seja-pago' })} />;
}
