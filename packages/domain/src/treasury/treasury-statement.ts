import { type ApiDate, isApiDate } from '../dates/calendar-day';
import { addMonthsClamped } from '../subscriptions/subscriptions';

/**
 * The statements of /tesouraria (banking document §2.7, §5 'Treasury statement filter', §9): a tab for the
 * checking account and one for the investment account, each over a period of at most 3 months that
 * ends today at the latest and by default starts one month back.
 */

const TREASURY_STATEMENT_ACCOUNTS = ['CHECKING_ACCOUNT', 'INVESTMENT_ACCOUNT'] as const;
export type TreasuryStatementAccount = (typeof TREASURY_STATEMENT_ACCOUNTS)[number];

export const TREASURY_STATEMENT_TAB_LABELS: Readonly<Record<TreasuryStatementAccount, string>> = {
  CHECKING_ACCOUNT: 'Extrato conta corrente',
  INVESTMENT_ACCOUNT: 'Extrato conta investimento',
};

/** §9. */
const TREASURY_STATEMENT_MAX_MONTHS = 3;
const TREASURY_STATEMENT_DEFAULT_MONTHS = 1;

/**
 * The documents name the rule but no words for it; these follow the wording of the reports' period
 * messages, so the two period pickers of the banking area speak alike.
 */
export const TREASURY_PERIOD_MESSAGES = {
  invalidDate: 'Informe as datas no formato dd/mm/aaaa.',
  startAfterEnd: 'A data inicial deve ser igual ou anterior à data final.',
  afterToday: 'A data final não pode ser depois de hoje.',
  tooLong: 'O período pode ter no máximo 3 meses.',
} as const;

/** The financial page's statement wording (§2.1), for the same kind of table on the treasury. */
export const TREASURY_STATEMENT_EMPTY_TEXT = 'Você não possui transações no período selecionado';

export interface TreasuryPeriod {
  from: ApiDate;
  to: ApiDate;
}

/** §5: from one month back to today (the 31st a month after a 30-day month goes back to the 30th's end). */
export function defaultTreasuryPeriod(today: ApiDate): TreasuryPeriod {
  return { from: addMonthsClamped(today, -TREASURY_STATEMENT_DEFAULT_MONTHS), to: today };
}

/** The last day a period starting on `from` may end on: 3 calendar months later, and never after today. */
export function latestTreasuryPeriodEnd(from: ApiDate, today: ApiDate): ApiDate {
  const limit = addMonthsClamped(from, TREASURY_STATEMENT_MAX_MONTHS);
  return limit < today ? limit : today;
}

/** The first thing wrong with a period, or null; the screen and the gateway refuse the same periods. */
export function treasuryPeriodProblem(from: string, to: string, today: ApiDate): string | null {
  if (!isApiDate(from) || !isApiDate(to)) return TREASURY_PERIOD_MESSAGES.invalidDate;
  if (from > to) return TREASURY_PERIOD_MESSAGES.startAfterEnd;
  if (to > today) return TREASURY_PERIOD_MESSAGES.afterToday;
  if (to > addMonthsClamped(from, TREASURY_STATEMENT_MAX_MONTHS)) return TREASURY_PERIOD_MESSAGES.tooLong;
  return null;
}
