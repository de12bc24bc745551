import { hasAnyRole, hasFeature } from '@balcao/domain/access';
import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { reaisToCents } from '@balcao/domain/money';
import type { Access } from '@balcao/domain/navigation';
import {
  LINK_SPLIT_FEATURE,
  LINK_SPLIT_MAX_SUB_SELLERS,
  LINK_SPLIT_MESSAGES,
} from '@balcao/domain/payment-links';
import type { PaymentLink, PaymentLinkRequest } from './api';

/**
 * The split section of the one-off link form (§3 subSellerPaymentRequest, §4, §5, §6): each line a
 * sub-seller with a percentage (typed with comma or dot, 5 characters, capped at 100) or a fixed value
 * (cents, as the currency input holds it).
 */
export interface SplitLine {
  idSubSeller: string;
  paymentType: 'PERCENTAGE' | 'FIXED';
  percent: string;
  fixedCents: number | null;
}
export type SplitShare = NonNullable<PaymentLinkRequest['subSellerPaymentRequest']>[number];

export const SPLIT_REQUIRED = VALIDATION_MESSAGES.required;
export const SPLIT_PERCENT_MAX = 'O percentual deve ser de 0,01 a 100.';

/** §6: the split needs the feature and SELLER_ADMIN (or the provider's staff). */
export const canSplitLinks = (access: Access) =>
  hasFeature(access.features, LINK_SPLIT_FEATURE) &&
  hasAnyRole(access.roles, ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE']);

export const emptySplitLine = (): SplitLine => ({
  idSubSeller: '',
  paymentType: 'PERCENTAGE',
  percent: '',
  fixedCents: null,
});

/** §5: digits with one comma or dot, 5 characters, never above 100. */
export function percentText(typed: string): string {
  const cleaned = typed.replace(/[^\d.,]/g, '').slice(0, 5);
  const [whole = '', ...rest] = cleaned.split(/[.,]/);
  const text = rest.length ? `${whole},${rest.join('').slice(0, 2)}` : whole;
  return percentOf(text) !== null && percentOf(text)! > 100 ? '100' : text;
}

const percentOf = (text: string): number | null => {
  if (!/^\d+(,\d{0,2})?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
};

/**
 * Each line's message on the form's path of the field it is about ('split[0].percent'); the count's on
 * 'split'. None: the lines can be sent.
 */
export function splitLineErrors(lines: readonly SplitLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (!line.idSubSeller) errors[`split[${i}].idSubSeller`] = SPLIT_REQUIRED;
    if (line.paymentType === 'PERCENTAGE') {
      const percent = percentOf(line.percent);
      if (line.percent === '') errors[`split[${i}].percent`] = SPLIT_REQUIRED;
      else if (percent === null || percent <= 0 || percent > 100)
        errors[`split[${i}].percent`] = SPLIT_PERCENT_MAX;
    } else if (!line.fixedCents) errors[`split[${i}].fixedCents`] = SPLIT_REQUIRED;
  });
  if (lines.length > LINK_SPLIT_MAX_SUB_SELLERS) errors.split = LINK_SPLIT_MESSAGES.tooMany;
  return errors;
}

/** The lines as the API takes them, or null while one is incomplete. */
export function splitShares(lines: readonly SplitLine[]): SplitShare[] | null {
  if (Object.keys(splitLineErrors(lines)).length) return null;
  return lines.map((line) => ({
    idSubSeller: Number(line.idSubSeller),
    paymentType: line.paymentType,
    paymentValue: line.paymentType === 'PERCENTAGE' ? percentOf(line.percent)! : (line.fixedCents ?? 0) / 100,
  }));
}

/** The link's split as the form holds it. */
export function splitLinesOf(link: PaymentLink): SplitLine[] {
  return (link.subSellerResponse ?? []).map((share) => ({
    idSubSeller: String(share.idSubSeller),
    paymentType: share.paymentType,
    percent: share.paymentType === 'PERCENTAGE' ? String(share.paymentValue).replace('.', ',') : '',
    fixedCents: share.paymentType === 'FIXED' ? reaisToCents(share.paymentValue) : null,
  }));
}

/** The fields of a link form (one-off or subscription) that turning the split on or off touches. */
export interface SplitToggleFields {
  splitOn: boolean;
  creditCard: boolean;
  bankSlip: boolean;
  pix: boolean;
  bankSlipDiscount: string;
  pixDiscount: string;
  split: SplitLine[];
}

/**
 * §4: a split is paid by card only, so turning it on leaves the card alone among the methods (their
 * discounts cleared) and opens a first line; turning it off keeps the lines for a second thought.
 */
export function toggleSplit<F extends SplitToggleFields>(form: F, on: boolean): F {
  if (!on) return { ...form, splitOn: false };
  return {
    ...form,
    splitOn: true,
    creditCard: true,
    bankSlip: false,
    pix: false,
    bankSlipDiscount: '',
    pixDiscount: '',
    split: form.split.length ? form.split : [emptySplitLine()],
  };
}
