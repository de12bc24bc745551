import { hasAnyRole, type Role } from '../access/roles';
import { isApiDate } from '../dates/calendar-day';
import { type PaymentStatusFilter, type PaymentTab, toPaymentStatus } from './payments-list';

/**
 * What /pagamentos lets whom do with a payment (§2.8, §4.6, §6, §8): approve the requested ones, cancel
 * a scheduled one, download the receipt of a paid one, and how the detail drawer writes its dates.
 */

/** §6 'Aprovar pagamentos'; cancelling a scheduled payment is the same decision, taken back. */
export const PAYMENT_APPROVER_ROLES = ['BANKING_ADMIN', 'B_SELLER_ADMIN'] as const satisfies Role[];

export const approvesPayments = (roles: readonly string[]): boolean =>
  hasAnyRole(roles, PAYMENT_APPROVER_ROLES);

/** §6: the button is disabled until at least one row is selected. */
export const canSubmitApproval = (selected: number): boolean => selected > 0;

/** §4.6: only a SCHEDULED payment can be cancelled (irreversibly), and only by an approver. */
export const cancelsPayment = (roles: readonly string[], status: string): boolean =>
  toPaymentStatus(status) === 'SCHEDULED' && approvesPayments(roles);

/** Receipts exist for paid Pix and boleto payments (the contract's `hasReceipt`). */
export const downloadsReceipt = (payment: { status: string; hasReceipt: boolean }): boolean => {
  const status = toPaymentStatus(payment.status);
  return payment.hasReceipt && (status === 'PAID' || status === 'COMPLETED');
};

export const PAYMENT_MESSAGES = {
  approved: 'Pagamentos aprovados com sucesso!',
  // §8 says so for the approval failure too (the text comes from the card invoice screen).
  approvalFailed: 'Houve um erro no pagamento da sua fatura.',
  approvalHint: 'Essas contas serão agendadas para pagamento',
  cancelMissingId: 'ID do pagamento não encontrado',
  empty: 'Sem dados de pagamentos.',
  never: 'Nunca',
  invalidDate: 'Data inválida',
} as const;

const DAY = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', dateStyle: 'short' });
const INSTANT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * §8: a day ('yyyy-MM-dd', shown as dd/mm/aaaa) or an instant (ISO, shown in São Paulo with the time);
 * no value reads 'Nunca', anything unreadable 'Data inválida'.
 */
export function paymentDateText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return PAYMENT_MESSAGES.never;
  if (isApiDate(value)) return DAY.format(new Date(`${value}T00:00:00Z`));
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime()))
    return PAYMENT_MESSAGES.invalidDate;
  return INSTANT.format(instant).replace(',', '');
}

/**
 * §9: a CPF or CNPJ with its edges hidden ('***.456.789-**', '**.345.678/0001-**'), enough to recognise
 * the beneficiary without showing the whole document; anything else is shown as it came.
 */
export function hiddenDocument(document: string | null): string {
  if (!document) return '—';
  const digits = document.replace(/\D/g, '');
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (digits.length === 14) return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
  return document;
}

/** The list filter's cost centers: §3's four, and 'financeiro', which boleto payments carry (docs/decisions/2026-11-25-contas-a-pagar-a-pagina.md). */
export const PAYMENT_COST_CENTER_FILTER = [
  'administrativo',
  'financeiro',
  'marketing',
  'operacional',
  'vendas',
] as const;

/** The list's value sort (§2.8: 'Valor' is sortable); none is §9's default, scheduled date descending. */
export type PaymentsValueSort = 'amount,ASC' | 'amount,DESC' | null;

/** Each click on 'Valor' goes descending, ascending, then back to the default order. */
export function nextValueSort(current: PaymentsValueSort): PaymentsValueSort {
  if (current === null) return 'amount,DESC';
  return current === 'amount,DESC' ? 'amount,ASC' : null;
}

/** What the URL may hold for the tab and the status filter (anything else falls back to the defaults). */
export const isPaymentTab = (value: unknown): value is PaymentTab =>
  value === 'SENT' || value === 'APPROVAL' || value === 'REJECTED';

export const isPaymentStatusFilter = (value: unknown): value is PaymentStatusFilter =>
  value === 'all' || (typeof value === 'string' && toPaymentStatus(value) === value);
