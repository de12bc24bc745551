import type { banking } from '@balcao/client';
import { HttpError } from '../../errors';
import type { Handlers } from '../types';

type CardOperation =
  | 'listCards'
  | 'createCard'
  | 'updateCardStatus'
  | 'cancelCard'
  | 'renameCard'
  | 'getCard'
  | 'revealCardData'
  | 'listCardTransactions'
  | 'getCardLimits'
  | 'changeCardLimit'
  | 'sendCardStatement'
  | 'listCardInvoices'
  | 'getCardInvoiceSettings'
  | 'setCardInvoiceDueDay'
  | 'listPayableCardInvoices'
  | 'getPendingCardInvoicePayment'
  | 'getCardInvoicePayment'
  | 'generateCardInvoicePayment'
  | 'getCardInvoice';

// The contract lands first so the back-office can be typed against it; the issuer follows (issue 16).
const pending = async (): Promise<never> => {
  throw new HttpError(501, 'NOT_IMPLEMENTED', 'Operação ainda não disponível no sandbox.');
};

export const cardsHandlers: Pick<Handlers<banking.operations>, CardOperation> = {
  listCards: pending,
  createCard: pending,
  updateCardStatus: pending,
  cancelCard: pending,
  renameCard: pending,
  getCard: pending,
  revealCardData: pending,
  listCardTransactions: pending,
  getCardLimits: pending,
  changeCardLimit: pending,
  sendCardStatement: pending,
  listCardInvoices: pending,
  getCardInvoiceSettings: pending,
  setCardInvoiceDueDay: pending,
  listPayableCardInvoices: pending,
  getPendingCardInvoicePayment: pending,
  getCardInvoicePayment: pending,
  generateCardInvoicePayment: pending,
  getCardInvoice: pending,
};
