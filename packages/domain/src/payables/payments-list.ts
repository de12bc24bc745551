import { PAGINATION_MAX_BUTTONS } from '../common/constants';
import { type StatusTone, statusTone, toStatus } from '../common/status';

/**
 * The payments list of /pagamentos (§2.8, §4.6, §9): statuses and their labels, the three tabs and
 * the statuses each asks for, how filters and tabs reset one another, and the pagination text and
 * buttons, in one place so the screen and the sandbox's list filter cannot disagree.
 */

export const PAYMENT_STATUSES = [
  'CREATED',
  'REQUESTED',
  'SCHEDULED',
  'PENDING',
  'PENDING_APPROVAL',
  'APPROVED',
  'PROCESSING',
  'PAID',
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'EXPIRED',
  'RETURNED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** §4.6's labels; COMPLETED takes the 'Concluído' variant so it reads apart from PAID. */
const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  CREATED: 'Solicitado',
  REQUESTED: 'Solicitado',
  SCHEDULED: 'Agendado',
  PENDING: 'Pendente',
  PENDING_APPROVAL: 'Pendente de aprovação',
  APPROVED: 'Aprovado',
  PROCESSING: 'Processando',
  PAID: 'Pago',
  COMPLETED: 'Concluído',
  REJECTED: 'Rejeitado',
  FAILED: 'Falhou',
  EXPIRED: 'Expirado',
  RETURNED: 'Devolvido',
  REFUNDED: 'Reembolsado',
  CANCELLED: 'Cancelado',
};

/** The wire's status in any letter case; null outside §4.6's list. */
export function toPaymentStatus(value: string): PaymentStatus | null {
  const upper = value.trim().toUpperCase();
  return (PAYMENT_STATUSES as readonly string[]).includes(upper) ? (upper as PaymentStatus) : null;
}

/** §4.6: an unknown status shows 'Processando'. */
export function paymentStatusLabel(value: string): string {
  const status = toPaymentStatus(value);
  return status === null ? PAYMENT_STATUS_LABELS.PROCESSING : PAYMENT_STATUS_LABELS[status];
}

/** The badge's tone, from the shared status vocabulary (a CREATED payment is a request nobody acted on). */
export function paymentStatusTone(value: string): StatusTone {
  const status = toPaymentStatus(value);
  if (status === 'CREATED') return statusTone('requested');
  const shared = status === null ? null : toStatus(status);
  return shared === null ? statusTone('processing') : statusTone(shared);
}

export const PAYMENT_TABS = ['SENT', 'APPROVAL', 'REJECTED'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];
export const PAYMENT_TAB_LABELS: Readonly<Record<PaymentTab, string>> = {
  SENT: 'Enviados',
  APPROVAL: 'Em aprovação',
  REJECTED: 'Rejeitados',
};

const REJECTED_STATUSES: readonly PaymentStatus[] = ['REJECTED', 'FAILED', 'EXPIRED'];
const TAB_STATUSES: Readonly<Record<PaymentTab, readonly PaymentStatus[]>> = {
  SENT: PAYMENT_STATUSES.filter((status) => status !== 'REQUESTED' && !REJECTED_STATUSES.includes(status)),
  APPROVAL: ['REQUESTED'],
  REJECTED: REJECTED_STATUSES,
};

/** The tab a payment is listed under. */
export function paymentTabOf(status: PaymentStatus): PaymentTab {
  return PAYMENT_TABS.find((tab) => TAB_STATUSES[tab].includes(status)) ?? 'SENT';
}

export type PaymentStatusFilter = PaymentStatus | 'all';

/** The status filter's options on a tab: 'all' and the tab's own statuses (a status of another tab would list nothing). */
export function paymentStatusFilterOptions(tab: PaymentTab): PaymentStatusFilter[] {
  return tab === 'APPROVAL' ? ['REQUESTED'] : ['all', ...TAB_STATUSES[tab]];
}

/** §4.6: the statuses the list asks the server for, from the tab and its status filter. */
export function paymentStatusesOf(tab: PaymentTab, filter: PaymentStatusFilter): PaymentStatus[] {
  if (filter === 'all' || !TAB_STATUSES[tab].includes(filter)) return [...TAB_STATUSES[tab]];
  return [filter];
}

/** §9 (the search debounce is `PAYMENTS_SEARCH_DEBOUNCE_MS` of the constants). */
export const PAYMENTS_PAGE_SIZE = 5;
export const PAYMENTS_DEFAULT_SORT = 'scheduledDate,DESC';

export interface PaymentsListFilters {
  tab: PaymentTab;
  status: PaymentStatusFilter;
  search: string;
  costCenter: string;
  startDate: string;
  endDate: string;
  /** One-based, as the buttons show it; the API's `page` is this minus one. */
  page: number;
}

export const defaultPaymentsListFilters = (tab: PaymentTab = 'SENT'): PaymentsListFilters => ({
  tab,
  status: tab === 'APPROVAL' ? 'REQUESTED' : 'all',
  search: '',
  costCenter: '',
  startDate: '',
  endDate: '',
  page: 1,
});

/** §4.6: a new tab resets its status filter ('all', or REQUESTED on Em aprovação) and the page; the rest stays. */
export function withPaymentsTab(filters: PaymentsListFilters, tab: PaymentTab): PaymentsListFilters {
  if (tab === filters.tab) return filters;
  const { status } = defaultPaymentsListFilters(tab);
  return { ...filters, tab, status, page: 1 };
}

/** §4.6: changing a filter or the search goes back to page 1. */
export function withPaymentsFilters(
  filters: PaymentsListFilters,
  change: Partial<Omit<PaymentsListFilters, 'tab' | 'page'>>,
): PaymentsListFilters {
  return { ...filters, ...change, page: 1 };
}

/** §2.8: 'Limpar filtros de data' appears once either date is set. */
export const showsClearDates = (filters: PaymentsListFilters): boolean =>
  filters.startDate !== '' || filters.endDate !== '';

/** §9: 'Mostrando X a Y de Z pagamentos' for a one-based page. */
export function paymentsRangeText(page: number, total: number, size = PAYMENTS_PAGE_SIZE): string {
  const first = total === 0 ? 0 : Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  return `Mostrando ${first} a ${last} de ${total} pagamentos`;
}

/** §9: the pagination is hidden when everything fits in one page. */
export const showsPaymentsPagination = (total: number, size = PAYMENTS_PAGE_SIZE): boolean => total > size;

/**
 * §9: at most five page buttons, a window around the current page that slides at the edges, so the
 * first and last pages show five buttons too.
 */
export function paymentsPageButtons(
  page: number,
  totalPages: number,
  max = PAGINATION_MAX_BUTTONS,
): number[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
