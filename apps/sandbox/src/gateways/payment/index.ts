import type { payment } from '@balcao/client';
import type { Handlers } from '../types';
import { apiKeysHandlers } from './api-keys';
import { balanceHandlers } from './balance';
import { chargesHandlers } from './charges';
import { checkoutsHandlers } from './checkouts';
import { customersHandlers } from './customers';
import { invoicesHandlers } from './invoices';
import { notificationSettingsHandlers } from './notification-settings';
import { paymentLinksHandlers } from './payment-links';
import { paymentSettingsHandlers } from './payment-settings';
import { reportRequestsHandlers } from './report-requests';
import { reportsHandlers } from './reports';
import { subSellersHandlers } from './sub-sellers';
import { subscriptionWritesHandlers } from './subscription-writes';
import { subscriptionsHandlers } from './subscriptions';
import { webhooksHandlers } from './webhooks';

/**
 * Every operation of `openapi/payment.yaml`; the type fails to compile when one is missing. Each
 * area adds its tag's handlers here with one spread line.
 */
export const paymentHandlers: Handlers<payment.operations> = {
  ...apiKeysHandlers,
  ...balanceHandlers,
  ...chargesHandlers,
  ...checkoutsHandlers,
  ...customersHandlers,
  ...invoicesHandlers,
  ...notificationSettingsHandlers,
  ...paymentLinksHandlers,
  ...paymentSettingsHandlers,
  ...reportRequestsHandlers,
  ...reportsHandlers,
  ...subSellersHandlers,
  ...subscriptionsHandlers,
  ...subscriptionWritesHandlers,
  ...webhooksHandlers,
};
