import type { banking } from '@balcao/client';
import type { Handlers } from '../types';
import { activityLogHandlers } from './activity-log';
import { anticipationsHandlers } from './anticipations';
import { bankAccountsHandlers } from './bank-accounts';
import { cardsHandlers } from './cards';
import { financialHandlers } from './financial';
import { paymentsHandlers } from './payments';
import { pixKeysHandlers } from './pix-keys';
import { pixLimitsHandlers } from './pix-limits';
import { reportsHandlers } from './reports';
import { transfersHandlers } from './transfers';
import { treasuryHandlers } from './treasury';

/**
 * Every operation of `openapi/banking.yaml`; the type fails to compile when one is missing. Each
 * area adds its tag's handlers here with one spread line.
 */
export const bankingHandlers: Handlers<banking.operations> = {
  ...activityLogHandlers,
  ...anticipationsHandlers,
  ...bankAccountsHandlers,
  ...cardsHandlers,
  ...financialHandlers,
  ...paymentsHandlers,
  ...pixKeysHandlers,
  ...pixLimitsHandlers,
  ...reportsHandlers,
  ...transfersHandlers,
  ...treasuryHandlers,
};
