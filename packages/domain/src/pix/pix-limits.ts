import { TZDate } from '@date-fns/tz';
import type { Role } from '../access/roles';
import { type ApiDate, addDays, BUSINESS_TIME_ZONE, pad, toApi } from '../dates/calendar-day';
import { formatBRL } from '../money/money';

/**
 * Pix transfer limits (/pix-config) of the banking document: §2.4, §4.4, §5, §8, §9. Pure rules shared
 * by the back office (the form, what is shown) and the sandbox (what it stores, schedules and refuses).
 */

const PIX_LIMIT_PERIODS = ['DAY', 'NIGHT'] as const;
export type PixLimitPeriod = (typeof PIX_LIMIT_PERIODS)[number];

/** §2.4: the same roles as /dados-conta (the route table's ACCOUNT_DATA). */
export const PIX_LIMIT_ROLES = [
  'B_SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'BANKING_ADMIN',
  'BANKING_WALLET',
] as const satisfies Role[];

/**
 * What a new account starts with. The night default is the Banco Central's for Pix between 20:00 and
 * 06:00 (R$ 1.000,00, Resolução BCB nº 142/2021); the day default is what a small business moves by Pix
 * in a day without asking, the same order as the large banks give a new conta PJ.
 */
export const PIX_LIMIT_DEFAULT_CENTS: Readonly<Record<PixLimitPeriod, number>> = {
  DAY: 1_000_000,
  NIGHT: 100_000,
};
/** The highest limit the sandbox grants for one period (R$ 1.000.000,00). */
export const PIX_LIMIT_MAX_CENTS = 100_000_000;
/** §9 and the Banco Central's rule: an increase takes effect no sooner than 24 hours after it is asked. */
export const PIX_LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
/** §9: the day window starts at 06:00 and the night window at 20:00, São Paulo time. */
const PIX_DAY_STARTS_AT_HOUR = 6;
const PIX_NIGHT_STARTS_AT_HOUR = 20;

export const PIX_LIMIT_SECTION_TITLE = 'Limite de transferências';
export const PIX_LIMIT_LABELS: Readonly<Record<PixLimitPeriod, string>> = {
  DAY: 'Limite diurno',
  NIGHT: 'Limite noturno',
};
/** §9's windows as the screen shows them. */
export const PIX_LIMIT_WINDOWS: Readonly<Record<PixLimitPeriod, string>> = {
  DAY: 'das 06:00 às 19:59',
  NIGHT: 'das 20:00 às 05:59',
};
/** §8. */
export const PIX_LIMIT_SUCCESS_MESSAGE = 'Limites alterado com sucesso.';
export const PIX_LIMIT_TOO_HIGH_MESSAGE = `Limite: o máximo é ${formatBRL(PIX_LIMIT_MAX_CENTS)}.`;
export const PIX_LIMIT_INVALID_MESSAGE = 'Limite: informe um valor válido.';

export interface PixLimitWindow {
  period: PixLimitPeriod;
  /**
   * The São Paulo day the window belongs to: the night of the 24th runs from 20:00 on the 24th to
   * 05:59:59 on the 25th, so a Pix at 01:00 on the 25th counts against the night of the 24th.
   */
  day: ApiDate;
  start: Date;
  /** Exclusive: the first instant of the next window. */
  end: Date;
}

function businessInstant(day: ApiDate, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, hour, BUSINESS_TIME_ZONE).getTime());
}

/** §9: the day window (06:00–19:59:59) or the night window (20:00–05:59:59) an instant falls in. */
export function pixLimitWindow(at: Date): PixLimitWindow {
  const local = new TZDate(at.getTime(), BUSINESS_TIME_ZONE);
  const today = toApi({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() });
  const hour = local.getHours();
  if (hour >= PIX_DAY_STARTS_AT_HOUR && hour < PIX_NIGHT_STARTS_AT_HOUR)
    return {
      period: 'DAY',
      day: today,
      start: businessInstant(today, PIX_DAY_STARTS_AT_HOUR),
      end: businessInstant(today, PIX_NIGHT_STARTS_AT_HOUR),
    };
  const day = hour < PIX_DAY_STARTS_AT_HOUR ? addDays(today, -1) : today;
  return {
    period: 'NIGHT',
    day,
    start: businessInstant(day, PIX_NIGHT_STARTS_AT_HOUR),
    end: businessInstant(addDays(day, 1), PIX_DAY_STARTS_AT_HOUR),
  };
}

export type PixLimitChange = 'INCREASE' | 'DECREASE' | 'SAME';

/** §4.4: an increase waits 24 hours, a decrease is immediate; the same amount changes nothing. */
export function pixLimitChange(inForceCents: number, requestedCents: number): PixLimitChange {
  if (requestedCents > inForceCents) return 'INCREASE';
  return requestedCents < inForceCents ? 'DECREASE' : 'SAME';
}

/** The limit in force at `at`: a scheduled increase counts from its moment even before the job applied it. */
export function pixLimitInForce(
  limit: { amountCents: number; scheduledAmountCents: number | null; scheduledFor: Date | null },
  at: Date,
): number {
  return limit.scheduledAmountCents !== null && limit.scheduledFor !== null && limit.scheduledFor <= at
    ? limit.scheduledAmountCents
    : limit.amountCents;
}

/** Why an outgoing Pix is refused by the limit of its window, in words a person acts on. */
export function pixLimitExceededMessage(
  period: PixLimitPeriod,
  limitCents: number,
  usedCents: number,
): string {
  const left = Math.max(0, limitCents - usedCents);
  const name = period === 'DAY' ? 'diurno' : 'noturno';
  return `Pix acima do limite ${name} (${PIX_LIMIT_WINDOWS[period]}): restam ${formatBRL(left)} de ${formatBRL(limitCents)} neste período.`;
}

/** 'dd/MM/yyyy às HH:mm' in São Paulo: when a scheduled change takes effect. */
export function formatPixLimitMoment(at: Date): string {
  const local = new TZDate(at.getTime(), BUSINESS_TIME_ZONE);
  return `${pad(local.getDate(), 2)}/${pad(local.getMonth() + 1, 2)}/${local.getFullYear()} às ${pad(local.getHours(), 2)}:${pad(local.getMinutes(), 2)}`;
}
