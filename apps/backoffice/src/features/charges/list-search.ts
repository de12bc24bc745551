import { type ChargeStatus, chargeStatusBadge } from '@balcao/domain/charges';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  centsParam,
  dayParam,
  oneOfParam,
  optionalOneOfParam,
  pageParam,
  termParam,
  valuesOf,
  wholeRange,
} from '../../app/search-params';
import type { ChargeFilterStatus, ChargeListFilters, ChargePaymentMethod, ChargeSearchField } from './api';

/** §2 Charges: the search bar's five fields, the first the default. */
export const CHARGE_SEARCH_FIELDS = [
  { value: 'customerName', label: 'Cliente' },
  { value: 'customerDocument', label: 'CPF/CNPJ' },
  { value: 'customerEmail', label: 'Email' },
  { value: 'title', label: 'Título da Cobrança' },
  { value: 'paymentLink', label: 'ID - Link de pagamento' },
] as const satisfies readonly { value: ChargeSearchField; label: string }[];

/**
 * §3 'Charge filter' lists the values only; each reads as the badge of the status it finds (the
 * domain's labels), and ABANDONED, the filter's spelling, finds the charges the API spells ABANDONNED.
 */
const FILTER_FINDS: Record<Exclude<ChargeFilterStatus, 'ALL'>, ChargeStatus> = {
  PAID: 'PAID',
  PRE_AUTHORIZED: 'PRE_AUTHORIZED',
  SCHEDULED: 'SCHEDULED',
  LATE: 'LATE',
  CANCELED: 'CANCELED',
  ABANDONED: 'ABANDONNED',
  CHARGEBACK: 'CHARGEBACK',
  FAILED: 'FAILED',
};

export const CHARGE_STATUS_FILTERS: readonly { value: ChargeFilterStatus; label: string }[] = [
  { value: 'ALL', label: 'Todos' },
  ...Object.entries(FILTER_FINDS).map(([value, status]) => ({
    value: value as ChargeFilterStatus,
    label: chargeStatusBadge(status).label,
  })),
];

export const CHARGE_PAYMENT_METHODS = [
  { value: 'BOLETO', label: 'Boleto' },
  { value: 'PIX', label: 'Pix' },
  { value: 'CREDIT_CARD', label: 'Cartão de Crédito' },
] as const satisfies readonly { value: ChargePaymentMethod; label: string }[];

/** Longest term any of the five fields takes on the API (customerEmail). */
const MAX_TERM = 254;
/** R$ 99.999.999,99, the API's ceiling for valueMin and valueMax. */
const MAX_VALUE_CENTS = 9_999_999_999;

const ChargeSearchSchema = v.object({
  field: oneOfParam(valuesOf(CHARGE_SEARCH_FIELDS), 'customerName'),
  term: termParam(MAX_TERM),
  status: oneOfParam(valuesOf(CHARGE_STATUS_FILTERS), 'ALL'),
  paymentMethod: optionalOneOfParam(valuesOf(CHARGE_PAYMENT_METHODS)),
  paidDateInitial: dayParam,
  paidDateFinal: dayParam,
  expirationDateInitial: dayParam,
  expirationDateFinal: dayParam,
  valueMin: centsParam(MAX_VALUE_CENTS),
  valueMax: centsParam(MAX_VALUE_CENTS),
  page: pageParam,
});

/**
 * /cobrancas keeps its search, filters and page in the URL
 * (`?status=LATE&expirationDateInitial=2026-10-01&expirationDateFinal=2026-10-31&page=2`), so a
 * reload or a shared link shows the same list; anything odd falls back to no filter and page 1.
 */
export function validateChargeSearch(
  search: Partial<Record<keyof ChargeListFilters, unknown>> & SearchSchemaInput,
): ChargeListFilters {
  const parsed = v.parse(ChargeSearchSchema, search);
  const paid = wholeRange(parsed.paidDateInitial, parsed.paidDateFinal);
  const due = wholeRange(parsed.expirationDateInitial, parsed.expirationDateFinal);
  const filters: ChargeListFilters = {
    field: parsed.field,
    term: parsed.term,
    status: parsed.status,
    page: parsed.page,
  };
  if (parsed.paymentMethod) filters.paymentMethod = parsed.paymentMethod;
  if (paid) Object.assign(filters, { paidDateInitial: paid.from, paidDateFinal: paid.to });
  if (due) Object.assign(filters, { expirationDateInitial: due.from, expirationDateFinal: due.to });
  if (parsed.valueMin !== undefined) filters.valueMin = parsed.valueMin;
  if (parsed.valueMax !== undefined) filters.valueMax = parsed.valueMax;
  return filters;
}

/** How many panel filters are in force, for the 'Filtros' button. */
export function activeFilterCount(filters: ChargeListFilters): number {
  return [
    filters.status !== 'ALL',
    Boolean(filters.paymentMethod),
    Boolean(filters.paidDateInitial),
    Boolean(filters.expirationDateInitial),
    filters.valueMin !== undefined || filters.valueMax !== undefined,
  ].filter(Boolean).length;
}
