import type { ApiDate } from '@balcao/domain/dates';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import {
  BANK_SLIP_COST_CENTERS,
  BANK_SLIP_MESSAGES,
  PIX_COST_CENTERS,
  paymentDateError,
  paymentDescriptionError,
} from '@balcao/domain/payables';
import type { PaymentCheck, PaymentCostCenter, PaymentCreateRequest } from './api';

/** What the review and confirm steps hold once the lookup answered. */
export interface ConfirmValues {
  description: string;
  costCenter: string;
  /** 'yyyy-MM-dd'; never before today. */
  date: ApiDate | '';
  /** A slip without an amount: the amount the payer types ('Informe o valor do boleto'). */
  slipAmountCents: number | null;
  saveFavorite: boolean;
  nickname: string;
}

/** São Paulo's today by the gateway's clock, as the lookup answered it (its suggested date). */
export const todayOf = (check: PaymentCheck): string => check.paymentDate;

export const costCentersOf = (check: PaymentCheck | null): readonly string[] =>
  check?.type === 'BANK_SLIP' ? BANK_SLIP_COST_CENTERS : PIX_COST_CENTERS;

/**
 * The fields as the lookup suggests them: its description and cost centre when it has them, and the
 * date it proposes (today), or a slip's due date when that is still ahead.
 */
export function initialConfirm(check: PaymentCheck | null): ConfirmValues {
  // Before a lookup there is no date to propose: the fields are shown only once one answered.
  const today = check ? todayOf(check) : '';
  const due = check?.dueDate ?? null;
  const costCenter =
    check?.costCenter && costCentersOf(check).includes(check.costCenter) ? check.costCenter : '';
  return {
    description: check?.description ?? '',
    costCenter,
    date: due !== null && due > today ? due : today,
    slipAmountCents: null,
    saveFavorite: false,
    nickname: '',
  };
}

type ConfirmErrors = Partial<Record<keyof ConfirmValues, string>>;

/** Keeps the messages there are: a rule that holds answers null. */
const some = (errors: Record<string, string | null>): ConfirmErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null)) as ConfirmErrors;

/** §5 on the confirm step (or only the slip's amount, on the review step). */
export function confirmErrors(
  check: PaymentCheck | null,
  confirm: ConfirmValues,
  only?: 'amount',
): ConfirmErrors {
  const isSlip = check?.type === 'BANK_SLIP';
  const slipAmountCents =
    isSlip && check?.amount === null && !confirm.slipAmountCents ? BANK_SLIP_MESSAGES.amount : null;
  if (only === 'amount') return some({ slipAmountCents });
  const { description, date } = confirm;
  return some({
    slipAmountCents,
    description:
      isSlip && description.trim() === ''
        ? BANK_SLIP_MESSAGES.description
        : paymentDescriptionError(description),
    date: check ? paymentDateError(date, todayOf(check)) : null,
  });
}

/** The slip's amount in cents: read from its code, or typed when the code carries none. */
export const slipAmountCents = (check: PaymentCheck, confirm: ConfirmValues): number | null =>
  check.amount === null ? confirm.slipAmountCents : reaisToCents(check.amount);

/** 'Finalizar pagamento''s body (`createPayment`): empty optional fields are left out. */
export function paymentBody(
  check: PaymentCheck,
  confirm: ConfirmValues,
  pixAmountCents: number | null,
): PaymentCreateRequest {
  const { description, costCenter, date } = confirm;
  const common = {
    paymentDate: date,
    ...(description.trim() ? { description: description.trim() } : {}),
    ...(costCenter ? { costCenter: costCenter as PaymentCostCenter } : {}),
  };
  if (check.type === 'PIX') {
    const nickname = confirm.nickname.trim();
    return {
      type: 'PIX',
      pixKey: check.pixKey ?? '',
      amount: centsToReais(pixAmountCents ?? 0),
      ...common,
      ...(confirm.saveFavorite ? { isFavorite: true, ...(nickname ? { nickname } : {}) } : {}),
    };
  }
  return {
    type: 'BANK_SLIP',
    barCode: check.bankSlipKey ?? check.barCode ?? '',
    ...(check.amount === null && confirm.slipAmountCents
      ? { amount: centsToReais(confirm.slipAmountCents) }
      : {}),
    ...common,
  };
}
