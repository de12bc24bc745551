import type { banking } from '@balcao/client';
import {
  cancelCard,
  createCard,
  getCard,
  listCards,
  renameCard,
  revealCardData,
  updateCardStatus,
} from '../../areas/cards/cards';
import {
  getCardInvoice,
  getCardInvoiceSettings,
  getCardInvoiceSummary,
  listCardInvoices,
  setCardInvoiceDueDay,
} from '../../areas/cards/invoices';
import { changeCardLimit, getCardLimits } from '../../areas/cards/limits';
import {
  generateCardInvoicePayment,
  getCardInvoicePayment,
  getPendingCardInvoicePayment,
  listPayableCardInvoices,
} from '../../areas/cards/payments';
import { listCardTransactions, sendCardStatement } from '../../areas/cards/transactions';
import { callerOf } from '../../http/operation';
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
  | 'getCardInvoiceSummary'
  | 'setCardInvoiceDueDay'
  | 'listPayableCardInvoices'
  | 'getPendingCardInvoicePayment'
  | 'getCardInvoicePayment'
  | 'generateCardInvoicePayment'
  | 'getCardInvoice';

export const cardsHandlers: Pick<Handlers<banking.operations>, CardOperation> = {
  listCards: (input, { db, clock }) => listCards(db, clock, callerOf(input), input.query),
  createCard: (input, { db, clock }) => createCard(db, clock, callerOf(input), input.body),
  updateCardStatus: (input, { db, clock }) => updateCardStatus(db, clock, callerOf(input), input.body),
  cancelCard: (input, { db, clock }) => cancelCard(db, clock, callerOf(input), input.body),
  renameCard: (input, { db, clock }) => renameCard(db, clock, callerOf(input), input.body),
  getCard: (input, { db, clock }) => getCard(db, clock, callerOf(input), input.params.id),
  revealCardData: (input, { db, clock }) => revealCardData(db, clock, callerOf(input), input.params.id),
  listCardTransactions: (input, { db, clock }) =>
    listCardTransactions(db, clock, callerOf(input), input.query),
  getCardLimits: (input, { db, clock }) => getCardLimits(db, clock, callerOf(input), input.query ?? {}),
  changeCardLimit: (input, { db, clock }) => changeCardLimit(db, clock, callerOf(input), input.body),
  sendCardStatement: (input, { db, clock }) => sendCardStatement(db, clock, callerOf(input), input.body),
  listCardInvoices: (input, { db, clock }) => listCardInvoices(db, clock, callerOf(input), input.query ?? {}),
  getCardInvoiceSettings: (input, { db, clock }) => getCardInvoiceSettings(db, clock, callerOf(input)),
  getCardInvoiceSummary: (input, { db, clock }) => getCardInvoiceSummary(db, clock, callerOf(input)),
  setCardInvoiceDueDay: (input, { db, clock }) =>
    setCardInvoiceDueDay(db, clock, callerOf(input), Number(input.params.day)),
  listPayableCardInvoices: (input, { db, clock }) => listPayableCardInvoices(db, clock, callerOf(input)),
  getPendingCardInvoicePayment: (input, { db, clock }) =>
    getPendingCardInvoicePayment(db, clock, callerOf(input)),
  getCardInvoicePayment: (input, { db, clock }) =>
    getCardInvoicePayment(db, clock, callerOf(input), input.params.id),
  generateCardInvoicePayment: (input, { db, clock }) =>
    generateCardInvoicePayment(db, clock, callerOf(input), input.body),
  getCardInvoice: (input, { db, clock }) =>
    getCardInvoice(db, clock, callerOf(input), input.params.yearMonth),
};
