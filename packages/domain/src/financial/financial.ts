import { hasAnyRole, type Role } from '../access/roles';
import { type ApiDate, addDays } from '../dates/calendar-day';
import { formatInBusinessTime } from '../dates/dates';

/**
 * The financial page (/financeiro) of the banking document: §2.1, §4.1, §5 (withdrawal), §6, §8, §9.
 * Pure rules shared by the back office (what is enabled, shown, defaulted) and the sandbox (what it refuses).
 */

/** §8, with the spec README's spelling fix ('solitação' → 'solicitação'). */
export const WITHDRAWAL_BLOCKED_MESSAGE =
  'A solicitação de repasse fica bloqueada no período das 23:00h e 01:00h.';
export const WITHDRAWAL_SUCCESS_MESSAGE = 'Saque agendado com sucesso!';
export const WITHDRAWAL_FAILURE_MESSAGE = 'Falha na requisição, por favor tente novamente mais tarde';
export const WITHDRAWAL_OVER_BALANCE_MESSAGE = 'O valor do repasse é maior que o saldo disponível.';
export const STATEMENT_EMPTY_TEXT = 'Você não possui transações no período selecionado';
export const TRANSFERS_EMPTY_TEXT = 'Sem dados de cobranças';
export const TRANSFERS_LOAD_FAILURE = 'Falha no carregamento dos repasses.';
/** §8: the checking account's balance (a PJ seller's, §6 'Banking balance load') could not be read. */
export const CHECKING_BALANCE_LOAD_FAILURE = 'Falha no carregamento do saldo da conta corrente.';
/** The acquiring balance could not be read (the documents give no words for it; decision of 2026-12-05). */
export const FINANCIAL_BALANCE_LOAD_FAILURE = 'Falha no carregamento do saldo.';
export const EXECUTION_DATE_TOOLTIP = 'A data da operação é a data em que o pagamento é compensado.';

/** §9 constants of the page. */
export const STATEMENT_PAGE_SIZE = 10;
export const TRANSFER_LIST_PAGE_SIZE = 50;
export const TRANSFER_LIST_SORT = 'date,DESC';
export const STATEMENT_SORT = 'executionDate,desc';
const STATEMENT_DEFAULT_DAYS = 30;
const FUTURE_ENTRIES_WINDOW_DAYS = 60;
const ANTICIPATIONS_WINDOW_DAYS = 360;
/** §4.1: the picker reaches 360 days back and 360 ahead. */
export const STATEMENT_RANGE_LIMIT_DAYS = 360;
/** §5, §9: without anticipation the amount must be above R$ 9,00. */
export const MIN_WITHDRAWAL_EXCLUSIVE_CENTS = 900;
/** §4.1, §9: with the balance to release included, the transfer is sent this long after the anticipation. */
export const ANTICIPATION_TO_TRANSFER_DELAY_MS = 1000;
/** §9: a seller flagged as fraud pays 10% when the withdrawal includes the balance to release. */
const FRAUD_WITHDRAWAL_FEE_PERCENT = 10;
/** What 'Novo repasse' tells a flagged seller before 'Incluir saldo a liberar' is ticked (§9; our copy). */
export const FRAUD_WITHDRAWAL_NOTICE =
  'Ao incluir o saldo a liberar, a taxa do repasse é de 10% do total solicitado e você recebe 90%.';
/** §6 of both documents, 'Fraud check load': only SELLER_ADMIN reads the anti-fraud flag. */
export const FRAUD_CHECK_ROLES = ['SELLER_ADMIN'] as const satisfies Role[];

/** Whether the anti-fraud flag is loaded for these roles. */
export const loadsFraudCheck = (roles: readonly string[]): boolean => hasAnyRole(roles, FRAUD_CHECK_ROLES);

export const FINANCIAL_ROLES = [
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_FINANCES',
] as const satisfies Role[];

interface Access {
  roles: readonly string[];
  features: readonly string[];
}

/** §6: the balance load and the Sacar / Ver solicitações buttons. */
export function mayWithdraw({ roles, features }: Access): boolean {
  return hasAnyRole(roles, FINANCIAL_ROLES) && features.includes('view_seller_finance');
}

/** §2.1: the balance cards show only with view_seller_balance (on top of the balance load). */
export function showsFinancialBalance(access: Access): boolean {
  return mayWithdraw(access) && access.features.includes('view_seller_balance');
}

/** §6 'Banking balance load': only a seller banking with the provider (PJ) has a checking account to show. */
export function loadsCheckingBalance(bankingType: string | null | undefined): boolean {
  return bankingType === 'PJ';
}

/**
 * §6 'Include balance to release': a seller banking elsewhere (not the provider's PJ), SELLER_ADMIN or
 * SELLER_ANTICIPATION, and view_balance_anticipation; SELLER_ANTICIPATION alone needs something to release.
 */
export function offersBalanceToRelease(
  access: Access & { bankingType: string | null; provisionedCents: number },
): boolean {
  if (loadsCheckingBalance(access.bankingType) || !access.features.includes('view_balance_anticipation'))
    return false;
  if (hasAnyRole(access.roles, ['SELLER_ADMIN'])) return true;
  return hasAnyRole(access.roles, ['SELLER_ANTICIPATION']) && access.provisionedCents > 0;
}

/** §8: blocked when the São Paulo hour is 23 or before 1 (Brazil keeps UTC−3 all year since 2019). */
export function isWithdrawalBlocked(now: Date): boolean {
  const hour = Number(formatInBusinessTime(now, 'H'));
  return hour >= 23 || hour < 1;
}

