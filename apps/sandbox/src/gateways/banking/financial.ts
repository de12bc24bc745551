import type { banking } from '@balcao/client';
import { CSV_CONTENT_TYPE } from '@balcao/domain/reports';
import { financialBalance } from '../../areas/financial/balance';
import { listFutureEntries, listStatement } from '../../areas/financial/statement';
import { exportStatementCsv } from '../../areas/financial/statement-csv';
import { callerOf, FileAnswer } from '../../http/operation';
import type { Handlers } from '../types';

export const financialHandlers: Pick<
  Handlers<banking.operations>,
  'getFinancialBalance' | 'listStatement' | 'listFutureEntries' | 'exportStatementCsv'
> = {
  getFinancialBalance: (input, { db, clock }) => financialBalance(db, clock, callerOf(input)),
  listStatement: (input, { db, clock }) => listStatement(db, clock, callerOf(input), input.query),
  listFutureEntries: (input, { db, clock }) => listFutureEntries(db, clock, callerOf(input), input.query),
  exportStatementCsv: async (input, { db, clock }) => {
    const { csv, filename } = await exportStatementCsv(db, clock, callerOf(input), input.query);
    return new FileAnswer(CSV_CONTENT_TYPE, csv, filename);
  },
};
