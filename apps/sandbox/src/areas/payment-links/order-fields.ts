import { hasFeature } from '@balcao/domain/access';
import { businessToday } from '@balcao/domain/dates';
import {
  type CardFeePayer,
  discountedCents,
  LINK_INSTALLMENTS,
  type LinkSplitShare,
  linkScheduledDateProblem,
  type PaymentLinkFormInput,
} from '@balcao/domain/payment-links';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import type { LinkMetadata, PaymentLinkCreateRequest, PaymentLinkRow } from './model';
import { linkSettings } from './settings';
import { CARD_ONLY_ERROR, checkedSplit, maySplit, requireSplitRight, shareOf } from './split';

/** §6: the internal metadata section of the link form. */
export const METADATA_FEATURE = 'view_payment_link_metadata';

const ORDER_RECEIPTS = new Set(['EARLY', 'RECURRENT']);

export const FAST_LINK_SPLIT_ERROR = 'Split: só os links pontuais e de assinatura têm split.';

export interface OrderFields {
  cardInstallments: number;
  cardType: string | null;
  /** Who pays a one-off link's card fees; null without a card and on the other types. */
  cardTax: CardFeePayer | null;
  scheduledDate: string | null;
  metadata: LinkMetadata[];
  bankSlipInstallments: number;
  pixInstallments: number;
  /** The split to save; null keeps the stored one (a PUT without the field). */
  split: LinkSplitShare[] | null;
}

/**
 * The fields of a link beyond the form's schema (§3, §4, §5, §6): the installments of each method with
 * their maxima (card 12, or 21 with the seller's above-12x setting, where the buyer bears the fee; boleto
 * 21; Pix 12), the scheduled date, the metadata (its feature) and the split (feature, role, card only).
 * A PUT that leaves out `metadata` or `subSellerPaymentRequest` keeps what the link has, so a user who may
 * not see them does not erase them. Problems go onto `errors`; a change without its right is a 403.
 */
export async function orderFields(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: PaymentLinkCreateRequest,
  form: PaymentLinkFormInput,
  stored: PaymentLinkRow | null,
  errors: string[],
): Promise<OrderFields> {
  const features = await featureToggles(db, clock, caller);
  const settings = await linkSettings(db, caller.sellerId, features);
  const custom = body.paymentOrder.customInstallmentsValues ?? [];
  const methods = custom.map((c) => c.paymentMethod);
  if (new Set(methods).size !== methods.length) errors.push('Parcelas: um método aparece mais de uma vez.');
  const customOf = (method: string) => custom.find((c) => c.paymentMethod === method)?.installments;
  const cardCustom = customOf('CREDIT_CARD');
  if (
    cardCustom !== undefined &&
    body.paymentOrder.installments !== undefined &&
    cardCustom !== form.installments
  )
    errors.push('Parcelas: as parcelas do cartão e customInstallmentsValues diferem.');
  const cardInstallments = cardCustom ?? form.installments;
  if (form.creditCard && cardInstallments > settings.maxCardInstallments)
    errors.push(`Parcelas no cartão: até ${settings.maxCardInstallments}x.`);
  const bankSlipInstallments = form.bankSlip
    ? (customOf('BANK_SLIP') ?? LINK_INSTALLMENTS.BOLETO.default)
    : 1;
  const pixInstallments = form.pix ? (customOf('PIX') ?? LINK_INSTALLMENTS.PIX.default) : 1;
  if (pixInstallments > LINK_INSTALLMENTS.PIX.max)
    errors.push(`Parcelas no Pix: até ${LINK_INSTALLMENTS.PIX.max}x.`);
  const isOrder = body.type === 'ORDER';
  if (!isOrder && (bankSlipInstallments > 1 || pixInstallments > 1))
    errors.push('Parcelas: boleto e Pix parcelados só nos links pontuais.');
  const cardType = form.creditCard ? (body.allowedPaymentMethods.creditCardMethod?.type ?? null) : null;
  let cardTax: CardFeePayer | null = null;
  if (isOrder && form.creditCard) {
    // §4: a one-off link's card type is how the seller receives it; who pays the fees is creditCardTax.
    if (cardType && !ORDER_RECEIPTS.has(cardType))
      errors.push('Métodos de pagamento: o recebimento do cartão é EARLY (antecipado) ou RECURRENT.');
    // §4: above 12x (a white label) the buyer bears the card fee.
    cardTax = cardInstallments > 12 ? 'EARLY_BUYER' : (body.creditCardTax ?? 'EARLY_SELLER');
  } else if (body.creditCardTax)
    errors.push('Taxas do cartão: só os links pontuais com cartão escolhem quem paga.');

  const scheduledDate = body.scheduledDate ?? null;
  if (scheduledDate) {
    const today = businessToday(clock.now());
    const problem = linkScheduledDateProblem(scheduledDate, today, stored?.scheduled_date);
    if (!isOrder) errors.push('Data agendada: só os links pontuais são agendados.');
    else if (problem) errors.push(`Data agendada: ${problem}`);
    if (body.paymentOrder.expirationDate)
      errors.push('Vencimento: a cobrança agendada vence na data agendada.');
  }

  const metadata = body.metadata === undefined && stored ? stored.metadata : (body.metadata ?? []);
  const metadataChanged = JSON.stringify(metadata) !== JSON.stringify(stored?.metadata ?? []);
  requireSplitRight(hasFeature(features, METADATA_FEATURE), metadataChanged);
  const keys = metadata.map((m) => m.key.trim());
  if (keys.some((k) => k === '')) errors.push('Metadados: a chave é obrigatória.');
  if (new Set(keys).size !== keys.length) errors.push('Metadados: cada chave aparece uma vez só.');

  const wireSplit = body.subSellerPaymentRequest;
  const storedSplit: LinkSplitShare[] = (stored?.split ?? []).map(({ name: _name, ...share }) => share);
  const split = wireSplit === undefined && stored ? null : (wireSplit ?? []).map(shareOf);
  const shares = split ?? storedSplit;
  const splitChanged = split !== null && JSON.stringify(split) !== JSON.stringify(storedSplit);
  requireSplitRight(maySplit(caller, features), splitChanged);
  if (shares.length) {
    // Issue 12: a subscription link's split divides its first charge and every card renewal.
    if (body.type === 'FAST_ORDER') errors.push(FAST_LINK_SPLIT_ERROR);
    if (form.bankSlip || form.pix || !form.creditCard) errors.push(CARD_ONLY_ERROR);
    const price = form.valueCents === null ? null : discountedCents(form.valueCents, form.creditCardDiscount);
    // A kept split is checked for its amounts only: a sub-seller deactivated since then does not lock the link.
    await checkedSplit(db, caller, shares, price, cardInstallments, errors, splitChanged);
  }
  return {
    cardInstallments,
    cardType,
    cardTax,
    scheduledDate,
    metadata: metadata.map((m) => ({ key: m.key.trim(), value: m.value })),
    bankSlipInstallments,
    pixInstallments,
    split,
  };
}
