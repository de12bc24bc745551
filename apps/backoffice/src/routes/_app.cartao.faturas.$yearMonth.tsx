import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { invoiceQueries } from '../features/cards/invoice-api';
import { InvoiceDetailPage } from '../features/cards/invoice-detail-page';
import { yearMonthOf } from '../features/cards/search';
import { NotFoundContent } from '../shell/route-states';

export const Route = createFileRoute('/_app/cartao/faturas/$yearMonth')({
  params: {
    parse: ({ yearMonth }) => {
      const month = yearMonthOf(yearMonth);
      if (!month) throw notFound();
      return { yearMonth: month };
    },
    stringify: ({ yearMonth }) => ({ yearMonth }),
  },
  beforeLoad: guardRoute('/cartao/faturas/$yearMonth'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invoiceQueries.month(context.clients, params.yearMonth)),
  component: InvoiceDetailRoute,
  notFoundComponent: NotFoundContent,
});

function InvoiceDetailRoute() {
  const { yearMonth } = Route.useParams();
  return <InvoiceDetailPage key={yearMonth} yearMonth={yearMonth} />;
}
