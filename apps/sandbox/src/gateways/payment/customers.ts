import type { payment } from '@balcao/client';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
  updateCustomerAddress,
} from '../../areas/customers/customers';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

export const customersHandlers: Pick<
  Handlers<Ops>,
  'listCustomers' | 'createCustomer' | 'getCustomer' | 'updateCustomer' | 'updateCustomerAddress'
> = {
  listCustomers: ({ query, ...input }, { db, clock }) =>
    listCustomers(db, clock, callerOf(input), {
      ...query,
      page: query.page ?? 0,
      size: query.size ?? 20,
      sort: query.sort ?? 'name,ASC',
    }),
  createCustomer: ({ body, ...input }, { db, clock }) => createCustomer(db, clock, callerOf(input), body),
  getCustomer: ({ params, ...input }, { db, clock }) => getCustomer(db, clock, callerOf(input), params.id),
  updateCustomer: ({ params, body, ...input }, { db, clock }) =>
    updateCustomer(db, clock, callerOf(input), params.id, body),
  updateCustomerAddress: ({ params, body, ...input }, { db, clock }) =>
    updateCustomerAddress(db, clock, callerOf(input), params.id, body),
};
