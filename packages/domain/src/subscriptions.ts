import type { StatusTone } from './status';

/** The subscription (recurrence) states of §4 Subscriptions, as the gateway sends them. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING', 'DEFAULTER'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * §4 names Ativo, Inadimplente and Pendente; INACTIVE has no label there and takes 'Inativo', the
 * word of the list's 'Inativas' tab. Masculine as 'o plano'/'o cliente' in the original screens.
 */
const SUBSCRIPTION_STATUS_TABLE: Readonly<Record<SubscriptionStatus, { label: string; tone: StatusTone }>> = {
  ACTIVE: { label: 'Ativo', tone: 'success' },
  INACTIVE: { label: 'Inativo', tone: 'muted' },
  PENDING: { label: 'Pendente', tone: 'warning' },
  DEFAULTER: { label: 'Inadimplente', tone: 'danger' },
};

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The badge of a subscription; an unknown state shows as sent, in the neutral colour. */
export function subscriptionStatusBadge(status: string): { label: string; tone: StatusTone } {
  return isSubscriptionStatus(status)
    ? SUBSCRIPTION_STATUS_TABLE[status]
    : { label: status, tone: 'neutral' };
}

/** §9: the periodicities of plans and subscriptions, with their length in months and labels. */
export const PERIODICITIES = {
  MONTHLY: { months: 1, label: 'Mensal' },
  SEMESTER: { months: 6, label: 'Semestral' },
  YEARLY: { months: 12, label: 'Anual' },
} as const;
export type Periodicity = keyof typeof PERIODICITIES;
export const PERIODICITY_TYPES = Object.keys(PERIODICITIES) as Periodicity[];

export function isPeriodicity(value: string): value is Periodicity {
  return Object.hasOwn(PERIODICITIES, value);
}

/** 'Mensal', 'Semestral', 'Anual'; an unknown type as sent. */
export function periodicityLabel(type: string): string {
  return isPeriodicity(type) ? PERIODICITIES[type].label : type;
}

/** §9: a semester is 6 times and a year 12 times the monthly figure (integer cents). */
export function periodValueCents(type: Periodicity, perMonthCents: number): number {
  const total = perMonthCents * PERIODICITIES[type].months;
  if (!Number.isSafeInteger(perMonthCents) || !Number.isSafeInteger(total))
    throw new RangeError(`cents expected, got ${perMonthCents}`);
  return total;
}

/**
 * §5: for a non-monthly periodicity the per-month value is the total divided by the months. Cents
 * that do not divide evenly are rounded half up, so R$ 100,00 a semester is R$ 16,67 a month.
 */
export function perMonthCents(type: Periodicity, totalCents: number): number {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`cents expected, got ${totalCents}`);
  const months = BigInt(PERIODICITIES[type].months);
  const magnitude = BigInt(Math.abs(totalCents));
  const rounded = Number((magnitude * 2n + months) / (2n * months));
  return totalCents < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The subscriptions list's page size and sort (§7, §9); the customer tab reads up to 10,000 at once. */
export const SUBSCRIPTION_PAGE_SIZE = 20;
export const SUBSCRIPTION_SORT = 'startDate,DESC';
/** §8: the empty text of the subscriptions tables. */
export const NO_SUBSCRIPTIONS = 'Sem dados de assinaturas';
