import type { banking } from '@balcao/client';
import { requestBankStatementReport } from '../../areas/reports/requests';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const reportsHandlers: Pick<Handlers<banking.operations>, 'requestBankStatementReport'> = {
  requestBankStatementReport: ({ body, ...input }, { db, clock }) =>
    requestBankStatementReport(db, clock, callerOf(input), body),
};
