import type { payment } from '@balcao/client';
import { callerOf } from '../../http/operation';
import { sellerBalance } from '../../rules/balance';
import type { Handlers } from '../types';

export const balanceHandlers: Pick<Handlers<payment.operations>, 'getSellerBalance'> = {
  getSellerBalance: (input, { db, clock }) => sellerBalance(db, clock, callerOf(input)),
};
