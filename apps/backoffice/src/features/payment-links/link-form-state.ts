import { businessToday } from '@balcao/domain/dates';
import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import {
  type CardFeePayer,
  type CardReceipt,
  discountedCents,
  LINK_INSTALLMENTS,
  linkScheduledDateProblem,
  type PaymentLinkFormInput,
  paymentLinkFormErrors,
} from '@balcao/domain/payment-links';
import type { PaymentLinkRequest } from './api';
import { type SplitLine, splitLineErrors, splitShares } from './split-form-state';

/**
 * The one-off link form (§2 'Nova cobrança pontual', §4, §5) as the screen holds it, and its way to and
 * from the API. Discounts are the typed text (3 characters, whole percents up to 100); the expiry is a
 * Brasília wall time 'yyyy-MM-ddTHH:mm', sent without the -03:00 offset as §4 says.
 */
export interface OrderLinkForm extends MethodFields {
  customerId: string;
  title: string;
  description: string;
  bankSlipDescription: string;
  valueCents: number | null;
  installments: number;
  /** §4: how the seller receives the card, EARLY (antecipado) or RECURRENT. */
  cardReceipt: CardReceipt;
  /** §4 creditCardTax: who pays the card fees; above 12x always the customer. */
  cardFeePayer: CardFeePayer;
  expires: boolean;
  timer: string | null;
  maxPaidUses: string;
  /** The boleto and Pix charges' due date ('yyyy-MM-dd'), or '' for the purchase day plus 3 days. */
  dueDate: string;
  /** §4 scheduled charge: the day the purchase is charged ('yyyy-MM-dd'), whatever day it is paid. */
  scheduled: boolean;
  scheduledDate: string;
  /** §6 view_payment_link_metadata: the seller's internal key/value pairs. */
  metadata: { key: string; value: string }[];
  /** §3 customInstallmentsValues: boleto up to 21x, Pix up to 12x (default 1). */
  bankSlipInstallments: number;
  pixInstallments: number;
  /** §4 split with sub-sellers: card only while on. */
  splitOn: boolean;
  split: SplitLine[];
}

/** What the user may change: a form without a right leaves its part out, and the link keeps it. */
export interface LinkRights {
  split: boolean;
  metadata: boolean;
  /** §6 view_new_preview_payment_link: the preview adds the card's installment simulation. */
  newPreview?: boolean;
}

export type DiscountField = 'creditCardDiscount' | 'bankSlipDiscount' | 'pixDiscount';
export type MethodField = 'creditCard' | 'bankSlip' | 'pix';
export const DISCOUNT_OF: Record<MethodField, DiscountField> = {
  creditCard: 'creditCardDiscount',
  bankSlip: 'bankSlipDiscount',
  pix: 'pixDiscount',
};

/** The methods a new link starts with ticked: the seller's defaults from /metodos-pagamentos. */
/** Each method's toggle and its discount's typed text, as both link forms hold them (and the methods' group binds). */
export interface MethodFields {
  creditCard: boolean;
  bankSlip: boolean;
  pix: boolean;
  creditCardDiscount: string;
  bankSlipDiscount: string;
  pixDiscount: string;
}

/** A new link's methods: none ticked, no discount. */
export const NO_METHODS: MethodFields = {
  creditCard: false,
  bankSlip: false,
  pix: false,
  creditCardDiscount: '',
  bankSlipDiscount: '',
  pixDiscount: '',
};

export type StartingMethods = Pick<OrderLinkForm, MethodField>;

export const emptyOrderLinkForm = (methods?: StartingMethods): OrderLinkForm => ({
  customerId: '',
  title: '',
  description: '',
  bankSlipDescription: '',
  valueCents: null,
  ...NO_METHODS,
  installments: LINK_INSTALLMENTS.CREDIT_CARD.default,
  cardReceipt: 'EARLY',
  cardFeePayer: 'EARLY_SELLER',
  expires: false,
  timer: null,
  maxPaidUses: '',
  dueDate: '',
  scheduled: false,
  scheduledDate: '',
  metadata: [],
  bankSlipInstallments: LINK_INSTALLMENTS.BOLETO.default,
  pixInstallments: LINK_INSTALLMENTS.PIX.default,
  splitOn: false,
  split: [],
  ...methods,
});

