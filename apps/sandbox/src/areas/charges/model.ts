import type { payment } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';
import { cents, reais } from '../../db/money';

type Schemas = payment.components['schemas'];
export type PaymentMethod = Schemas['ChargePaymentMethod'];
export type ChargeOrigin = Schemas['ChargeOrigin'];
/** The status as the caller sees it (the contract's). */
export type ChargeStatus = Schemas['ChargeStatus'];
/** What the database keeps; LATE is derived from SCHEDULED and the clock. */
export type StoredChargeStatus = Exclude<ChargeStatus, 'LATE'>;

/** The status as the caller sees it: a SCHEDULED charge due before `$n` (business today) is LATE. */
export const effectiveStatusSql = (todayParam: string, alias = 'c') =>
  `CASE WHEN ${alias}.status = 'SCHEDULED' AND ${alias}.expiration_date < ${todayParam}::date THEN 'LATE' ELSE ${alias}.status END`;

/** The columns every charge read selects, dates as text so no driver shifts them by a time zone. */
export const chargeColumns = (todayParam: string) => `
  c.id, c.seller_id, c.customer_id, c.customer_name, c.customer_document, c.customer_email,
  c.customer_phone, c.country_code, c.title, c.payment_method, c.status AS stored_status,
  ${effectiveStatusSql(todayParam)} AS status, c.amount_cents, c.interest_cents, c.installments,
  c.expiration_date::text AS expiration_date, c.paid_date::text AS paid_date, c.origin,
  c.payment_link_id, c.subscription_id, c.boleto_barcode, c.boleto_line, c.pix_br_code, c.card_brand,
  c.card_last4, c.card_holder_name, c.physical_sale, c.anticipated,
  c.chargeback_deadline::text AS chargeback_deadline, c.created_at, c.late_fine_bp, c.late_interest_bp,
  c.late_fees_from::text AS late_fees_from`;

export interface ChargeRow {
  id: string;
  seller_id: number;
  customer_id: string | null;
  customer_name: string;
  customer_document: string;
  customer_email: string;
  customer_phone: string | null;
  country_code: string;
  title: string;
  payment_method: PaymentMethod;
  stored_status: StoredChargeStatus;
  status: ChargeStatus;
  amount_cents: number | string | bigint;
  interest_cents: number | string | bigint;
  installments: number;
  expiration_date: string;
  paid_date: string | null;
  origin: string;
  payment_link_id: string | null;
  subscription_id: string | null;
  boleto_barcode: string | null;
  boleto_line: string | null;
  pix_br_code: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_holder_name: string | null;
  physical_sale: boolean;
  anticipated: boolean;
  chargeback_deadline: string | null;
  created_at: Date | string;
  /** The late fine and monthly interest the boleto copied when it was issued (basis points). */
  late_fine_bp: number;
  late_interest_bp: number;
  /** A second copy's first due date, where its fees run from (charges/reschedule.ts). */
  late_fees_from: string | null;
}

export const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** What a row of the charges list reads: only its columns, so a page decodes no boleto line or Pix code. */
export const chargeSummaryColumns = (todayParam: string) => `
  c.id, c.title, c.customer_name, c.customer_document, c.customer_email, ${effectiveStatusSql(todayParam)} AS status,
  c.payment_method, c.installments, c.expiration_date::text AS expiration_date, c.paid_date::text AS paid_date,
  c.amount_cents, c.payment_link_id, c.origin`;
export type ChargeSummaryRow = Pick<
  ChargeRow,
  | 'id'
  | 'title'
  | 'customer_name'
  | 'customer_document'
  | 'customer_email'
  | 'status'
  | 'payment_method'
  | 'installments'
  | 'expiration_date'
  | 'paid_date'
  | 'amount_cents'
  | 'payment_link_id'
  | 'origin'
>;

/** A row of the charges list. */
export function chargeSummary(row: ChargeSummaryRow) {
  return {
    uuid: row.id,
    title: row.title,
    customerName: row.customer_name,
    customerDocument: row.customer_document,
    customerEmail: row.customer_email,
    status: row.status,
    paymentMethod: row.payment_method,
    installments: row.installments,
    expirationDate: row.expiration_date,
    paidDate: row.paid_date,
    value: reais(row.amount_cents),
    valuePerMonth: centsToReais(Math.round(cents(row.amount_cents) / row.installments)),
    paymentLink: row.payment_link_id,
    origin: row.origin as ChargeOrigin,
  };
}

/** A LIKE pattern for text that starts with `text`, the user's % and _ taken literally. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
