import type { payment } from '@balcao/client';
import type { Handlers } from '../types';
import { chargesHandlers } from './charges';
import { customersHandlers } from './customers';
import { subSellersHandlers } from './sub-sellers';

/**
 * Every operation of `openapi/payment.yaml`; the type fails to compile when one is missing. Each
 * area adds its tag's handlers here with one spread line.
 */
export const paymentHandlers: Handlers<payment.operations> = {
  ...chargesHandlers,
  ...customersHandlers,
  ...subSellersHandlers,
};
