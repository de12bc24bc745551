import type { banking } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { statementRangeError } from '@balcao/domain/financial';
import { centsToReais } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import { futureEntries, type LedgerStatementLine, statement } from '../ledger/statement';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import type { Page } from '../shared/page';
import { requireFinance } from './access';

type StatementPage = banking.components['schemas']['StatementPage'];
type StatementLine = banking.components['schemas']['StatementLine'];

function toWire(line: LedgerStatementLine): StatementLine {
  return {
    id: line.entryId,
    executionDate: line.executionDate,
    statementType: line.statementType,
    isChargeback: line.isChargeback,
    isRefund: line.isRefund,
    buyer: line.buyer,
    amount: centsToReais(line.amountCents),
    creditOperation: line.creditOperation,
    operation: line.operation,
    tax: { amount: centsToReais(line.tax.amountCents), creditOperation: line.tax.creditOperation },
    uuidCharge: line.uuidCharge,
    providerType: 'BALCAO',
    // The ledger keeps the seller's own share; a split's recipients are in the charge's split table.
    subSellers: [],
    chargeStatus: line.chargeStatus,
  };
}

const pageToWire = (page: Page<LedgerStatementLine>): StatementPage => ({
  ...page,
  content: page.content.map(toWire),
});

/** GET /redeems/statement's query, as the contract declares it. */
export type StatementInput = ContractQuery<banking.operations['listStatement']>;

/** GET /redeems/statement: one page of the acquiring account between two execution dates (§4.1 limits). */
export async function listStatement(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: StatementInput,
): Promise<StatementPage> {
  await requireFinance(db, clock, caller);
  const today = businessToday(clock.now());
  const from = input.executionDateInitial;
  const to = input.executionDateFinal;
  const problem = statementRangeError(from, to, today);
  if (problem) throw badRequest(problem);
  const page = await statement(db, caller.sellerId, 'ACQUIRING', {
    from,
    to,
    page: input.page ?? 0,
    size: input.size ?? 10,
    ...(input.statementType ? { statementType: input.statementType } : {}),
    direction: input.sort === 'executionDate,asc' ? 'ASC' : 'DESC',
  });
  return pageToWire(page);
}

/** GET /redeems/statement/future: tomorrow to 60 days ahead by the sandbox clock, nearest day first. */
export async function listFutureEntries(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: ContractQuery<banking.operations['listFutureEntries']>,
): Promise<StatementPage> {
  await requireFinance(db, clock, caller);
  const page = await futureEntries(db, caller.sellerId, 'ACQUIRING', businessToday(clock.now()), {
    page: input.page ?? 0,
    size: input.size ?? 10,
    direction: 'ASC',
  });
  return pageToWire(page);
}
