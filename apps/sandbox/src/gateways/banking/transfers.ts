import type { banking } from '@balcao/client';
import {
  listPendingTransfers,
  pendingTransfersTotal,
  requestTransfer,
} from '../../areas/transfers/transfers';
import { previewWithdrawal } from '../../areas/transfers/with-anticipation';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const transfersHandlers: Pick<
  Handlers<banking.operations>,
  'getPendingTransfersTotal' | 'listPendingTransfers' | 'requestTransfer' | 'previewWithdrawal'
> = {
  getPendingTransfersTotal: (input, { db, clock }) => pendingTransfersTotal(db, clock, callerOf(input)),
  listPendingTransfers: (input, { db, clock }) =>
    listPendingTransfers(db, clock, callerOf(input), input.query),
  requestTransfer: (input, { db, clock }) => requestTransfer(db, clock, callerOf(input), input.body),
  previewWithdrawal: (input, { db, clock }) => previewWithdrawal(db, clock, callerOf(input), input.query),
};
