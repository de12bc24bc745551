import type { banking } from '@balcao/client';
import { paymentOf, requirePayables } from '../../areas/payables/access';
import { approvePayments, cancelPayment, rejectPayments } from '../../areas/payables/decisions';
import { listPaymentFavorites, listPayments } from '../../areas/payables/list';
import { getPaymentReceipt } from '../../areas/payables/receipt';
import { checkPayment, createPayment } from '../../areas/payables/requests';
import { callerOf, FileAnswer } from '../../http/operation';
import type { Handlers } from '../types';

type PaymentOperation =
  | 'listPayments'
  | 'createPayment'
  | 'checkPayment'
  | 'approvePayments'
  | 'rejectPayments'
  | 'listPaymentFavorites'
  | 'getPayment'
  | 'cancelPayment'
  | 'getPaymentReceipt';

export const paymentsHandlers: Pick<Handlers<banking.operations>, PaymentOperation> = {
  listPayments: (input, { db, clock }) =>
    listPayments(db, clock, callerOf(input), {
      ...input.query,
      page: input.query?.page ?? 0,
      size: input.query?.size ?? 5,
      sort: input.query?.sort ?? 'scheduledDate,DESC',
    }),
  createPayment: (input, { db, clock }) => createPayment(db, clock, callerOf(input), input.body),
  checkPayment: (input, { db, clock }) => checkPayment(db, clock, callerOf(input), input.body),
  approvePayments: (input, { db, clock }) => approvePayments(db, clock, callerOf(input), input.body),
  rejectPayments: (input, { db, clock }) => rejectPayments(db, clock, callerOf(input), input.body),
  listPaymentFavorites: (input, { db, clock }) =>
    listPaymentFavorites(db, clock, callerOf(input), {
      ...input.query,
      page: input.query?.page ?? 0,
      size: input.query?.size ?? 10000,
    }),
  getPayment: async (input, { db, clock }) => {
    const caller = callerOf(input);
    await requirePayables(db, clock, caller);
    return paymentOf(db, caller, input.params.transferId);
  },
  cancelPayment: (input, { db, clock }) => cancelPayment(db, clock, callerOf(input), input.params.transferId),
  getPaymentReceipt: async (input, { db, clock }) => {
    const receipt = await getPaymentReceipt(db, clock, callerOf(input), input.params.transferId);
    return new FileAnswer('application/pdf', receipt.pdf, receipt.filename);
  },
};
