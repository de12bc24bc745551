import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetRequestPage } from '../features/auth/reset-request-page';

export const Route = createFileRoute('/redefinir-senha/')({
  component: ResetRequestRoute,
});

function ResetRequestRoute() {
  const navigate = useNavigate();
  return <ResetRequestPage onDone={() => void navigate({ to: '/login' })} />;
}
