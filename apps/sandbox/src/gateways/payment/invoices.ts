import type { payment } from '@balcao/client';
import {
  cancelInvoice,
  emitChargeInvoice,
  getInvoiceConfig,
  listChargeInvoices,
  sendInvoiceEmail,
  updateInvoiceConfig,
} from '../../areas/invoices/invoices';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

export const invoicesHandlers: Pick<
  Handlers<Ops>,
  | 'listChargeInvoices'
  | 'emitChargeInvoice'
  | 'sendChargeInvoiceEmail'
  | 'cancelInvoice'
  | 'getInvoiceConfig'
  | 'updateInvoiceConfig'
> = {
  listChargeInvoices: ({ params, ...input }, { db, clock }) =>
    listChargeInvoices(db, clock, callerOf(input), params.id, input.gatewayUrl),
  emitChargeInvoice: ({ params, ...input }, { db, clock }) =>
    emitChargeInvoice(db, clock, callerOf(input), params.id, input.gatewayUrl),
  sendChargeInvoiceEmail: ({ params, body, ...input }, { db, clock }) =>
    sendInvoiceEmail(db, clock, callerOf(input), params.id, body.uuidInvoice, input.gatewayUrl),
  cancelInvoice: ({ params, ...input }, { db, clock }) =>
    cancelInvoice(db, clock, callerOf(input), params.id, params.cnpj, input.gatewayUrl),
  getInvoiceConfig: (input, { db, clock }) => getInvoiceConfig(db, clock, callerOf(input)),
  updateInvoiceConfig: ({ body, ...input }, { db, clock }) =>
    updateInvoiceConfig(db, clock, callerOf(input), body.active),
};
