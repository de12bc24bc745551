import type { StatusTone } from '../common/status';

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

function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The badge of a subscription; an unknown state shows as sent, in the neutral colour. */
export function subscriptionStatusBadge(status: string): { label: string; tone: StatusTone } {
  return isSubscriptionStatus(status)
    ? SUBSCRIPTION_STATUS_TABLE[status]
    : { label: status, tone: 'neutral' };
}

/**
 * §9: the periodicities of plans and subscriptions, with their length in months and labels. `valueLabel`
 * names a subscription's stored value, which is the whole period's (§3 basicValue.value, what each charge
 * carries), never a monthly share that may not multiply back (issue 25).
 */
export const PERIODICITIES = {
  MONTHLY: { months: 1, label: 'Mensal', valueLabel: 'Valor mensal' },
  SEMESTER: { months: 6, label: 'Semestral', valueLabel: 'Valor semestral' },
  YEARLY: { months: 12, label: 'Anual', valueLabel: 'Valor anual' },
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

/** 'Valor mensal', 'Valor semestral', 'Valor anual'; 'Valor' for an unknown type. */
export function periodValueLabel(type: string): string {
  return isPeriodicity(type) ? PERIODICITIES[type].valueLabel : 'Valor';
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

function readDay(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`date expected (YYYY-MM-DD), got ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Calendar months added to a day, on the same day of the month, clamped to the month's end: 31 Jan
 * plus one month is 28 Feb (29 in a leap year). `anchorDay` (1 to 31) replaces the day of `day`, so a
 * subscription born on the 31st comes back to the 31st after a short month.
 */
export function addMonthsClamped(day: string, months: number, anchorDay?: number): string {
  const [year, month, dayOfMonth] = readDay(day);
  if (!Number.isInteger(months)) throw new RangeError(`whole months expected, got ${months}`);
  const wanted = anchorDay ?? dayOfMonth;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 31)
    throw new RangeError(`day expected, got ${wanted}`);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  const d = Math.min(wanted, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * §9: the due date after `due` for a subscription of this periodicity (1, 6 or 12 months later). The
 * day of the month is the subscription's start day when `due` was clamped to a short month's end (a
 * start on the 31st: 31 Jan, 28 Feb, 31 Mar), else the day of `due`.
 */
export function nextDueDate(due: string, periodicity: Periodicity, startDate?: string): string {
  const [year, month, day] = readDay(due);
  const startDay = startDate ? readDay(startDate)[2] : day;
  const clamped = day === daysInMonth(year, month) && startDay > day;
  return addMonthsClamped(due, PERIODICITIES[periodicity].months, clamped ? startDay : day);
}
