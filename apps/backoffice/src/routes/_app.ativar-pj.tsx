import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { ActivationScreen } from '../features/bank-account-activation/activation-page';
import { activationQueries, activationStart } from '../features/bank-account-activation/api';

export const Route = createFileRoute('/_app/ativar-pj')({
  beforeLoad: guardRoute('/ativar-pj'),
  loader: async ({ context }) => {
    const activation = await context.queryClient.ensureQueryData(
      activationQueries.activation(context.clients),
    );
    return {
      start: await activationStart(context.clients, activation, context.auth.session?.document ?? ''),
    };
  },
  component: ActivationRoute,
});

function ActivationRoute() {
  const { start } = Route.useLoaderData();
  return <ActivationScreen start={start} />;
}
