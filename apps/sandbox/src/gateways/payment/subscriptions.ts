import type { payment } from '@balcao/client';
import { getPlan, listPlans } from '../../areas/subscriptions/plans';
import { getSubscription, listSubscriptions } from '../../areas/subscriptions/subscriptions';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

export const subscriptionsHandlers: Pick<
  Handlers<Ops>,
  'listSubscriptions' | 'getSubscription' | 'listPlans' | 'getPlan'
> = {
  listSubscriptions: ({ query, ...input }, { db }) =>
    listSubscriptions(db, callerOf(input), {
      ...query,
      page: query.page ?? 0,
      size: query.size ?? 20,
      sort: query.sort ?? 'startDate,DESC',
    }),
  getSubscription: ({ params, ...input }, { db, clock }) =>
    getSubscription(db, clock, callerOf(input), params.id),
  listPlans: ({ query, ...input }, { db, clock }) =>
    listPlans(db, clock, callerOf(input), { ...query, page: query.page ?? 0, size: query.size ?? 20 }),
  getPlan: ({ params, ...input }, { db, clock }) => getPlan(db, clock, callerOf(input), params.id),
};
