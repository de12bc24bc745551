import type { payment } from '@balcao/client';
import { chargeStatusBadge, PAYMENT_METHOD_LABELS } from '@balcao/domain/charges';
import { businessToday, formatApiDate } from '@balcao/domain/dates';
import { maskCpfOrCnpj } from '@balcao/domain/forms';
import { formatAmount } from '@balcao/domain/money';
import {
  CHARGE_REPORT_MESSAGES,
  CSV_BOM,
  CSV_CONTENT_TYPE,
  chargeReportProblems,
  csvLine,
} from '@balcao/domain/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { ValidationErrors } from '../../errors';
import { notifyReportReady } from '../notifications/report-ready';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { sendEmail } from '../shared/outbox';
import { effectiveStatusSql, type PaymentMethod } from './model';

/** Rows read per query: a year of a large seller never sits in memory as rows at once. */
export const REPORT_BATCH_SIZE = 1000;

export const REPORT_HEADER = [
  'ID da cobrança',
  'Cliente',
  'CPF/CNPJ',
  'E-mail',
  'Produto / Serviço',
  'Forma de pagamento',
  'Parcelas',
  'Status',
  'Vencimento',
  'Data de pagamento',
  'Valor (R$)',
  'Juros e multa (R$)',
  'Link de pagamento',
];

interface ReportRow {
  id: string;
  customer_name: string;
  customer_document: string;
  customer_email: string;
  title: string;
  payment_method: PaymentMethod;
  installments: number;
  status: string;
  expiration_date: string;
  paid_date: string | null;
  amount_cents: string | number;
  interest_cents: string | number;
  payment_link_id: string | null;
}

function reportLine(r: ReportRow): string {
  return csvLine([
    r.id,
    r.customer_name,
    maskCpfOrCnpj(r.customer_document),
    r.customer_email,
    r.title,
    PAYMENT_METHOD_LABELS[r.payment_method],
    String(r.installments),
    chargeStatusBadge(r.status).label,
    formatApiDate(r.expiration_date),
    r.paid_date ? formatApiDate(r.paid_date) : '',
    formatAmount(cents(r.amount_cents)),
    formatAmount(cents(r.interest_cents)),
    r.payment_link_id ?? '',
  ]);
}

/**
 * The seller's charges due in the period as CSV bytes, by due date then id. Keyset batches: each query
 * reads the next REPORT_BATCH_SIZE rows after the last one seen, on the (seller, due date) index.
 */
export async function buildChargeReport(
  db: Db,
  sellerId: number,
  period: { from: string; to: string },
  today: string,
): Promise<{ csv: Buffer; rows: number }> {
  const chunks: Buffer[] = [Buffer.from(CSV_BOM + csvLine(REPORT_HEADER), 'utf8')];
  let rows = 0;
  let after: [string, string] = ['0001-01-01', '00000000-0000-0000-0000-000000000000'];
  for (;;) {
    const batch = await db.query<ReportRow>(
      `SELECT c.id, c.customer_name, c.customer_document, c.customer_email, c.title, c.payment_method,
              c.installments, ${effectiveStatusSql('$4')} AS status, c.expiration_date::text AS expiration_date,
              c.paid_date::text AS paid_date, c.amount_cents, c.interest_cents, c.payment_link_id
         FROM charges c
        WHERE c.seller_id = $1 AND c.expiration_date BETWEEN $2::date AND $3::date
          AND (c.expiration_date, c.id) > ($5::date, $6::uuid)
        ORDER BY c.expiration_date, c.id LIMIT $7`,
      [sellerId, period.from, period.to, today, after[0], after[1], REPORT_BATCH_SIZE],
    );
    if (batch.length === 0) break;
    chunks.push(Buffer.from(batch.map(reportLine).join(''), 'utf8'));
    rows += batch.length;
    const last = batch.at(-1)!;
    after = [last.expiration_date, last.id];
    if (batch.length < REPORT_BATCH_SIZE) break;
  }
  return { csv: Buffer.concat(chunks), rows };
}

export type ChargeReportRequest = ContractBody<payment.operations['sendChargeReport']>;

/**
 * POST /sellers/send-charge-report: the CSV goes as an attachment to the e-mail given and, with a
 * download link, to the notification centre of whoever asked (only them: it holds the seller's sales).
 */
export async function sendChargeReport(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: ChargeReportRequest,
  gatewayUrl: string,
) {
  const problems = chargeReportProblems(input);
  const messages = [problems.dates, problems.email].filter((m): m is string => Boolean(m));
  if (messages.length) throw new ValidationErrors(messages);
  const period = { from: input.expirationDateInitial, to: input.expirationDateFinal };
  const now = clock.now();
  const { csv, rows } = await buildChargeReport(db, caller.sellerId, period, businessToday(now));
  const filename = `cobrancas_${period.from}_a_${period.to}.csv`;
  const range = `${formatApiDate(period.from)} a ${formatApiDate(period.to)}`;
  const count = rows === 1 ? '1 cobrança' : `${rows} cobranças`;
  const emailId = await sendEmail(db, clock, {
    to: input.email.trim().toLowerCase(),
    subject: `Relatório de cobranças — vencimento de ${range}`,
    body: [
      'Olá,',
      '',
      `Segue em anexo o relatório .csv das cobranças com vencimento de ${range} (${count}).`,
      `Pedido por ${caller.email}.`,
    ].join('\n'),
    attachments: [{ filename, contentType: CSV_CONTENT_TYPE, content: csv }],
  });
  await notifyReportReady(db, clock, {
    sellerId: caller.sellerId,
    userId: caller.userId,
    title: 'Relatório de cobranças pronto',
    message: `Vencimento de ${range}: ${count}. Clique para baixar o .csv.`,
    downloadUrl: `${gatewayUrl}/_sandbox/outbox/${emailId}/attachments/0`,
    filename,
  });
  return { message: CHARGE_REPORT_MESSAGES.success, totalElements: rows };
}
