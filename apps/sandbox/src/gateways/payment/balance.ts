import type { payment } from '@balcao/client';
import { sellerBalance } from '../../areas/charges/balance';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const balanceHandlers: Pick<Handlers<payment.operations>, 'getSellerBalance'> = {
  getSellerBalance: (input, { db, clock }) => sellerBalance(db, clock, callerOf(input)),
};
