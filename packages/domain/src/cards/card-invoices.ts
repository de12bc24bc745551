import type { ApiDate } from '../dates/calendar-day';

/**
 * Card invoices (banking document §2.6, §3 Invoice and Payable invoice, §4.5, §5 Invoice payment, §8, §9):
 * which status an invoice shows, which one the summary card picks, what can be paid and how.
 * Dates are 'yyyy-MM-dd' and compared as text; 'today' is the business day of the sandbox clock.
 */

const CARD_INVOICE_STATUSES = ['OPEN', 'CLOSED', 'OVERDUE', 'PAID'] as const;
export type CardInvoiceStatus = (typeof CARD_INVOICE_STATUSES)[number];
/** The documents name no labels; an invoice (fatura) is feminine in Portuguese. */
export const CARD_INVOICE_STATUS_LABELS: Readonly<Record<CardInvoiceStatus, string>> = {
  OPEN: 'Aberta',
  CLOSED: 'Fechada',
  OVERDUE: 'Vencida',
  PAID: 'Paga',
};
export const CARD_INVOICE_STATUS_TONES = {
  OPEN: 'info',
  CLOSED: 'warning',
  OVERDUE: 'danger',
  PAID: 'success',
} as const satisfies Record<CardInvoiceStatus, string>;

/** §9: the due days a seller may choose, once. */
export const INVOICE_DUE_DAYS = [12, 18, 22] as const;
export type InvoiceDueDay = (typeof INVOICE_DUE_DAYS)[number];
export const isInvoiceDueDay = (day: number): day is InvoiceDueDay =>
  (INVOICE_DUE_DAYS as readonly number[]).includes(day);
/** §9: once set, the due day cannot be changed. */
export const canSetInvoiceDueDay = (current: number | null | undefined): boolean => current == null;

/** §9: the Pix QR of an invoice payment is valid for 24 hours. */
const INVOICE_PIX_VALIDITY_HOURS = 24;
export function invoicePixExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVOICE_PIX_VALIDITY_HOURS * 3_600_000);
}

/** §4.5: the payment drawer's steps, in order. */
const INVOICE_PAYMENT_STEPS = [
  'choose-payment',
  'choose-payment-method',
  'pending-payment',
  'payment-success',
  'error',
] as const;
export type InvoicePaymentStep = (typeof INVOICE_PAYMENT_STEPS)[number];
const INVOICE_PAYMENT_METHODS = ['CHECKING_ACCOUNT', 'PIX'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** §8 (and §5's 'não é suficiente'). */
export const INVOICE_MESSAGES = {
  paymentFailed: 'Houve um erro no pagamento da sua fatura.',
  tryAgain: 'Tente novamente',
  balanceNotEnough: 'Saldo da conta não é suficiente.',
  dueDayLocked: 'O dia de vencimento já foi definido e não pode ser alterado.',
  noInvoice: 'Sem dados da fatura',
  noInvoices: 'Sem dados das faturas',
  noEntries: 'Sem lançamentos',
} as const;

export interface InvoiceDates {
  status: string;
  /** The last day of the invoice's period. */
  endDate: ApiDate;
}

/** §4.5: an OPEN invoice whose end date has passed is shown as CLOSED (the issuer closes it in its own time). */
export function displayedInvoiceStatus(invoice: InvoiceDates, today: ApiDate): string {
  return invoice.status === 'OPEN' && invoice.endDate < today ? 'CLOSED' : invoice.status;
}

/**
 * §4.5: payment is possible only for a closed invoice. An overdue invoice is a closed one whose due date
 * passed, and is the one most in need of paying, so it counts as closed here.
 */
export function isInvoicePayable(invoice: InvoiceDates, today: ApiDate): boolean {
  const shown = displayedInvoiceStatus(invoice, today);
  return shown === 'CLOSED' || shown === 'OVERDUE';
}

/** §4.5: a detail's status is the first found in this order. */
const DETAIL_STATUS_ORDER: readonly CardInvoiceStatus[] = ['OVERDUE', 'CLOSED', 'OPEN', 'PAID'];
export function invoiceDetailStatus(statuses: readonly string[]): CardInvoiceStatus | null {
  return DETAIL_STATUS_ORDER.find((status) => statuses.includes(status)) ?? null;
}

export interface SummarisedInvoice extends InvoiceDates {
  /** 'yyyy-MM': months sort as text. */
  yearMonth: string;
}

/**
 * §4.5: the summary card shows the oldest overdue invoice, otherwise the latest closed one (an open one
 * past its end date counts as closed), otherwise the latest open one; null when there is none of these.
 */
export function invoiceForSummary<T extends SummarisedInvoice>(
  invoices: readonly T[],
  today: ApiDate,
): T | null {
  const byMonth = [...invoices].sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));
  const shown = (invoice: T) => displayedInvoiceStatus(invoice, today);
  return (
    byMonth.find((invoice) => shown(invoice) === 'OVERDUE') ??
    byMonth.findLast((invoice) => shown(invoice) === 'CLOSED') ??
    byMonth.findLast((invoice) => shown(invoice) === 'OPEN') ??
    null
  );
}

/** The sum in cents of the chosen invoices of a payment. */
export function selectedInvoicesTotal(
  invoices: readonly { id: string | number; totalCents: number }[],
  chosen: ReadonlySet<string | number>,
): number {
  return invoices.reduce((sum, invoice) => (chosen.has(invoice.id) ? sum + invoice.totalCents : sum), 0);
}

/** §5: the account balance pays only what it covers; otherwise Pix is preselected. */
export const balanceCoversInvoices = (totalCents: number, balanceCents: number): boolean =>
  totalCents > 0 && totalCents <= balanceCents;
export function defaultInvoicePaymentMethod(totalCents: number, balanceCents: number): InvoicePaymentMethod {
  return balanceCoversInvoices(totalCents, balanceCents) ? 'CHECKING_ACCOUNT' : 'PIX';
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isYearMonth = (text: string): boolean => YEAR_MONTH.test(text);

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
/** '2026-11' → 'Novembro/2026', as the invoice list names a month. */
export function formatInvoiceMonth(yearMonth: string): string {
  const match = YEAR_MONTH.exec(yearMonth);
  return match ? `${MONTHS[Number(match[2]) - 1]}/${match[1]}` : yearMonth;
}
