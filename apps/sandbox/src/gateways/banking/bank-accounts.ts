import type { banking } from '@balcao/client';
import { getActivation, submitActivation } from '../../areas/bank-accounts/activation';
import { getBankAccount, getBankAccountBalance } from '../../areas/bank-accounts/balance';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const bankAccountsHandlers: Pick<
  Handlers<banking.operations>,
  'getBankAccount' | 'getBankAccountBalance' | 'getBankAccountActivation' | 'submitBankAccountActivation'
> = {
  getBankAccount: (input, { db, clock }) => getBankAccount(db, clock, callerOf(input)),
  getBankAccountBalance: (input, { db, clock }) => getBankAccountBalance(db, clock, callerOf(input)),
  getBankAccountActivation: (input, { db, clock }) => getActivation(db, clock, callerOf(input)),
  submitBankAccountActivation: ({ body, ...input }, { db, clock }) =>
    submitActivation(db, clock, callerOf(input), body),
};
