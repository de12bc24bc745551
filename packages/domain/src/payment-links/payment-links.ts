import type { PaymentLinkType } from './payment-link-schema';

/**
 * Rules of the payment-link list, the installment simulation and the split preview (§2, §4, §7 of the
 * acquiring document), shared by the sandbox and the app. Money in integer cents; percentages of the
 * split in hundredths of a percent, as the sub-seller rows keep them.
 */

/** The list's kinds as the document's calls name them, and the link type each lists. */
export const PAYMENT_LINK_KINDS = {
  orders: 'ORDER',
  subscriptions: 'SUBSCRIPTION',
  'fast-orders': 'FAST_ORDER',
} as const satisfies Record<string, PaymentLinkType>;
export type PaymentLinkKind = keyof typeof PAYMENT_LINK_KINDS;

/** A limit of paid uses (beyond the documents): from 1 to a million, or none. */
export const PAYMENT_LINK_MAX_PAID_USES = 1_000_000;
export const PAYMENT_LINK_MAX_USES_MESSAGE = 'O limite de usos deve ser um número inteiro de 1 a 1.000.000.';
/** A deleted link is kept for its history, never edited again (the editor's page and the gateway's 400). */
export const DELETED_LINK_MESSAGE = 'Link excluído não pode ser editado.';

/** §9: card up to 10x by default, bank slip up to 21x, Pix up to 12x; custom defaults 10, 1 and 1. */
export const LINK_INSTALLMENTS = {
  CREDIT_CARD: { max: 21, default: 10 },
  BOLETO: { max: 21, default: 1 },
  PIX: { max: 12, default: 1 },
} as const;
/** §5: the fast link's installments default to 10. */
export const FAST_LINK_DEFAULT_INSTALLMENTS = 10;

/**
 * The sandbox acquirer's card fee (the project's figures; the documents give none): 3.99% on a payment
 * in one go, plus 1.49% for each installment after the first (the cost of receiving them in advance).
 */
export const CARD_FEE_BASIS_POINTS = 399;
const CARD_INSTALLMENT_FEE_BASIS_POINTS = 149;

const cardFeeBasisPoints = (installments: number) =>
  CARD_FEE_BASIS_POINTS + CARD_INSTALLMENT_FEE_BASIS_POINTS * (installments - 1);

/** A fee in cents, half up, never the whole amount. */
export function cardFeeCents(amountCents: number, installments: number): number {
  const fee = Math.floor((amountCents * cardFeeBasisPoints(installments) + 5000) / 10000);
  return Math.max(0, Math.min(fee, amountCents - 1));
}

/** Pix 0.99% of the payment and bank slip R$ 2,49 a slip (the project's figures, as the card's). */
export const PIX_FEE_BASIS_POINTS = 99;
const BOLETO_FEE_CENTS = 249;

/**
 * What the acquirer keeps of a payment, the one rule the ledger posts and the installment simulation
 * quotes: a card by its installments (so a fee the buyer bears, grossed up by the simulation, leaves the
 * seller the link's value to the cent), Pix by percent, a bank slip by slip. Half up to the cent.
 */
export function acquirerFeeCents(
  method: 'CREDIT_CARD' | 'PIX' | 'BOLETO',
  amountCents: number,
  installments = 1,
): number {
  if (method === 'BOLETO') return Math.min(BOLETO_FEE_CENTS, amountCents - 1);
  if (method === 'PIX') return Math.floor((amountCents * PIX_FEE_BASIS_POINTS + 5000) / 10000);
  return cardFeeCents(amountCents, installments);
}

interface BuyerInstallment {
  installments: number;
  /** Each installment; the first may carry the cents that do not divide. */
  installmentCents: number;
  totalCents: number;
}
interface SellerInstallment {
  installments: number;
  receivedCents: number;
  totalCents: number;
}
export interface InstallmentSimulation {
  /** The customer bears the fee (EARLY_BUYER): the total grows so the seller receives the whole amount. */
  installmentsToBuyer: BuyerInstallment[];
  /** The seller bears the fee (EARLY_SELLER): the buyer pays the amount and the seller receives less. */
  installmentsToSeller: SellerInstallment[];
}

