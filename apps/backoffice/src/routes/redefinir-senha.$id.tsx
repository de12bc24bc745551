import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NewPasswordPage } from '../features/auth/new-password-page';

/** The id of §2.1 is the reset token e-mailed to the user. */
export const Route = createFileRoute('/redefinir-senha/$id')({
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return <NewPasswordPage token={id} onDone={() => void navigate({ to: '/login' })} />;
}
