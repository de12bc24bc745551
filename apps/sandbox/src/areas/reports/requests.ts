import { randomUUID } from 'node:crypto';
import type { banking, payment } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import {
  type BankAccountType,
  type ReportTypeKey,
  reportPeriodProblem,
  reportTypesFor,
} from '@balcao/domain/reports';
import { treasuryPeriodProblem } from '@balcao/domain/treasury';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { pageSlice } from '../shared/page';

type ReportRequest = payment.components['schemas']['ReportRequest'];

export interface ReportRequestRow {
  id: string;
  report_type: ReportTypeKey;
  account_type: BankAccountType | null;
  start_date: string;
  end_date: string;
  recipient_email: string;
  status: 'PENDING' | 'SENT';
  requested_at: Date | string;
  sent_at: Date | string | null;
  row_count: number | null;
}

const COLUMNS = `id, report_type, account_type, start_date::text AS start_date, end_date::text AS end_date,
  recipient_email, status, requested_at, sent_at, row_count`;

function requestOf(row: ReportRequestRow): ReportRequest {
  return {
    id: row.id,
    reportType: row.report_type,
    accountType: row.account_type,
    startDate: row.start_date,
    endDate: row.end_date,
    recipientEmail: row.recipient_email,
    status: row.status,
    requestedAt: new Date(row.requested_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    rows: row.row_count,
  };
}

interface NewReport {
  reportType: ReportTypeKey;
  accountType: BankAccountType | null;
  startDate: string;
  endDate: string;
  recipientEmail: string;
}

/**
 * Records the request and wakes the 'report-generation' job: the report is built after the answer, as the
 * provider's automation does, and reaches the outbox within the scheduler's next tick.
 */
async function enqueue(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: NewReport,
  periodProblem: (start: string, end: string, today: string) => string | null = reportPeriodProblem,
): Promise<ReportRequest> {
  const now = clock.now();
  const problem = periodProblem(input.startDate, input.endDate, businessToday(now));
  if (problem) throw badRequest(problem, 'INVALID_PERIOD');
  const [row] = await db.query<ReportRequestRow>(
    `INSERT INTO report_requests (id, seller_id, requested_by, report_type, account_type, start_date, end_date,
                                  recipient_email, requested_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PENDING') RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      caller.sellerId,
      caller.apiKeyId ? null : caller.userId,
      input.reportType,
      input.accountType,
      input.startDate,
      input.endDate,
      input.recipientEmail.trim().toLowerCase(),
      now.toISOString(),
    ],
  );
  await wakeJob(db, JOB_KINDS.reportGeneration, now);
  return requestOf(row!);
}

/** POST /automation/reports: a sales report (its roles are checked at the edge) to the e-mail given. */
export function requestReport(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: payment.components['schemas']['ReportRequestInput'],
): Promise<ReportRequest> {
  return enqueue(db, clock, caller, {
    reportType: body.report_type,
    accountType: null,
    startDate: body.start_date,
    endDate: body.end_date,
    recipientEmail: body.recipient_email,
  });
}

/** POST /bank/statements/report: 'Extrato de contas' of one account, to whoever asked (§7.4 names no recipient). */
export function requestBankStatementReport(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['requestBankStatementReport']>,
): Promise<ReportRequest> {
  return enqueue(db, clock, caller, {
    reportType: 'EXTRATO_CONTAS',
    accountType: body.account_type,
    startDate: body.start_date,
    endDate: body.end_date,
    recipientEmail: caller.email,
  });
}

/**
 * 'Extrair extrato' of /tesouraria (POST /v1/bank/statements/balance): the same 'Extrato de contas' to whoever
 * asked, over the period of the treasury's statement filter, whose rule (at most 3 months, no limit back)
 * is the treasury's, not the reports page's.
 */
export function requestTreasuryStatementReport(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['requestTreasuryStatement']>,
): Promise<ReportRequest> {
  return enqueue(
    db,
    clock,
    caller,
    {
      reportType: 'EXTRATO_CONTAS',
      accountType: body.account,
      startDate: body.start_date,
      endDate: body.end_date,
      recipientEmail: caller.email,
    },
    treasuryPeriodProblem,
  );
}

/** GET /automation/reports: the seller's requests of the types this user may ask for, newest first. */
export async function listReports(
  db: Db,
  caller: Caller,
  query: ContractQuery<payment.operations['listReports']>,
): Promise<payment.components['schemas']['ReportRequestPage']> {
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const types = reportTypesFor([...caller.roles, ...caller.bankingRoles]).map((t) => t.key);
  const where = 'WHERE seller_id = $1 AND report_type = ANY($2::text[])';
  const rows = await db.query<ReportRequestRow>(
    `SELECT ${COLUMNS} FROM report_requests ${where} ORDER BY requested_at DESC, id DESC ${pageSlice(page, size)}`,
    [caller.sellerId, types],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_requests ${where}`, [
    caller.sellerId,
    types,
  ]);
  const totalElements = count?.n ?? 0;
  return {
    content: rows.map(requestOf),
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
  };
}
