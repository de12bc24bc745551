/**
 * Invest, redeem and withdraw on /tesouraria (banking document §4.4, §5 'Treasury', §8 'Treasury'): each an
 * entry modal with an amount, then a confirmation. The gateway accepts each for later processing (202)
 * or refuses it with its errors; the limits here are the same ones it applies.
 */

const TREASURY_OPERATIONS = ['INVEST', 'REDEEM', 'WITHDRAW'] as const;
export type TreasuryOperation = (typeof TREASURY_OPERATIONS)[number];

export interface TreasuryOperationCopy {
  /** The button on the page and the entry modal's title. */
  action: string;
  title: string;
  confirmTitle: string;
  /** §8, shown when the gateway accepted the operation for later processing (HTTP 202). */
  processing: string;
  /** §8, shown when the gateway answered with the operation already done. */
  done: string;
}

export const TREASURY_OPERATION_COPY: Readonly<Record<TreasuryOperation, TreasuryOperationCopy>> = {
  INVEST: {
    action: 'Investir',
    title: 'Investir',
    confirmTitle: 'Confirmar investimento',
    processing: 'Investimento em processamento.',
    done: 'Investimento realizado com sucesso',
  },
  REDEEM: {
    action: 'Resgatar',
    title: 'Resgatar',
    confirmTitle: 'Confirmar resgate',
    processing: 'Resgate em processamento.',
    done: 'Resgate realizado com sucesso',
  },
  WITHDRAW: {
    action: 'Sacar',
    title: 'Sacar',
    confirmTitle: 'Confirmar saque',
    processing: 'Saque em processamento.',
    done: 'Saque realizado com sucesso',
  },
};

/**
 * The documents give the limits (§5) but no words for breaking them; these are the project's, in the
 * words the financial page uses for its own withdrawal.
 */
export const TREASURY_AMOUNT_MESSAGES = {
  required: 'Informe um valor maior que zero.',
  overChecking: 'O valor é maior que o saldo da conta corrente.',
  overApplication: 'O valor é maior que o valor atual da aplicação.',
  overBalance: 'O valor é maior que o saldo disponível.',
} as const;

const OVER: Readonly<Record<TreasuryOperation, string>> = {
  INVEST: TREASURY_AMOUNT_MESSAGES.overChecking,
  REDEEM: TREASURY_AMOUNT_MESSAGES.overApplication,
  WITHDRAW: TREASURY_AMOUNT_MESSAGES.overBalance,
};

/**
 * §5: the amount must be above zero and at most the limit of the operation: the checking balance to
 * invest, the application's current amount to redeem, the balance to withdraw. Null when it may go.
 */
export function treasuryAmountProblem(
  operation: TreasuryOperation,
  amountCents: number | null,
  limitCents: number,
): string | null {
  if (amountCents === null || !Number.isSafeInteger(amountCents) || amountCents <= 0)
    return TREASURY_AMOUNT_MESSAGES.required;
  if (amountCents > limitCents) return OVER[operation];
  return null;
}

let percentFormat: Intl.NumberFormat | undefined;

/** §4.4: yield as a percentage of the CDI, '100% do CDI', '110,5% do CDI'. */
export function percentOfCdiLabel(percent: number): string {
  percentFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  return `${percentFormat.format(percent)}% do CDI`;
}

/** An application's state as the gateway names it; the documents name none, so the labels are the project's. */
export const TREASURY_APPLICATION_STATUS = {
  PROCESSING: { label: 'Em processamento', tone: 'warning' },
  ACTIVE: { label: 'Rendendo', tone: 'success' },
  REDEEMED: { label: 'Resgatada', tone: 'muted' },
} as const;

/** A checking-account withdrawal's state (GET /v1/banking/withdrawals); the documents name none. */
export const TREASURY_WITHDRAWAL_STATUS = {
  PROCESSING: { label: 'Em processamento', tone: 'warning' },
  SETTLED: { label: 'Enviado', tone: 'success' },
} as const;

/** Only an application that settled and still holds money can be redeemed (§5: up to its current amount). */
export function canRedeemApplication(application: { status: string; current_amount: number }): boolean {
  return application.status === 'ACTIVE' && application.current_amount > 0;
}
