import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { invoiceQueries } from '../features/cards/invoice-api';
import { InvoicesPage } from '../features/cards/invoices-page';
import { validatePageSearch } from '../features/cards/search';

export const Route = createFileRoute('/_app/cartao/faturas/')({
  validateSearch: validatePageSearch,
  beforeLoad: guardRoute('/cartao/faturas'),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(invoiceQueries.months(context.clients, deps.page)),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoicesPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
}
