import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { userQueries } from '../features/users/api';
import { UsersPage } from '../features/users/users-page';

/** The page lives in the URL (1-based); anything that is not a page number reads as the first page. */
function usersSearch(search: Record<string, unknown>): { page: number } {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export const Route = createFileRoute('/_app/usuarios')({
  validateSearch: usersSearch,
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
