import {
  SPLIT_ABOVE_AVAILABLE_MESSAGE,
  type SplitShare,
  splitPreview,
  splitShareCents,
} from './payment-links';

/**
 * The split of a one-off or subscription payment link with the seller's sub-sellers (§3
 * subSellerPaymentRequest, §4, §5, §6; a subscription divides each card renewal too): the rules a link's split must keep, and how a paid charge divides between the seller and each
 * sub-seller. Money in integer cents; percentages in hundredths of a percent, as the sub-seller rows
 * keep them.
 */
export interface LinkSplitShare extends SplitShare {
  idSubSeller: number;
}

/** How many sub-sellers one link may pay (the preview call takes the same list). */
export const LINK_SPLIT_MAX_SUB_SELLERS = 50;
/** §5: 'Sub-seller percent capped at 100'; in hundredths of a percent. */
const LINK_SPLIT_MAX_PERCENT_HUNDREDTHS = 10_000;
/** §6: the split on a link needs this feature, and SELLER_ADMIN (or the provider's staff). */
export const LINK_SPLIT_FEATURE = 'view_split_subseller_payment_link';

export const LINK_SPLIT_MESSAGES = {
  duplicate: 'O mesmo sub-vendedor aparece mais de uma vez no split.',
  percent: 'O percentual do sub-vendedor deve ser de 0,01 a 100.',
  totalPercent: 'A soma dos percentuais do split não pode passar de 100%.',
  fixed: 'O valor fixo do sub-vendedor deve ser maior que zero.',
  tooMany: `O split aceita no máximo ${LINK_SPLIT_MAX_SUB_SELLERS} sub-vendedores.`,
  cardOnly: 'Com split, o link aceita só cartão de crédito.',
  aboveAvailable: SPLIT_ABOVE_AVAILABLE_MESSAGE,
} as const;

/**
 * What is wrong with a link's split, every message at once (none: the split may be saved). `valueCents`
 * is what the card charges the buyer (the link's value less the card discount): the split is above what
 * is available when that minus the sub-sellers' parts minus the card fee of the link's installments is
 * below zero (§4).
 */
export function linkSplitErrors(
  valueCents: number,
  shares: readonly LinkSplitShare[],
  installments = 1,
): string[] {
  const errors: string[] = [];
  if (shares.length > LINK_SPLIT_MAX_SUB_SELLERS) errors.push(LINK_SPLIT_MESSAGES.tooMany);
  if (new Set(shares.map((s) => s.idSubSeller)).size !== shares.length)
    errors.push(LINK_SPLIT_MESSAGES.duplicate);
  const percents = shares.filter((s) => s.paymentType === 'PERCENTAGE').map((s) => s.paymentValue);
  if (percents.some((p) => !Number.isInteger(p) || p < 1 || p > LINK_SPLIT_MAX_PERCENT_HUNDREDTHS))
    errors.push(LINK_SPLIT_MESSAGES.percent);
  else if (percents.reduce((sum, p) => sum + p, 0) > LINK_SPLIT_MAX_PERCENT_HUNDREDTHS)
    errors.push(LINK_SPLIT_MESSAGES.totalPercent);
  if (
    shares.some((s) => s.paymentType === 'FIXED' && (!Number.isInteger(s.paymentValue) || s.paymentValue < 1))
  )
    errors.push(LINK_SPLIT_MESSAGES.fixed);
  if (!errors.length && valueCents > 0 && splitPreview(valueCents, shares, installments).exceedsAvailable)
    errors.push(LINK_SPLIT_MESSAGES.aboveAvailable);
  return errors;
}

export interface ChargeDivision {
  /** Each sub-seller's part, in the order of the shares. */
  subSellerCents: number[];
  /** What stays with the seller: the amount less the parts, so every cent that does not divide. */
  sellerCents: number;
}

export class SplitAboveAmountError extends RangeError {}

/**
 * How a paid amount divides: each sub-seller takes its fixed amount or its percent of the amount rounded
 * down to the cent, and the seller keeps the rest, so the parts always add up to the amount. Throws when
 * the parts would take more than the amount (the link's rules keep that from happening).
 */
export function divideCharge(amountCents: number, shares: readonly SplitShare[]): ChargeDivision {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`Not an amount in cents: ${amountCents}`);
  const subSellerCents = shares.map((share) => splitShareCents(amountCents, share));
  const sellerCents = amountCents - subSellerCents.reduce((sum, cents) => sum + cents, 0);
  if (sellerCents < 0) throw new SplitAboveAmountError('The split takes more than the amount paid.');
  return { subSellerCents, sellerCents };
}
