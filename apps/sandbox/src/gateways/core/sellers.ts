import type { core } from '@balcao/client';
import { acceptCurrentTerms, currentTerms, sellerBlock } from '../../areas/sellers/sellers';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = core.operations;

export const sellersHandlers: Pick<
  Handlers<Ops>,
  'getCurrentTerms' | 'acceptCurrentTerms' | 'getSellerBlock'
> = {
  getCurrentTerms: (input, { db, clock }) => currentTerms(db, clock, callerOf(input)),
  acceptCurrentTerms: (input, { db, clock }) => acceptCurrentTerms(db, clock, callerOf(input)),
  getSellerBlock: (input, { db, clock }) => sellerBlock(db, clock, callerOf(input), input.query.id_seller),
};
