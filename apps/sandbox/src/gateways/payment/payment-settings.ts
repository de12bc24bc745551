import type { payment } from '@balcao/client';
import {
  getDefaultPaymentMethods,
  getDefaultTax,
  updateDefaultPaymentMethods,
  updateDefaultTax,
} from '../../areas/payment-settings/settings';
import { antiFraudStatus } from '../../areas/sellers/anti-fraud';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

export const paymentSettingsHandlers: Pick<
  Handlers<Ops>,
  | 'getDefaultPaymentMethods'
  | 'updateDefaultPaymentMethods'
  | 'getPaymentMethods'
  | 'updatePaymentMethods'
  | 'getDefaultTax'
  | 'updateDefaultTax'
  | 'getAntiFraudStatus'
> = {
  getDefaultPaymentMethods: (input, { db, clock }) => getDefaultPaymentMethods(db, clock, callerOf(input)),
  updateDefaultPaymentMethods: ({ body, ...input }, { db, clock }) =>
    updateDefaultPaymentMethods(db, clock, callerOf(input), body),
  getPaymentMethods: (input, { db, clock }) => getDefaultPaymentMethods(db, clock, callerOf(input)),
  updatePaymentMethods: ({ body, ...input }, { db, clock }) =>
    updateDefaultPaymentMethods(db, clock, callerOf(input), body),
  getDefaultTax: (input, { db, clock }) => getDefaultTax(db, clock, callerOf(input)),
  updateDefaultTax: ({ body, ...input }, { db, clock }) => updateDefaultTax(db, clock, callerOf(input), body),
  getAntiFraudStatus: (input, { db, clock }) => antiFraudStatus(db, clock, callerOf(input)),
};
