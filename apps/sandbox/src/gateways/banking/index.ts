import type { banking } from '@balcao/client';
import type { Handlers } from '../types';
import { anticipationsHandlers } from './anticipations';
import { cardsHandlers } from './cards';
import { financialHandlers } from './financial';
import { pixKeysHandlers } from './pix-keys';
import { reportsHandlers } from './reports';
import { transfersHandlers } from './transfers';

/**
 * Every operation of `openapi/banking.yaml`; the type fails to compile when one is missing. Each
 * area adds its tag's handlers here with one spread line.
 */
export const bankingHandlers: Handlers<banking.operations> = {
  ...anticipationsHandlers,
  ...cardsHandlers,
  ...financialHandlers,
  ...pixKeysHandlers,
  ...reportsHandlers,
  ...transfersHandlers,
};
