import { type ChargeStatus, chargeStatusBadge } from '@balcao/domain/charges';
import { isApiDate } from '@balcao/domain/dates';
import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';
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
const MAX_PAGE = 100_000;

const oneOf = <T extends string>(options: readonly { value: T }[]) =>
  v.picklist(options.map((option) => option.value));

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

// The router reads '?term=52998224725' or '?valueMin=1000' as numbers: both kinds are accepted.
const term = v.fallback(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim().slice(0, MAX_TERM)),
  ),
  '',
);
const day = optional(v.pipe(v.string(), v.check(isApiDate)));
const cents = optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(MAX_VALUE_CENTS),
  ),
);

const ChargeSearchSchema = v.object({
  field: v.fallback(oneOf(CHARGE_SEARCH_FIELDS), 'customerName'),
  term,
  status: v.fallback(oneOf(CHARGE_STATUS_FILTERS), 'ALL'),
  paymentMethod: optional(oneOf(CHARGE_PAYMENT_METHODS)),
  paidDateInitial: day,
  paidDateFinal: day,
  expirationDateInitial: day,
  expirationDateFinal: day,
  valueMin: cents,
  valueMax: cents,
  page: v.fallback(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(MAX_PAGE),
    ),
    1,
  ),
});

/** A range counts only whole and in order: the API refuses a start without an end. */
function range(from: string | undefined, to: string | undefined) {
  return from && to && from <= to ? { from, to } : null;
}

/**
 * /cobrancas keeps its search, filters and page in the URL
 * (`?status=LATE&expirationDateInitial=2026-10-01&expirationDateFinal=2026-10-31&page=2`), so a
 * reload or a shared link shows the same list; anything odd falls back to no filter and page 1.
 */
export function validateChargeSearch(
  search: Partial<Record<keyof ChargeListFilters, unknown>> & SearchSchemaInput,
): ChargeListFilters {
  const parsed = v.parse(ChargeSearchSchema, search);
  const paid = range(parsed.paidDateInitial, parsed.paidDateFinal);
  const due = range(parsed.expirationDateInitial, parsed.expirationDateFinal);
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