export interface WithdrawalFormState {
  amountCents: number | null;
  availableCents: number;
  includeBalanceToRelease: boolean;
  blocked: boolean;
  sending: boolean;
}

/** §5: why 'Sacar' cannot be sent now, or null. */
export function withdrawalBlocker(
  s: WithdrawalFormState,
): 'EMPTY' | 'MINIMUM' | 'OVER_BALANCE' | 'BLOCKED' | 'SENDING' | null {
  if (s.sending) return 'SENDING';
  if (s.blocked) return 'BLOCKED';
  if (s.amountCents === null || s.amountCents <= 0) return 'EMPTY';
  if (!s.includeBalanceToRelease && s.amountCents <= MIN_WITHDRAWAL_EXCLUSIVE_CENTS) return 'MINIMUM';
  if (!s.includeBalanceToRelease && s.amountCents > s.availableCents) return 'OVER_BALANCE';
  return null;
}

export interface WithdrawalPreview {
  totalRedeemCents: number;
  anticipationTaxCents: number;
  amountToReceiveCents: number;
}

/** §9 fraud rule: with the balance to release included, a flagged seller's fee is 10% and it receives 90%. */
export function fraudWithdrawalPreview(totalCents: number): WithdrawalPreview {
  const tax = Math.round((totalCents * FRAUD_WITHDRAWAL_FEE_PERCENT) / 100);
  return { totalRedeemCents: totalCents, anticipationTaxCents: tax, amountToReceiveCents: totalCents - tax };
}

/**
 * 'Incluir saldo a liberar' (§4.1): the net the balance to release must add to what is available for a
 * withdrawal of `totalCents`; zero when the available balance already covers it.
 */
export function netToAnticipate(totalCents: number, availableCents: number): number {
  return Math.max(0, totalCents - Math.max(0, availableCents));
}

export interface CombinedWithdrawalPreview extends WithdrawalPreview {
  /** The net the anticipation must bring (what the withdrawal takes from the balance to release). */
  anticipatedCents: number;
  /** The anticipation's own fee, taken from the receivables it advances. */
  anticipationFeeCents: number;
  /** The anti-fraud fee the withdrawal itself pays (zero unless the seller is flagged). */
  fraudFeeCents: number;
}

/**
 * What the withdrawal dialog shows and the server charges when the balance to release is included: the
 * total asked reaches the seller in full, the anticipation's fee coming out of the receivables; a seller
 * flagged by the anti-fraud pays 10% of the total out of it and receives 90% (§9). With nothing to
 * anticipate there is nothing to include, and neither fee applies.
 */
export function combinedWithdrawalPreview(input: {
  totalCents: number;
  availableCents: number;
  anticipationFeeCents: number;
  fraudFlagged: boolean;
}): CombinedWithdrawalPreview {
  const anticipatedCents = netToAnticipate(input.totalCents, input.availableCents);
  const anticipationFeeCents = anticipatedCents > 0 ? input.anticipationFeeCents : 0;
  if (input.fraudFlagged && anticipatedCents > 0) {
    const fraud = fraudWithdrawalPreview(input.totalCents);
    return { ...fraud, anticipatedCents, anticipationFeeCents, fraudFeeCents: fraud.anticipationTaxCents };
  }
  return {
    totalRedeemCents: input.totalCents,
    anticipationTaxCents: anticipationFeeCents,
    amountToReceiveCents: input.totalCents,
    anticipatedCents,
    anticipationFeeCents,
    fraudFeeCents: 0,
  };
}

export interface WithdrawalSlice {
  payoutCents: number;
  feeCents: number;
}

/**
 * How a withdrawal that names an anticipation leaves the balance: as much as the anticipation's net
 * allows on its execution day (the money that arrives then), the rest from today's available balance;
 * the anti-fraud fee from the anticipated part first. Every cent of `totalCents` is in exactly one slice.
 */
export function combinedWithdrawalSlices(input: {
  totalCents: number;
  feeCents: number;
  anticipatedNetCents: number;
}): { today: WithdrawalSlice; anticipationDay: WithdrawalSlice } {
  const onAnticipationDay = Math.min(input.totalCents, Math.max(0, input.anticipatedNetCents));
  const dayFee = Math.min(input.feeCents, onAnticipationDay);
  const todayFee = input.feeCents - dayFee;
  return {
    today: { payoutCents: input.totalCents - onAnticipationDay - todayFee, feeCents: todayFee },
    anticipationDay: { payoutCents: onAnticipationDay - dayFee, feeCents: dayFee },
  };
}

export type FinancialTab = 'extrato' | 'futuros' | 'antecipacoes';

/** §4.1 default range of each tab, from São Paulo's today by the sandbox clock. */
export function tabRange(tab: FinancialTab, today: ApiDate): { from: ApiDate; to: ApiDate } {
  if (tab === 'futuros') return { from: addDays(today, 1), to: addDays(today, FUTURE_ENTRIES_WINDOW_DAYS) };
  if (tab === 'antecipacoes')
    return { from: addDays(today, 1), to: addDays(today, ANTICIPATIONS_WINDOW_DAYS) };
  return { from: addDays(today, -STATEMENT_DEFAULT_DAYS), to: today };
}

/** §4.1: a range the picker allows — 360 days each way from today, start not after end. */
export function statementRangeError(from: ApiDate, to: ApiDate, today: ApiDate): string | null {
  if (from > to) return 'A data inicial não pode ser depois da data final.';
  const earliest = addDays(today, -STATEMENT_RANGE_LIMIT_DAYS);
  const latest = addDays(today, STATEMENT_RANGE_LIMIT_DAYS);
  if (from < earliest || to > latest) return 'O período vai no máximo até 360 dias antes ou depois de hoje.';
  return null;
}
