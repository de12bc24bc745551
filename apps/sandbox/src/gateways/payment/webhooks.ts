import type { payment } from '@balcao/client';
import { listWebhookAttempts, resendWebhookDelivery } from '../../areas/webhooks/attempts';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  setWebhookActive,
  updateWebhook,
} from '../../areas/webhooks/endpoints';
import { listEvents, replayEvent } from '../../areas/webhooks/event-log';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** Integração > Webhooks: the seller's endpoints, their secret, and what was delivered to them. */
export const webhooksHandlers: Pick<
  Handlers<Ops>,
  | 'listWebhooks'
  | 'createWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'setWebhookActive'
  | 'rotateWebhookSecret'
  | 'listWebhookAttempts'
  | 'resendWebhookDelivery'
  | 'listEvents'
  | 'replayEvent'
> = {
  listWebhooks: ({ query, ...input }, { db, clock }) =>
    listWebhooks(db, clock, callerOf(input), { page: query.page ?? 0, size: query.size ?? 20 }),
  createWebhook: ({ body, ...input }, { db, clock }) => createWebhook(db, clock, callerOf(input), body),
  updateWebhook: ({ params, body, ...input }, { db, clock }) =>
    updateWebhook(db, clock, callerOf(input), params.id, body),
  deleteWebhook: async ({ params, ...input }, { db, clock }) => {
    await deleteWebhook(db, clock, callerOf(input), params.id);
  },
  setWebhookActive: ({ params, body, ...input }, { db, clock }) =>
    setWebhookActive(db, clock, callerOf(input), params.id, body.active),
  rotateWebhookSecret: ({ params, ...input }, { db, clock }) =>
    rotateWebhookSecret(db, clock, callerOf(input), params.id),
  listWebhookAttempts: ({ params, query, ...input }, { db, clock }) =>
    listWebhookAttempts(db, clock, callerOf(input), params.id, {
      page: query.page ?? 0,
      size: query.size ?? 20,
    }),
  resendWebhookDelivery: ({ params, ...input }, { db, clock }) =>
    resendWebhookDelivery(db, clock, callerOf(input), params.id, params.deliveryId),
  listEvents: ({ query, ...input }, { db, clock }) =>
    listEvents(db, clock, callerOf(input), { page: query.page ?? 0, size: query.size ?? 20 }),
  replayEvent: ({ params, body, ...input }, { db, clock }) =>
    replayEvent(db, clock, callerOf(input), params.id, body.endpointId),
};
