import type { payment } from '@balcao/client';
import {
  createSubSeller,
  getSubSeller,
  listSubSellers,
  registerSubSellerSplit,
  setSubSellerActive,
  updateSubSeller,
  updateSubSellerAccounts,
  updateSubSellerAddress,
  updateSubSellerContacts,
} from '../../areas/sub-sellers/sub-sellers';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

export const subSellersHandlers: Pick<
  Handlers<Ops>,
  | 'listSubSellers'
  | 'createSubSeller'
  | 'getSubSeller'
  | 'updateSubSeller'
  | 'updateSubSellerAddress'
  | 'updateSubSellerAccounts'
  | 'updateSubSellerContacts'
  | 'setSubSellerActive'
  | 'registerSubSellerSplit'
> = {
  listSubSellers: ({ query, ...input }, { db }) =>
    listSubSellers(db, callerOf(input), {
      ...query,
      page: query.page ?? 0,
      size: query.size ?? 20,
      sort: query.sort ?? 'name,ASC',
    }),
  createSubSeller: ({ body, ...input }, { db, clock }) => createSubSeller(db, clock, callerOf(input), body),
  getSubSeller: ({ params, ...input }, { db }) => getSubSeller(db, callerOf(input), params.id),
  updateSubSeller: ({ params, body, ...input }, { db, clock }) =>
    updateSubSeller(db, clock, callerOf(input), params.id, body),
  updateSubSellerAddress: ({ params, body, ...input }, { db, clock }) =>
    updateSubSellerAddress(db, clock, callerOf(input), params.id, body),
  updateSubSellerAccounts: ({ params, body, ...input }, { db, clock }) =>
    updateSubSellerAccounts(db, clock, callerOf(input), params.id, body),
  updateSubSellerContacts: ({ params, body, ...input }, { db, clock }) =>
    updateSubSellerContacts(db, clock, callerOf(input), params.id, body),
  setSubSellerActive: ({ params, query, ...input }, { db, clock }) =>
    setSubSellerActive(db, clock, callerOf(input), params.id, query.active),
  registerSubSellerSplit: ({ params, ...input }, { db, clock }) =>
    registerSubSellerSplit(db, clock, callerOf(input), params.id),
};
