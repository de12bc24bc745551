import type { banking } from '@balcao/client';
import { HttpError } from '../../errors';
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

// The contract lands before the rules (so the screens can be built on it); each handler answers 501 until then.
const notYet = async (): Promise<never> => {
  throw new HttpError(
    501,
    'NOT_IMPLEMENTED',
    'Operação descrita no contrato, mas ainda não implementada no sandbox.',
  );
};

export const paymentsHandlers: Pick<Handlers<banking.operations>, PaymentOperation> = {
  listPayments: notYet,
  createPayment: notYet,
  checkPayment: notYet,
  approvePayments: notYet,
  rejectPayments: notYet,
  listPaymentFavorites: notYet,
  getPayment: notYet,
  cancelPayment: notYet,
  getPaymentReceipt: notYet,
};