/** §5: the discount input takes 3 digits and a percent above 100 becomes 100. */
export function discountText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 3);
  if (digits === '') return '';
  return String(Math.min(100, Number(digits)));
}

/** The fields of a link form (one-off or subscription) that ticking a method touches. */
type MethodToggleFields = MethodFields & { splitOn: boolean };

/** Ticking a method off clears its discount; ticking boleto or Pix turns the split off (§4). */
export function toggleMethod<F extends MethodToggleFields>(form: F, method: MethodField, on: boolean): F {
  const splitOff = on && method !== 'creditCard' ? { splitOn: false } : {};
  return { ...form, [method]: on, ...(on ? {} : { [DISCOUNT_OF[method]]: '' }), ...splitOff };
}

const percent = (text: string) => (text === '' ? 0 : Number(text));
/** Brasília has no daylight saving time since 2019: its wall time is always -03:00. */
export const timerInstant = (timer: string) => `${timer}:00-03:00`;

/** What the one-off and the subscription forms both hold and the domain's link schema checks (§5). */
export type SharedLinkFields = Pick<
  OrderLinkForm,
  | 'title'
  | 'description'
  | 'bankSlipDescription'
  | 'valueCents'
  | MethodField
  | DiscountField
  | 'expires'
  | 'timer'
  | 'maxPaidUses'
>;

/** The domain schema's input from either form; `installments` is the card's (1 on a subscription). */
export function toFormInput(form: SharedLinkFields, installments: number): PaymentLinkFormInput {
  const uses = form.maxPaidUses.trim();
  return {
    title: form.title,
    description: form.description,
    bankSlipDescription: form.bankSlip ? form.bankSlipDescription : '',
    valueCents: form.valueCents,
    installments,
    creditCard: form.creditCard,
    bankSlip: form.bankSlip,
    pix: form.pix,
    creditCardDiscount: percent(form.creditCardDiscount),
    bankSlipDiscount: percent(form.bankSlipDiscount),
    pixDiscount: percent(form.pixDiscount),
    timer: form.expires && form.timer ? new Date(timerInstant(form.timer)).toISOString() : '',
    maxPaidUses: uses === '' ? null : Number(uses),
  };
}

/**
 * The link rules both kinds share: each field's message by the domain's schema (title, value, methods,
 * discounts, boleto description, expiry in the future), and the expiry switched on but empty is required.
 */
export function linkRuleErrors(
  form: SharedLinkFields,
  installments: number,
  now: Date,
): Record<string, string> {
  const errors = paymentLinkFormErrors(toFormInput(form, installments), now);
  if (form.expires && !form.timer) errors.timer = VALIDATION_MESSAGES.required;
  return errors;
}

/** The one-off form's card installments as the schema reads them: 1 without the card. */
const orderInstallments = (form: OrderLinkForm) => (form.creditCard ? form.installments : 1);

export const DUE_DATE_PAST_MESSAGE = 'O vencimento não pode estar no passado.';

/**
 * Each field's message: the rules both kinds share, then the one-off's own: a new due date is today or
 * later (a saved one may have passed: the sandbox then uses the purchase day + 3), the scheduled date.
 */
export function orderLinkErrors(
  form: OrderLinkForm,
  now: Date,
  savedDueDate = '',
  saved: { scheduledDate: string } = { scheduledDate: '' },
): Record<string, string> {
  const errors = linkRuleErrors(form, orderInstallments(form), now);
  const usesDueDate = form.bankSlip || form.pix;
  if (usesDueDate && form.dueDate && form.dueDate !== savedDueDate && form.dueDate < businessToday(now))
    errors.dueDate = DUE_DATE_PAST_MESSAGE;
  if (form.scheduled && !form.scheduledDate) errors.scheduledDate = VALIDATION_MESSAGES.required;
  else if (form.scheduled) {
    const problem = linkScheduledDateProblem(form.scheduledDate, businessToday(now), saved.scheduledDate);
    if (problem) errors.scheduledDate = problem;
  }
  form.metadata.forEach((entry, i) => {
    if (!entry.key.trim()) errors[`metadata[${i}].key`] = VALIDATION_MESSAGES.required;
  });
  if (form.splitOn) Object.assign(errors, splitLineErrors(form.split));
  return errors;
}

