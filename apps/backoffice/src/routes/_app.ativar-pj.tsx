import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { ActivationScreen } from '../features/bank-account-activation/activation-page';

export const Route = createFileRoute('/_app/ativar-pj')({
  beforeLoad: guardRoute('/ativar-pj'),
  // Imported here rather than at the top, so the feature stays out of the sign-in bundle.
  loader: async ({ context }) => {
    const { activationQueries, activationStart } = await import('../features/bank-account-activation/api');
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
