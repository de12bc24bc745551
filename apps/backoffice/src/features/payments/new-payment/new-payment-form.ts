import type { ApiDate } from '@balcao/domain/dates';
import {
  type NewPaymentMethod,
  type NewPaymentStage,
  readBankSlip,
  resolvePixPaymentKey,
} from '@balcao/domain/payables';
import type { PaymentCheck } from './api';
import { type ConfirmValues, confirmErrors, initialConfirm } from './confirm-state';
import type { PixFavorite } from './pix-steps';

/** Every field of the drawer, one form across its steps: going back finds them as they were left. */
export interface NewPaymentValues extends ConfirmValues {
  method: NewPaymentMethod | null;
  amountCents: number | null;
  keyText: string;
  favoriteId: string | null;
  /** Eleven digits that are both a CPF and a mobile number: which one the key is. */
  keyReading: 'CPF' | 'PHONE';
  barcode: string;
}

export const NEW_PAYMENT_VALUES: NewPaymentValues = {
  method: null,
  amountCents: null,
  keyText: '',
  favoriteId: null,
  keyReading: 'CPF',
  barcode: '',
  ...initialConfirm(null),
};

/** The fields a lookup fills again (its description, cost centre and date), and the choices after them. */
export const CONFIRM_FIELDS = [
  'description',
  'costCenter',
  'date',
  'slipAmountCents',
  'saveFavorite',
  'nickname',
] as const satisfies readonly (keyof ConfirmValues)[];

/** What the step's rules read besides the fields. */
export interface StepContext {
  check: PaymentCheck | null;
  favorites: readonly PixFavorite[];
  today: ApiDate;
}

/** The Pix key the key step sends: the typed one in §5's forms, or the favourite it names. */
export const pixKeyOf = (values: NewPaymentValues, favorites: readonly PixFavorite[]) =>
  resolvePixPaymentKey(values.keyText, favorites, values.keyReading === 'PHONE');

/**
 * §5's messages for the step on screen when Continuar is pressed, each on its field; the steps ahead
 * say nothing yet. (The Pix amount speaks as it is typed: the drawer's change rule.)
 */
export function stepErrors(
  stage: NewPaymentStage,
  values: NewPaymentValues,
  { check, favorites, today }: StepContext,
): Partial<Record<keyof NewPaymentValues, string>> {
  if (stage.kind === 'pix' && stage.step === 'key') {
    const key = pixKeyOf(values, favorites);
    return key.ok ? {} : { keyText: key.message };
  }
  if (stage.kind === 'bank-slip' && stage.step === 'barcode') {
    // The line's check digits are verified here too: an invalid code never reaches the bank.
    const read = readBankSlip(values.barcode, today);
    return read.ok ? {} : { barcode: read.message };
  }
  if (stage.kind === 'bank-slip' && stage.step === 'review') return confirmErrors(check, values, 'amount');
  if ((stage.kind === 'pix' || stage.kind === 'bank-slip') && stage.step === 'confirm')
    return confirmErrors(check, values);
  return {};
}
