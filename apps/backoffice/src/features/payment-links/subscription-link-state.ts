import { REQUIRED_MESSAGE } from '@balcao/domain/access';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import { PAYMENT_LINK_TITLE_MAX_MESSAGE } from '@balcao/domain/payment-links';
import {
  isPeriodicity,
  PERIODICITY_TYPES,
  type Periodicity,
  perMonthCents,
} from '@balcao/domain/subscriptions';
import type { PaymentLink, PaymentLinkRequest } from './api';
import {
  allowedMethodsOf,
  discountTextOf,
  type LinkRights,
  linkRuleErrors,
  type MethodField,
  type MethodFields,
  NO_METHODS,
  toggleMethod,
  wallTime,
} from './link-form-state';
import { type SplitLine, splitLineErrors, splitLinesOf, splitShares } from './split-form-state';
import type { PlanOption } from './subscription-link-api';

/**
 * The subscription link form ('Nova assinatura customizada', §2, §3 subscription payload, §4, §5
 * 'Subscription link') as the screen holds it, and its way to and from the API. The value is the
 * period's (what each charge costs); the per-month figure sent beside it is that value divided by the
 * period's months (§5). Card renewals are RECURRENT and every charge is paid at once, so the only
 * installments here are the additional value's: in how many charges it is added.
 */
export interface SubscriptionLinkForm extends MethodFields {
  customerId: string;
  /** The plan's id as the select holds it, '' while none is chosen. */
  planId: string;
  periodicity: Periodicity;
  title: string;
  description: string;
  valueCents: number | null;
  bankSlipDescription: string;
  additionalTitle: string;
  additionalValueCents: number | null;
  additionalInstallments: number;
  expires: boolean;
  timer: string | null;
  maxPaidUses: string;
  /** §4, §5 'With split on only credit card is allowed': each card charge divided with sub-sellers. */
  splitOn: boolean;
  split: SplitLine[];
}

/** §9 leaves the additional installments' options out: 1 to 12 charges, a year of monthly ones. */
export const ADDITIONAL_INSTALLMENTS_MAX = 12;
export const ADDITIONAL_TITLE_MAX = 60;

export const emptySubscriptionLinkForm = (): SubscriptionLinkForm => ({
  customerId: '',
  planId: '',
  periodicity: 'MONTHLY',
  title: '',
  description: '',
  valueCents: null,
  ...NO_METHODS,
  bankSlipDescription: '',
  additionalTitle: '',
  additionalValueCents: null,
  additionalInstallments: 1,
  expires: false,
  timer: null,
  maxPaidUses: '',
  splitOn: false,
  split: [],
});

/** Which methods a plan accepts (a link may offer only those: the sandbox refuses the rest). */
export const planMethods = (plan: PlanOption | undefined): Record<MethodField, boolean> => ({
  creditCard: plan?.enableCreditCard ?? false,
  bankSlip: plan?.enableBankSlip ?? false,
  pix: plan?.enablePixPayment ?? false,
});

/** The periodicities the plan has a price for, in §9's order. */
export const planPeriodicities = (plan: PlanOption | undefined): Periodicity[] =>
  PERIODICITY_TYPES.filter((type) => plan?.basicValues.some((v) => v.type === type));

const planValueCents = (plan: PlanOption | undefined, type: Periodicity) => {
  const value = plan?.basicValues.find((v) => v.type === type)?.value;
  return value === undefined ? null : reaisToCents(value);
};

/**
 * Choosing a plan: its price for the periodicity (the first it has when the current one is missing),
 * its title when none was typed, and only the methods it accepts (all of them when none of the
 * ticked ones is among them).
 */
export function choosePlan(form: SubscriptionLinkForm, plan: PlanOption | undefined): SubscriptionLinkForm {
  const types = planPeriodicities(plan);
  const periodicity = types.includes(form.periodicity) ? form.periodicity : (types[0] ?? 'MONTHLY');
  const accepted = planMethods(plan);
  const methods = ['creditCard', 'bankSlip', 'pix'] as const;
  const noneKept = !methods.some((method) => accepted[method] && form[method]);
  let next: SubscriptionLinkForm = {
    ...form,
    planId: plan ? String(plan.id) : '',
    periodicity,
    valueCents: planValueCents(plan, periodicity) ?? form.valueCents,
    title: form.title.trim() === '' && plan ? plan.title : form.title,
  };
  for (const method of methods)
    next = toggleMethod(next, method, accepted[method] && (noneKept || form[method]));
  return next;
}

/** Another periodicity takes the plan's price for it. */
export function choosePeriodicity(
  form: SubscriptionLinkForm,
  plan: PlanOption | undefined,
  periodicity: Periodicity,
): SubscriptionLinkForm {
  return { ...form, periodicity, valueCents: planValueCents(plan, periodicity) ?? form.valueCents };
}

