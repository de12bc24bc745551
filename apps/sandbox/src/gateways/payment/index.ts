import type { payment } from '@balcao/client';
import type { Handlers } from '../types';

/**
 * Every operation of `openapi/payment.yaml`; the type fails to compile when one is missing. Each
 * area adds its tag's handlers here with one spread line.
 */
export const paymentHandlers: Handlers<payment.operations> = {};
