import { centsToReais, reaisToCents } from '@balcao/domain/money';
import {
  BANK_SLIP_COST_CENTERS,
  BANK_SLIP_MESSAGES,
  PIX_COST_CENTERS,
  paymentDateError,
  paymentDescriptionError,
} from '@balcao/domain/payables';
import type { PaymentCheck, PaymentCostCenter, PaymentCreateRequest } from './api';
import type { PaymentDetails } from './payment-details-fields';

/** What the review and confirm steps hold once the lookup answered. */
export interface ConfirmState {
  details: PaymentDetails;
  /** A slip without an amount: the amount the payer types ('Informe o valor do boleto'). */
  slipAmountCents: number | null;
  saveFavorite: boolean;
  nickname: string;
  errors: Partial<Record<keyof PaymentDetails | 'amount', string | null>>;
}

/** São Paulo's today by the gateway's clock, as the lookup answered it (its suggested date). */
export const todayOf = (check: PaymentCheck): string => check.paymentDate;

export const costCentersOf = (check: PaymentCheck | null): readonly string[] =>
  check?.type === 'BANK_SLIP' ? BANK_SLIP_COST_CENTERS : PIX_COST_CENTERS;

/**
 * The fields as the lookup suggests them: its description and cost centre when it has them, and the
 * date it proposes (today), or a slip's due date when that is still ahead.
 */
export function initialConfirm(check: PaymentCheck | null): ConfirmState {
  // Before a lookup there is no date to propose: the fields are shown only once one answered.
  const today = check ? todayOf(check) : '';
  const due = check?.dueDate ?? null;
  const costCenter =
    check?.costCenter && costCentersOf(check).includes(check.costCenter) ? check.costCenter : '';
  return {
    details: {
      description: check?.description ?? '',
      costCenter,
      date: due !== null && due > today ? due : today,
    },
    slipAmountCents: null,
    saveFavorite: false,
    nickname: '',
    errors: {},
  };
}

/** §5 on the confirm step (or only the slip's amount, on the review step). */
export function confirmErrors(
  check: PaymentCheck | null,
  confirm: ConfirmState,
  only?: 'amount',
): ConfirmState['errors'] {
  const isSlip = check?.type === 'BANK_SLIP';
  const amount =
    isSlip && check?.amount === null && !confirm.slipAmountCents ? BANK_SLIP_MESSAGES.amount : null;
  if (only === 'amount') return { amount };
  const { description, date } = confirm.details;
  return {
    amount,
    description:
      isSlip && description.trim() === ''
        ? BANK_SLIP_MESSAGES.description
        : paymentDescriptionError(description),
    date: check ? paymentDateError(date, todayOf(check)) : null,
  };
}

/** The slip's amount in cents: read from its code, or typed when the code carries none. */
export const slipAmountCents = (check: PaymentCheck, confirm: ConfirmState): number | null =>
  check.amount === null ? confirm.slipAmountCents : reaisToCents(check.amount);

/** 'Finalizar pagamento''s body (`createPayment`): empty optional fields are left out. */
export function paymentBody(
  check: PaymentCheck,
  confirm: ConfirmState,
  pixAmountCents: number | null,
): PaymentCreateRequest {
  const { description, costCenter, date } = confirm.details;
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
