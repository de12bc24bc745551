import type { payment } from '@balcao/client';
import {
  checkSubdomain,
  createCheckout,
  getDefaultCheckout,
  updateCheckout,
} from '../../areas/checkouts/checkouts';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** The seller's checkout page; its public address is on the gateway's own origin. */
export const checkoutsHandlers: Pick<
  Handlers<Ops>,
  'getDefaultCheckout' | 'createCheckout' | 'updateCheckout' | 'checkSubdomain'
> = {
  getDefaultCheckout: (input, { db, clock }) =>
    getDefaultCheckout(db, clock, callerOf(input), input.gatewayUrl),
  createCheckout: ({ body, ...input }, { db, clock }) =>
    createCheckout(db, clock, callerOf(input), body, input.gatewayUrl),
  updateCheckout: ({ params, body, ...input }, { db, clock }) =>
    updateCheckout(db, clock, callerOf(input), params.id, body, input.gatewayUrl),
  checkSubdomain: ({ params, ...input }, { db, clock }) =>
    checkSubdomain(db, clock, callerOf(input), params.subDomain),
};
