import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { subSellerQueries } from '../features/sub-sellers/api';
import { SubSellerDetailPage } from '../features/sub-sellers/sub-seller-detail-page';
import { NotFoundContent } from '../shell/route-states';

export const Route = createFileRoute('/_app/sub-vendedores/$id')({
  params: {
    parse: ({ id }) => {
      const number = Number(id);
      if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) throw notFound();
      return { id: number };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: guardRoute('/sub-vendedores/$id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(subSellerQueries.detail(context.clients, params.id)),
  component: SubSellerRoute,
  notFoundComponent: NotFoundContent,
});

function SubSellerRoute() {
  const { id } = Route.useParams();
  return <SubSellerDetailPage key={id} id={id} />;
}
