import * as v from 'valibot';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { firstErrorByField } from '../forms/field-errors';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import { PAYMENT_LINK_MAX_PAID_USES, PAYMENT_LINK_MAX_USES_MESSAGE } from './payment-links';

/**
 * The one-off payment link form ('Nova cobrança pontual', §5) and the fast link's subset. The same
 * schema checks the sandbox's POST /payment-links, so a rule and its message are written once. Values
 * are as the form holds them: the value in integer cents (null while empty), discounts as whole
 * percents (the input takes 3 characters), the expiry as an ISO instant or ''.
 */
export const PAYMENT_LINK_TITLE_MAX_MESSAGE = 'O título deve ter no máximo 60 caracteres!';
export const PAYMENT_LINK_BANK_SLIP_DESCRIPTION_MESSAGE =
  'A descrição do boleto deve ter no máximo 130 caracteres!';
const PAYMENT_LINK_DESCRIPTION_MESSAGE = 'A descrição deve ter no máximo 300 caracteres!';
export const PAYMENT_LINK_METHOD_MESSAGE = VALIDATION_MESSAGES.paymentMethodRequired;
export const PAYMENT_LINK_TIMER_MESSAGE = 'A data precisa estar no futuro';
export const PAYMENT_LINK_VALUE_MESSAGE = 'O valor deve ser maior que zero.';
export const PAYMENT_LINK_DISCOUNT_MESSAGE = 'O desconto deve ser um percentual inteiro de 0 a 100.';
export const PAYMENT_LINK_INSTALLMENTS_MESSAGE = 'Parcelas: de 1 a 21.';

/** §9: title 60, bank slip description 130, description 300, value input 10 characters, discount ≤ 100%. */
export const PAYMENT_LINK_LIMITS = {
  title: 60,
  bankSlipDescription: 130,
  description: 300,
  /** The value input's 10 characters: up to 9.999.999,99 reais as the mask writes it. */
  valueCents: 999_999_999,
  discountPercent: 100,
  installments: 21,
} as const;

/** Links, like subscriptions and customers, are listed 20 a page (§9). */
export const PAYMENT_LINK_PAGE_SIZE = 20;

export type PaymentLinkType = 'ORDER' | 'SUBSCRIPTION' | 'FAST_ORDER';

export interface PaymentLinkFormInput {
  title: string;
  description: string;
  bankSlipDescription: string;
  valueCents: number | null;
  installments: number;
  creditCard: boolean;
  bankSlip: boolean;
  pix: boolean;
  creditCardDiscount: number;
  bankSlipDiscount: number;
  pixDiscount: number;
  /** The link's expiry (ISO instant) when 'expiração' is on, else ''. */
  timer: string;
  /** How many paid purchases the link takes before it closes (beyond the documents); null: no limit. */
  maxPaidUses: number | null;
}

const discount = v.pipe(
  v.number(),
  v.integer(PAYMENT_LINK_DISCOUNT_MESSAGE),
  v.minValue(0, PAYMENT_LINK_DISCOUNT_MESSAGE),
  v.maxValue(PAYMENT_LINK_LIMITS.discountPercent, PAYMENT_LINK_DISCOUNT_MESSAGE),
);

/** The form's schema; `now` decides whether the expiry is in the future. */
function paymentLinkSchema(now: Date) {
  return v.pipe(
    v.object({
      title: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(REQUIRED_MESSAGE),
        v.maxLength(PAYMENT_LINK_LIMITS.title, PAYMENT_LINK_TITLE_MAX_MESSAGE),
      ),
      description: v.pipe(
        v.string(),
        v.maxLength(PAYMENT_LINK_LIMITS.description, PAYMENT_LINK_DESCRIPTION_MESSAGE),
      ),
      bankSlipDescription: v.pipe(
        v.string(),
        v.maxLength(PAYMENT_LINK_LIMITS.bankSlipDescription, PAYMENT_LINK_BANK_SLIP_DESCRIPTION_MESSAGE),
      ),
      valueCents: v.pipe(
        v.nullable(v.number()),
        v.check((value) => value !== null, REQUIRED_MESSAGE),
        v.check(
          (value) =>
            value === null ||
            (Number.isInteger(value) && value > 0 && value <= PAYMENT_LINK_LIMITS.valueCents),
          PAYMENT_LINK_VALUE_MESSAGE,
        ),
      ),
      installments: v.pipe(
        v.number(),
        v.integer(PAYMENT_LINK_INSTALLMENTS_MESSAGE),
        v.minValue(1, PAYMENT_LINK_INSTALLMENTS_MESSAGE),
        v.maxValue(PAYMENT_LINK_LIMITS.installments, PAYMENT_LINK_INSTALLMENTS_MESSAGE),
      ),
      creditCard: v.boolean(),
      bankSlip: v.boolean(),
      pix: v.boolean(),
      creditCardDiscount: discount,
      bankSlipDiscount: discount,
      pixDiscount: discount,
      timer: v.pipe(
        v.string(),
        v.check((value) => {
          if (value === '') return true;
          const at = Date.parse(value);
          return Number.isFinite(at) && at > now.getTime();
        }, PAYMENT_LINK_TIMER_MESSAGE),
      ),
      maxPaidUses: v.nullable(
        v.pipe(
          v.number(),
          v.integer(PAYMENT_LINK_MAX_USES_MESSAGE),
          v.minValue(1, PAYMENT_LINK_MAX_USES_MESSAGE),
          v.maxValue(PAYMENT_LINK_MAX_PAID_USES, PAYMENT_LINK_MAX_USES_MESSAGE),
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['creditCard'], ['bankSlip'], ['pix']],
        (input) => input.creditCard || input.bankSlip || input.pix,
        PAYMENT_LINK_METHOD_MESSAGE,
      ),
      ['creditCard'],
    ),
  );
}

/** Each field's first message, by its path ('creditCard' carries the missing-method message). */
export function paymentLinkFormErrors(input: unknown, now: Date): Record<string, string> {
  return firstErrorByField(paymentLinkSchema(now), input);
}

export const emptyPaymentLinkForm = (): PaymentLinkFormInput => ({
  title: '',
  description: '',
  bankSlipDescription: '',
  valueCents: null,
  installments: 1,
  creditCard: false,
  bankSlip: false,
  pix: false,
  creditCardDiscount: 0,
  bankSlipDiscount: 0,
  pixDiscount: 0,
  timer: '',
  maxPaidUses: null,
});

/**
 * The amount a buyer pays with a method's percent discount; the discount rounds down to the cent, and a
 * charge is never below one cent (a 100% discount still issues a R$ 0,01 charge: no charge is free).
 */
export function discountedCents(valueCents: number, discountPercent: number): number {
  return Math.max(1, valueCents - Math.floor((valueCents * discountPercent) / 100));
}

/** Whether a link still sells at `now`: active and, with an expiry, before it. */
export function paymentLinkOpen(link: { active: boolean; timer: string | null }, now: Date): boolean {
  if (!link.active) return false;
  return link.timer === null || Date.parse(link.timer) > now.getTime();
}
