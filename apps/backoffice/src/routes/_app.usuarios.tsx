import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { userQueries } from '../features/users/api';
import { validateUsersSearch } from '../features/users/search';
import { UsersPage } from '../features/users/users-page';

/** The page lives in the URL (1-based); anything that is not a page number reads as the first page. */
export const Route = createFileRoute('/_app/usuarios')({
  validateSearch: validateUsersSearch,
  beforeLoad: guardRoute('/usuarios'),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(userQueries.list(context.clients, deps.page)),
  component: UsersRoute,
});

function UsersRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
}
