import { type BalcaoClients, errorLines, isApiError, type payment, unwrap } from '@balcao/client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

type Schemas = payment.components['schemas'];
export type Webhook = Schemas['Webhook'];
export type WebhookCreated = Schemas['WebhookCreated'];
export type WebhookAttempt = Schemas['WebhookAttempt'];
export type WebhookDomain = Schemas['WebhookDomain'];
export type WebhookInput = Schemas['WebhookRequest'];

/** A seller has at most 50 webhooks (the gateway's limit), so one request reads them all. */
export const WEBHOOK_LIST_SIZE = 50;
/** The attempts drawer shows the latest ones; older ones stay in the gateway. */
export const ATTEMPT_LIST_SIZE = 50;

/** Query keys and fetchers of Integração > Webhooks (§7 Settings, /seller-api-webhooks). */
export const webhookQueries = {
  all: () => ['webhooks'] as const,
  list: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'list'],
      queryFn: () =>
        unwrap(
          clients.payment.GET('/seller-api-webhooks', { params: { query: { size: WEBHOOK_LIST_SIZE } } }),
        ),
    }),
  attempts: (clients: BalcaoClients, id: string) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'attempts', id],
      queryFn: () =>
        unwrap(
          clients.payment.GET('/seller-api-webhooks/{id}/attempts', {
            params: { path: { id }, query: { size: ATTEMPT_LIST_SIZE } },
          }),
        ),
    }),
};

/** Every change reads the lists again, under the factory's prefix. */
function useWebhookMutation<Input, Output>(run: (clients: BalcaoClients, input: Input) => Promise<Output>) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(clients, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.all() }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((clients, body: WebhookInput) =>
    unwrap(clients.payment.POST('/seller-api-webhooks', { body })),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation((clients, { id, ...body }: WebhookInput & { id: string; active: boolean }) =>
    unwrap(clients.payment.PUT('/seller-api-webhooks/{id}', { params: { path: { id } }, body })),
  );

export const useSetWebhookActive = () =>
  useWebhookMutation((clients, { id, active }: { id: string; active: boolean }) =>
    unwrap(
      clients.payment.PATCH('/seller-api-webhooks/{id}/active', {
        params: { path: { id } },
        body: { active },
      }),
    ),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation(async (clients, id: string) => {
    await unwrap(clients.payment.DELETE('/seller-api-webhooks/{id}', { params: { path: { id } } }));
  });

export const useRotateWebhookSecret = () =>
  useWebhookMutation((clients, id: string) =>
    unwrap(clients.payment.POST('/seller-api-webhooks/{id}/secret/rotate', { params: { path: { id } } })),
  );

export const useResendWebhookDelivery = () =>
  useWebhookMutation((clients, { id, deliveryId }: { id: string; deliveryId: string }) =>
    unwrap(
      clients.payment.POST('/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend', {
        params: { path: { id, deliveryId } },
      }),
    ),
  );

/** §8: one toast 'code - description' per error the server listed, else the screen's own message. */
export function webhookErrorLines(error: unknown, fallback: string): string[] {
  return isApiError(error) && error.errors.length > 0 ? errorLines(error) : [fallback];
}
