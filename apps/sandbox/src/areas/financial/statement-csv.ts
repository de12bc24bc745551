import type { banking } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { statementRangeError } from '@balcao/domain/financial';
import { csvDocument } from '@balcao/domain/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import { statementReport } from '../reports/ledger-csv';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { requireFinance } from './access';

/**
 * GET /redeems/statement/csv: the whole period of the acquiring account's statement as one file, with the
 * limits of the statement's table and the columns of the 'Extrato' report (one builder for both). A read.
 */
export async function exportStatementCsv(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: ContractQuery<banking.operations['exportStatementCsv']>,
): Promise<{ csv: Buffer; filename: string }> {
  await requireFinance(db, clock, caller);
  const { executionDateInitial: from, executionDateFinal: to } = input;
  const problem = statementRangeError(from, to, businessToday(clock.now()));
  if (problem) throw badRequest(problem);
  const table = await statementReport(db, { sellerId: caller.sellerId, from, to }, 'ACQUIRING');
  return {
    csv: Buffer.from(csvDocument(table.header, table.lines), 'utf8'),
    filename: `extrato-${from}-a-${to}.csv`,
  };
}
