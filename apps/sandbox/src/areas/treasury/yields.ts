import type { ApiDate } from '@balcao/domain/dates';
import { nextBankingDay } from '@balcao/domain/ledger';
import { type CdiHistory, cdiAccrualDays, cdiCurrentAmountCents } from '@balcao/domain/treasury';
import { bankingDayOnOrBefore } from './cdi-rates';

/**
 * What an application has still to be credited, day by day, by B3's CDB-DI method
 * (`cdiCurrentAmountCents` of the domain): the value of the base on each morning minus the value the
 * morning before. The DI of business day d is published that evening and credited on the next
 * business day, so on `today` the credited days are those before the last business day on or before
 * it (a Saturday shows Thursday's DI credited on Friday, and Friday's arrives on Monday). Summing the
 * credits gives exactly the formula's value: the ledger never drifts from B3's figure by a cent.
 */

export interface AccruingApplication {
  baseCents: number;
  percentOfCdi: number;
  /** The day the base started earning (the settlement, or the last partial redemption). */
  baseDate: ApiDate;
  /** Days before this one are credited; `currentCents` is the value on its morning. */
  creditedThrough: ApiDate;
  currentCents: number;
}

export interface YieldCredit {
  /** The business day whose DI this is. */
  cdiDay: ApiDate;
  /** The morning it is credited: the next business day. */
  creditedOn: ApiDate;
  amountCents: number;
  valueAfterCents: number;
}

/** The business day up to which (exclusive) everything is credited on `today`. */
export function valuationDay(today: ApiDate): ApiDate {
  return bankingDayOnOrBefore(today);
}

/** The credits due on `today`, oldest first (empty when up to date). Throws when a DI is missing. */
export function pendingYieldCredits(
  application: AccruingApplication,
  history: CdiHistory,
  today: ApiDate,
): YieldCredit[] {
  const base = {
    principalCents: application.baseCents,
    percentOfCdi: application.percentOfCdi,
    startedAt: application.baseDate,
  };
  let previous = application.currentCents;
  return cdiAccrualDays(application.creditedThrough, valuationDay(today)).map((cdiDay) => {
    const creditedOn = nextBankingDay(cdiDay);
    const valueAfterCents = cdiCurrentAmountCents(base, history, creditedOn);
    const credit = { cdiDay, creditedOn, amountCents: valueAfterCents - previous, valueAfterCents };
    previous = valueAfterCents;
    return credit;
  });
}
