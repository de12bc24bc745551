import { formatApiDate } from '@balcao/domain/dates';
import { BANK_ACCOUNT_LABELS, CSV_CONTENT_TYPE, csvDocument, reportType } from '@balcao/domain/reports';
import type { Db } from '../../db/db';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { notifyReportReady } from '../notifications/report-ready';
import { sendEmail } from '../shared/outbox';
import {
  balanceReport,
  chargebacksReport,
  settlementsReport,
  statementReport,
  transfersReport,
} from './ledger-csv';
import type { ReportRequestRow } from './requests';
import {
  invoicesReport,
  paymentLinkSalesReport,
  type ReportScope,
  type ReportTable,
  salesReport,
} from './sales-csv';

/** Requests built per run: a burst of requests is several short transactions, never one long one. */
const BATCH = 20;

const lineCount = (n: number) => `${n} ${n === 1 ? 'linha' : 'linhas'}`;

type ReportKind = Pick<ReportRequestRow, 'report_type' | 'account_type'>;

function build(db: Db, row: ReportKind, scope: ReportScope): Promise<ReportTable> {
  switch (row.report_type) {
    case 'VENDAS':
      return salesReport(db, scope);
    case 'FINANCEIRO':
      return settlementsReport(db, scope);
    case 'REPASSES':
      return transfersReport(db, scope);
    case 'NOTA_FISCAL':
      return invoicesReport(db, scope);
    case 'LINKS_PAGAMENTO':
      return paymentLinkSalesReport(db, scope);
    case 'BALANCO':
      return balanceReport(db, scope);
    case 'CHARGEBACK':
      return chargebacksReport(db, scope);
    case 'EXTRATO':
      return statementReport(db, scope, 'ACQUIRING');
    case 'EXTRATO_CONTAS':
      return statementReport(
        db,
        scope,
        row.account_type === 'INVESTMENT_ACCOUNT' ? 'INVESTMENT' : 'CHECKING',
      );
  }
}

/** A report's file, UTF-8 with BOM, `;` and pt-BR amounts, and how many data lines it has. */
export async function buildReportFile(
  db: Db,
  kind: ReportKind,
  scope: ReportScope,
): Promise<{ csv: Buffer; lines: number }> {
  const table = await build(db, kind, scope);
  return { csv: Buffer.from(csvDocument(table.header, table.lines), 'utf8'), lines: table.lines.length };
}

/**
 * The provider's report automation: each pending request is built from the seller's data as a CSV (UTF-8
 * with BOM, `;`, pt-BR amounts) and sent to its recipient's outbox as an attachment, in the transaction
 * that marks it SENT, with a notification to the user who asked (a script's API key has no bell);
 * requests claimed by another process are skipped (SKIP LOCKED).
 */
export const reportGenerationJob: JobHandler = async (tx, clock, _job, env) => {
  const pending = await tx.query<ReportRequestRow & { seller_id: number; requested_by: number | null }>(
    `SELECT id, seller_id, requested_by, report_type, account_type, start_date::text AS start_date,
            end_date::text AS end_date, recipient_email, status, requested_at, sent_at, row_count
       FROM report_requests WHERE status = 'PENDING' ORDER BY requested_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [BATCH],
  );
  for (const row of pending) {
    const scope = { sellerId: row.seller_id, from: row.start_date, to: row.end_date };
    const { csv, lines } = await buildReportFile(tx, row, scope);
    const type = reportType(row.report_type);
    const title = row.account_type
      ? `${type?.title} — ${BANK_ACCOUNT_LABELS[row.account_type]}`
      : type?.title;
    const range = `${formatApiDate(row.start_date)} a ${formatApiDate(row.end_date)}`;
    const account = row.account_type ? `_${row.account_type.toLowerCase()}` : '';
    const filename = `${type?.queryFile}${account}_${row.start_date}_a_${row.end_date}.csv`;
    const emailId = await sendEmail(tx, clock, {
      to: row.recipient_email,
      subject: `Relatório ${title} — ${range}`,
      body: ['Olá,', '', `Segue em anexo o relatório ${title} de ${range} (${lineCount(lines)}).`].join('\n'),
      attachments: [{ filename, contentType: CSV_CONTENT_TYPE, content: csv }],
    });
    await tx.query(
      `UPDATE report_requests SET status = 'SENT', sent_at = $2, email_id = $3, row_count = $4 WHERE id = $1`,
      [row.id, clock.now().toISOString(), emailId, lines],
    );
    if (row.requested_by !== null)
      await notifyReportReady(tx, clock, {
        sellerId: row.seller_id,
        userId: row.requested_by,
        title: `Relatório ${title} pronto`,
        message: `${range}: ${lineCount(lines)}, enviado para ${row.recipient_email}. Clique para baixar o .csv.`,
        downloadUrl: `${env.gatewayUrl().replace(/\/+$/, '')}/_sandbox/outbox/${emailId}/attachments/0`,
        filename,
      });
  }
  // More than a batch waiting: run again at once; otherwise sleep until a request wakes the job.
  return pending.length === BATCH ? clock.now() : earliest();
};
