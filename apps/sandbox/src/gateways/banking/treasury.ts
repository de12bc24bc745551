import type { banking } from '@balcao/client';
import { requireActiveBankAccount } from '../../areas/bank-accounts/account';
import { requestTreasuryStatementReport } from '../../areas/reports/requests';
import { invest, listApplications, redeem } from '../../areas/treasury/applications';
import { treasuryLedger, treasurySummary } from '../../areas/treasury/summary';
import { listWithdrawals, withdraw } from '../../areas/treasury/withdrawals';
import { callerOf } from '../../http/operation';
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

export const treasuryHandlers: Pick<Handlers<banking.operations>, TreasuryOperation> = {
  getTreasurySummary: (input, { db, clock }) => treasurySummary(db, clock, callerOf(input)),
  listTreasuryLedger: (input, { db, clock }) => treasuryLedger(db, clock, callerOf(input), input.query),
  listTreasuryApplications: (input, { db }) =>
    listApplications(db, callerOf(input), input.params.id, input.query ?? {}),
  createTreasuryApplication: (input, { db, clock }) =>
    invest(db, clock, callerOf(input), input.params.id, input.body),
  redeemTreasuryApplication: (input, { db, clock }) =>
    redeem(db, clock, callerOf(input), input.params.id, input.body),
  createTreasuryWithdrawal: (input, { db, clock }) => withdraw(db, clock, callerOf(input), input.body),
  listTreasuryWithdrawals: (input, { db }) => listWithdrawals(db, callerOf(input), input.query ?? {}),
  requestTreasuryStatement: async (input, { db, clock }) => {
    const caller = callerOf(input);
    await requireActiveBankAccount(db, caller.sellerId);
    return requestTreasuryStatementReport(db, clock, caller, input.body);
  },
};
