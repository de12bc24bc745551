import { chargeStatusBadge, PAYMENT_METHOD_LABELS } from '@balcao/domain/charges';
import { formatApiDate } from '@balcao/domain/dates';
import { maskCpfOrCnpj } from '@balcao/domain/forms';
import { formatAmount } from '@balcao/domain/money';
import { csvLine } from '@balcao/domain/reports';
import type { Db } from '../../db/db';
import type { PaymentMethod } from '../charges/model';

/** What one report type yields: its header and its data lines, already in the CSV dialect. */
export interface ReportTable {
  header: readonly string[];
  lines: string[];
}

export interface ReportScope {
  sellerId: number;
  from: string;
  to: string;
}

const money = (value: string | number) => formatAmount(Number(value));
const day = (value: string | null) => (value ? formatApiDate(value) : '');

interface SaleRow {
  id: string;
  paid_date: string;
  customer_name: string;
  customer_document: string;
  title: string;
  payment_method: PaymentMethod;
  installments: number;
  status: string;
  amount_cents: string;
  link_title: string | null;
}

/**
 * 'Vendas': one line per charge paid in the period (PAID or PAID_MANUALLY, by payment day), the same
 * charges and amounts the dashboard's 'Recebido' sums for that period, so the two totals agree.
 */
async function paidSales(db: Db, scope: ReportScope, onlyLinks: boolean): Promise<SaleRow[]> {
  return db.query<SaleRow>(
    `SELECT c.id, c.paid_date::text AS paid_date, c.customer_name, c.customer_document, c.title, c.payment_method,
            c.installments, c.status, c.amount_cents::text AS amount_cents, l.title AS link_title
       FROM charges c LEFT JOIN payment_links l ON l.id::text = c.payment_link_id
      WHERE c.seller_id = $1 AND c.paid_date BETWEEN $2::date AND $3::date AND c.status IN ('PAID', 'PAID_MANUALLY')
        ${onlyLinks ? 'AND c.payment_link_id IS NOT NULL' : ''}
      ORDER BY c.paid_date, c.id`,
    [scope.sellerId, scope.from, scope.to],
  );
}

export async function salesReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const rows = await paidSales(db, scope, false);
  return {
    header: [
      'ID da cobrança',
      'Data de pagamento',
      'Cliente',
      'CPF/CNPJ',
      'Produto / Serviço',
      'Forma de pagamento',
      'Parcelas',
      'Status',
      'Valor (R$)',
    ],
    lines: rows.map((r) =>
      csvLine([
        r.id,
        day(r.paid_date),
        r.customer_name,
        maskCpfOrCnpj(r.customer_document),
        r.title,
        PAYMENT_METHOD_LABELS[r.payment_method],
        String(r.installments),
        chargeStatusBadge(r.status).label,
        money(r.amount_cents),
      ]),
    ),
  };
}

/** 'Links de Pagamento': the sales of the period that came through a payment link, with the link. */
export async function paymentLinkSalesReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const rows = await paidSales(db, scope, true);
  return {
    header: [
      'Link de pagamento',
      'ID da cobrança',
      'Data de pagamento',
      'Cliente',
      'Forma de pagamento',
      'Valor (R$)',
    ],
    lines: rows.map((r) =>
      csvLine([
        r.link_title,
        r.id,
        day(r.paid_date),
        r.customer_name,
        PAYMENT_METHOD_LABELS[r.payment_method],
        money(r.amount_cents),
      ]),
    ),
  };
}

/** 'Nota Fiscal': the invoices issued in the period, with their charge and state. */
export async function invoicesReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const rows = await db.query<{
    invoice_number: number;
    status: string;
    issued: string;
    charge_id: string;
    customer_name: string;
    amount_cents: string;
  }>(
    `SELECT i.invoice_number, i.status, (i.created_at AT TIME ZONE 'America/Sao_Paulo')::date::text AS issued,
            c.id AS charge_id, c.customer_name, c.amount_cents::text AS amount_cents
       FROM charge_invoices i JOIN charges c ON c.id = i.charge_id
      WHERE c.seller_id = $1
        AND (i.created_at AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN $2::date AND $3::date
      ORDER BY i.created_at, i.invoice_number`,
    [scope.sellerId, scope.from, scope.to],
  );
  const STATUS: Record<string, string> = {
    AUTHORIZED: 'Autorizada',
    SEND_INVOICE_SYSTEM: 'Em processamento',
    CANCELED: 'Cancelada',
    REJECTED: 'Rejeitada',
  };
  return {
    header: ['Número', 'Emissão', 'Situação', 'ID da cobrança', 'Cliente', 'Valor (R$)'],
    lines: rows.map((r) =>
      csvLine([
        String(r.invoice_number),
        day(r.issued),
        STATUS[r.status] ?? r.status,
        r.charge_id,
        r.customer_name,
        money(r.amount_cents),
      ]),
    ),
  };
}