/** §5: for a non-monthly periodicity the per-month value is the total divided by the months. */
export const formPerMonthCents = (form: Pick<SubscriptionLinkForm, 'periodicity' | 'valueCents'>) =>
  form.valueCents === null ? null : perMonthCents(form.periodicity, form.valueCents);

/**
 * Each field's message: the link rules the one-off form shares (the domain's schema: title, value,
 * methods, discounts, boleto description, expiry in the future), then §5's subscription ones: the plan,
 * the additional title up to 60 characters, and an additional title or count needs its value.
 */
export function subscriptionLinkErrors(form: SubscriptionLinkForm, now: Date): Record<string, string> {
  // A subscription's card charges are paid at once: 1 installment.
  const errors = linkRuleErrors(form, 1, now);
  if (form.planId === '') errors.planId = REQUIRED_MESSAGE;
  if (form.additionalTitle.trim().length > ADDITIONAL_TITLE_MAX)
    errors.additionalTitle = PAYMENT_LINK_TITLE_MAX_MESSAGE;
  if (form.additionalTitle.trim() !== '' && form.additionalValueCents === null)
    errors.additionalValueCents = REQUIRED_MESSAGE;
  if (form.splitOn) Object.assign(errors, splitLineErrors(form.split));
  return errors;
}

/** §5: what keeps create disabled, in the words the hint beside it uses (plan, value, a method). */
export function missingForSubscriptionLink(form: SubscriptionLinkForm): string[] {
  return [
    form.planId === '' ? 'plano' : null,
    form.valueCents === null ? 'valor' : null,
    form.creditCard || form.bankSlip || form.pix ? null : 'um método de pagamento',
  ].filter((item) => item !== null);
}

/** §5: create stays disabled until the plan, the value and a method are set. */
export const canSubmitSubscriptionLink = (form: SubscriptionLinkForm) =>
  missingForSubscriptionLink(form).length === 0;

/** The request; the split travels only for who may split (a PUT without it keeps the link's own). */
export function toSubscriptionRequest(
  form: SubscriptionLinkForm,
  rights: LinkRights = { split: false, metadata: false },
): PaymentLinkRequest {
  const valueCents = form.valueCents ?? 0;
  const uses = form.maxPaidUses.trim();
  const additional = form.additionalValueCents;
  return {
    type: 'SUBSCRIPTION',
    uuidSellerClient: form.customerId || null,
    bankSlipDescription: form.bankSlip ? form.bankSlipDescription.trim() || null : null,
    paymentOrder: {
      title: form.title.trim(),
      description: form.description.trim() || null,
      installments: 1,
      value: centsToReais(valueCents),
      // §4: the expiry goes as the wall time, without the -03:00 offset.
      timer: form.expires && form.timer ? `${form.timer}:00` : null,
    },
    paymentSubscription: {
      idPlan: Number(form.planId),
      type: form.periodicity,
      valuePerMonth: centsToReais(perMonthCents(form.periodicity, valueCents)),
      additionalValue: additional === null ? null : centsToReais(additional),
      additionalTitle: additional === null ? null : form.additionalTitle.trim() || null,
      additionalInstallments: additional === null ? null : form.additionalInstallments,
    },
    allowedPaymentMethods: allowedMethodsOf(form, 'RECURRENT'),
    maxPaidUses: uses === '' ? null : Number(uses),
    ...(rights.split ? { subSellerPaymentRequest: form.splitOn ? (splitShares(form.split) ?? []) : [] } : {}),
  };
}

/** A saved subscription link back into the form. */
export function formOfSubscriptionLink(link: PaymentLink): SubscriptionLinkForm {
  const methods = link.allowedPaymentMethods;
  const sold = link.paymentSubscription;
  return {
    customerId: link.uuidSellerClient ?? '',
    planId: sold ? String(sold.idPlan) : '',
    periodicity: sold && isPeriodicity(sold.type) ? sold.type : 'MONTHLY',
    title: link.title,
    description: link.description ?? '',
    valueCents: reaisToCents(link.value),
    creditCard: Boolean(methods.creditCardMethod),
    bankSlip: Boolean(methods.bankSlipMethod),
    pix: Boolean(methods.pixMethod),
    creditCardDiscount: discountTextOf(methods.creditCardMethod?.discount),
    bankSlipDiscount: discountTextOf(methods.bankSlipMethod?.discount),
    pixDiscount: discountTextOf(methods.pixMethod?.discount),
    bankSlipDescription: link.bankSlipDescription ?? '',
    additionalTitle: sold?.additionalTitle ?? '',
    additionalValueCents: sold?.additionalValue == null ? null : reaisToCents(sold.additionalValue),
    additionalInstallments: sold?.additionalInstallments ?? 1,
    expires: link.timer !== null,
    timer: link.timer ? wallTime(link.timer) : null,
    maxPaidUses: link.maxPaidUses === null ? '' : String(link.maxPaidUses),
    splitOn: Boolean(link.subSellerResponse?.length),
    split: splitLinesOf(link),
  };
}
