import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { planQueries } from '../features/subscriptions/api';
import { PlanRoutePage } from '../features/subscriptions/plan-page';
import { NotFoundContent } from '../shell/route-states';

export const Route = createFileRoute('/_app/meus-planos/$id')({
  params: {
    // 0 is a new plan ('Novo Plano'); any other id is a plan to edit.
    parse: ({ id }) => {
      const number = Number(id);
      if (!Number.isInteger(number) || number < 0 || number > 2_147_483_647) throw notFound();
      return { id: number };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: guardRoute('/meus-planos/$id'),
  loader: ({ context, params }) =>
    params.id === 0
      ? null
      : context.queryClient.ensureQueryData(planQueries.detail(context.clients, params.id)),
  component: PlanRoute,
  notFoundComponent: NotFoundContent,
});

function PlanRoute() {
  const { id } = Route.useParams();
  return <PlanRoutePage key={id} id={id} />;
}
