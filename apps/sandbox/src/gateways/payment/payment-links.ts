import type { payment } from '@balcao/client';
import { createPaymentLink, deactivatePaymentLink, getPaymentLink } from '../../areas/payment-links/links';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** The link's public page is served by the sandbox itself, so its url is the gateway's origin. */
export const paymentLinksHandlers: Pick<
  Handlers<Ops>,
  'createPaymentLink' | 'getPaymentLink' | 'deletePaymentLink'
> = {
  createPaymentLink: ({ body, ...input }, { db, clock }) =>
    createPaymentLink(db, clock, callerOf(input), body, input.gatewayUrl),
  getPaymentLink: ({ params, ...input }, { db, clock }) =>
    getPaymentLink(db, clock, callerOf(input), params.id, input.gatewayUrl),
  deletePaymentLink: async ({ params, ...input }, { db, clock }) => {
    await deactivatePaymentLink(db, clock, callerOf(input), params.id);
    return undefined;
  },
};