/** §5: what keeps submit disabled, in the words the hint beside it uses (title, value, a method). */
export function missingForOrderLink(form: OrderLinkForm): string[] {
  return [
    form.title.trim() === '' ? 'título' : null,
    form.valueCents === null ? 'valor' : null,
    form.creditCard || form.bankSlip || form.pix ? null : 'um método de pagamento',
  ].filter((item) => item !== null);
}

/** §5: submit stays disabled until the title, the value and a method are filled. */
export const canSubmitOrderLink = (form: OrderLinkForm) => missingForOrderLink(form).length === 0;

const discount = (text: string) =>
  percent(text) > 0 ? { amount: percent(text), type: 'PERCENT' as const } : null;

/**
 * The methods a link offers as the API takes them (§3 allowedPaymentMethods), each with its percent
 * discount; the card's receipt is the kind's (the one-off's choice, RECURRENT on a subscription).
 */
export const allowedMethodsOf = (
  form: Pick<SharedLinkFields, MethodField | DiscountField>,
  cardType: NonNullable<PaymentLinkRequest['allowedPaymentMethods']['creditCardMethod']>['type'],
): PaymentLinkRequest['allowedPaymentMethods'] => ({
  creditCardMethod: form.creditCard ? { type: cardType, discount: discount(form.creditCardDiscount) } : null,
  bankSlipMethod: form.bankSlip ? { discount: discount(form.bankSlipDiscount) } : null,
  pixMethod: form.pix ? { discount: discount(form.pixDiscount) } : null,
});

/** §4: above 12x (the seller's white-label setting) the customer pays the card fees. */
export const cardFeePayerOf = (form: OrderLinkForm): CardFeePayer =>
  form.installments > 12 ? 'EARLY_BUYER' : form.cardFeePayer;

export function toOrderRequest(
  form: OrderLinkForm,
  rights: LinkRights = { split: false, metadata: false },
): PaymentLinkRequest {
  const input = toFormInput(form, orderInstallments(form));
  const custom = [
    form.bankSlip ? { paymentMethod: 'BANK_SLIP' as const, installments: form.bankSlipInstallments } : null,
    form.pix ? { paymentMethod: 'PIX' as const, installments: form.pixInstallments } : null,
  ].filter((line) => line !== null);
  return {
    scheduledDate: form.scheduled && form.scheduledDate ? form.scheduledDate : null,
    ...(rights.metadata
      ? { metadata: form.metadata.map((m) => ({ key: m.key.trim(), value: m.value })) }
      : {}),
    ...(rights.split ? { subSellerPaymentRequest: form.splitOn ? (splitShares(form.split) ?? []) : [] } : {}),
    type: 'ORDER',
    creditCardTax: form.creditCard ? cardFeePayerOf(form) : null,
    uuidSellerClient: form.customerId || null,
    bankSlipDescription: input.bankSlipDescription.trim() || null,
    paymentOrder: {
      title: form.title.trim(),
      description: form.description.trim() || null,
      installments: input.installments,
      value: (form.valueCents ?? 0) / 100,
      expirationDate: (form.bankSlip || form.pix) && form.dueDate && !form.scheduled ? form.dueDate : null,
      // §4: the expiry goes as the wall time, without the -03:00 offset.
      timer: form.expires && form.timer ? `${form.timer}:00` : null,
      customInstallmentsValues: custom,
    },
    allowedPaymentMethods: allowedMethodsOf(form, form.cardReceipt),
    maxPaidUses: input.maxPaidUses,
  };
}

// Reading a saved link into the form and copying it (§4 duplicate) live beside this file.
export { discountTextOf, duplicateRequest, formOfLink, wallTime } from './link-form-of-link';

/** What the buyer pays with a method, as the preview shows it. */
export const methodPriceCents = (valueCents: number, discountTyped: string) =>
  discountedCents(valueCents, percent(discountTyped));
