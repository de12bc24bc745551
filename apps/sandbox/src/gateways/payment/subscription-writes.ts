import type { payment } from '@balcao/client';
import { createSubscription } from '../../areas/subscriptions/import';
import { createPlan, setPlanActive, updatePlan } from '../../areas/subscriptions/plan-writes';
import {
  setSubscriptionInvoice,
  setSubscriptionStatus,
  updateSubscription,
} from '../../areas/subscriptions/writes';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** The write side of subscriptions and plans (issue 12). */
export const subscriptionWritesHandlers: Pick<
  Handlers<Ops>,
  | 'updateSubscription'
  | 'setSubscriptionStatus'
  | 'setSubscriptionInvoice'
  | 'createSubscription'
  | 'importSubscription'
  | 'createPlan'
  | 'updatePlan'
  | 'setPlanActive'
> = {
  updateSubscription: ({ params, body, ...input }, { db, clock }) =>
    updateSubscription(db, clock, callerOf(input), params.id, body),
  setSubscriptionStatus: ({ params, body, ...input }, { db, clock }) =>
    setSubscriptionStatus(db, clock, callerOf(input), params.id, body.active),
  setSubscriptionInvoice: ({ params, body, ...input }, { db, clock }) =>
    setSubscriptionInvoice(db, clock, callerOf(input), params.id, body.enabled),
  createSubscription: ({ body, ...input }, { db, clock }) =>
    createSubscription(db, clock, callerOf(input), body),
  // The older path of the same creation, kept for the scripts that call it (deprecated in the contract).
  importSubscription: ({ body, ...input }, { db, clock }) =>
    createSubscription(db, clock, callerOf(input), body),
  createPlan: ({ body, ...input }, { db, clock }) => createPlan(db, clock, callerOf(input), body),
  updatePlan: ({ params, body, ...input }, { db, clock }) =>
    updatePlan(db, clock, callerOf(input), params.id, body),
  setPlanActive: ({ params, body, ...input }, { db, clock }) =>
    setPlanActive(db, clock, callerOf(input), params.id, body.active),
};
