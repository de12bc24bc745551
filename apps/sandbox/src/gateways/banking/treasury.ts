import type { banking } from '@balcao/client';
import { HttpError } from '../../errors';
import type { Handlers } from '../types';

type TreasuryOperation =
  | 'getTreasurySummary'
  | 'listTreasuryLedger'
  | 'listTreasuryApplications'
  | 'createTreasuryApplication'
  | 'redeemTreasuryApplication'
  | 'createTreasuryWithdrawal'
  | 'listTreasuryWithdrawals'
  | 'requestTreasuryStatement';

// The contract lands first so the /tesouraria screens can be built on it; the rules follow in the next
// commits of issue 17 (this file then maps each operation to src/areas/treasury).
const pending = async (): Promise<never> => {
  throw new HttpError(
    501,
    'NOT_IMPLEMENTED',
    'Operação descrita no contrato, mas ainda não implementada no sandbox.',
  );
};

export const treasuryHandlers: Pick<Handlers<banking.operations>, TreasuryOperation> = {
  getTreasurySummary: pending,
  listTreasuryLedger: pending,
  listTreasuryApplications: pending,
  createTreasuryApplication: pending,
  redeemTreasuryApplication: pending,
  createTreasuryWithdrawal: pending,
  listTreasuryWithdrawals: pending,
  requestTreasuryStatement: pending,
};