/** Every count from 1 to `maxInstallments`, both ways of bearing the fee. */
export function simulateInstallments(amountCents: number, maxInstallments: number): InstallmentSimulation {
  const installmentsToBuyer: BuyerInstallment[] = [];
  const installmentsToSeller: SellerInstallment[] = [];
  for (let n = 1; n <= maxInstallments; n++) {
    const rate = cardFeeBasisPoints(n);
    // The smallest total whose fee leaves the seller the amount: total - fee(total) >= amount.
    let totalCents = Math.ceil((amountCents * 10000) / (10000 - rate));
    while (totalCents - cardFeeCents(totalCents, n) < amountCents) totalCents++;
    while (totalCents - 1 - cardFeeCents(totalCents - 1, n) >= amountCents) totalCents--;
    installmentsToBuyer.push({ installments: n, installmentCents: Math.ceil(totalCents / n), totalCents });
    installmentsToSeller.push({
      installments: n,
      receivedCents: amountCents - cardFeeCents(amountCents, n),
      totalCents: amountCents,
    });
  }
  return { installmentsToBuyer, installmentsToSeller };
}

/** Who pays a one-off link's card fees (§3 creditCardTax, §4 labels); EARLY_MIXED shares them. */
export type CardFeePayer = 'EARLY_BUYER' | 'EARLY_SELLER' | 'EARLY_MIXED';
export const CARD_FEE_PAYERS: readonly { value: CardFeePayer; label: string }[] = [
  { value: 'EARLY_SELLER', label: 'você' },
  { value: 'EARLY_BUYER', label: 'cliente' },
  { value: 'EARLY_MIXED', label: 'misto (metade cada)' },
];
/** How the seller receives a one-off link's card (§4 receipt types). */
export type CardReceipt = 'EARLY' | 'RECURRENT';
export const CARD_RECEIPTS: readonly { value: CardReceipt; label: string }[] = [
  { value: 'EARLY', label: 'Antecipado' },
  { value: 'RECURRENT', label: 'Recorrente' },
];
/** §4: the label of the card without anticipation. */
export const LESS_DEFAULT_NOTE = '35% menos inadimplência';

/**
 * What the buyer pays by card in `installments`: the amount when the seller bears the fee, the simulated
 * total when the buyer does, and (EARLY_MIXED, decision 2026-12-05) the amount plus half of what the
 * buyer would have added, rounded down, so each side bears about half.
 */
export function cardTotalCents(amountCents: number, installments: number, payer: CardFeePayer): number {
  if (payer === 'EARLY_SELLER') return amountCents;
  const buyerTotal = simulateInstallments(amountCents, installments).installmentsToBuyer[installments - 1]!
    .totalCents;
  return payer === 'EARLY_BUYER' ? buyerTotal : amountCents + Math.floor((buyerTotal - amountCents) / 2);
}

export interface SplitShare {
  paymentType: 'FIXED' | 'PERCENTAGE';
  /** Cents when FIXED, hundredths of a percent when PERCENTAGE. */
  paymentValue: number;
}

export const SPLIT_ABOVE_AVAILABLE_MESSAGE =
  'O valor do split é superior ao valor disponível. Revise os valores para criar o link.';

/** A sub-seller's part of a link's value: a fixed amount, or the percent rounded down to the cent. */
export const splitShareCents = (valueCents: number, share: SplitShare) =>
  share.paymentType === 'FIXED' ? share.paymentValue : Math.floor((valueCents * share.paymentValue) / 10000);

/**
 * §4: the split is above the available amount when the link's value minus the sub-sellers' parts minus
 * the card fee (a split link takes card only; the fee of its installments, one go by default) is below zero.
 */
export function splitPreview(valueCents: number, shares: readonly SplitShare[], installments = 1) {
  const amounts = shares.map((share) => splitShareCents(valueCents, share));
  const amountForSubSellers = amounts.reduce((sum, cents) => sum + cents, 0);
  const feeCents = valueCents > 0 ? cardFeeCents(valueCents, installments) : 0;
  const availableCents = valueCents - amountForSubSellers - feeCents;
  return { amounts, amountForSubSellers, feeCents, availableCents, exceedsAvailable: availableCents < 0 };
}

/** Whether a link still sells: not past its limit of paid uses (null: no limit). */
export const paymentLinkUsesLeft = (maxPaidUses: number | null, paidUses: number) =>
  maxPaidUses === null || paidUses < maxPaidUses;
