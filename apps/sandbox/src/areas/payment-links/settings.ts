import type { payment } from '@balcao/client';
import { LINK_INSTALLMENTS } from '@balcao/domain/payment-links';
import type { Db } from '../../db/db';

/** The card goes up to 12x; a seller with the above-12x setting (a white label, §4) up to 21x. */
export const CARD_MAX_INSTALLMENTS = 12;

export type LinkSettings = payment.components['schemas']['PaymentLinkSettings'];

/**
 * The seller's card installment settings (the documents hard-code one seller id for each: a 6x default,
 * and a white label above 12x that forces the buyer to bear the fee); here they live on the seller.
 */
/** §6 view_seller_full_installments: the user sells the card up to 21x, as the white-label setting does. */
export const FULL_INSTALLMENTS_FEATURE = 'view_seller_full_installments';

export async function linkSettings(
  db: Db,
  sellerId: number,
  features: readonly string[],
): Promise<LinkSettings> {
  const [row] = await db.query<{
    card_installments_default: number;
    card_installments_above_twelve: boolean;
  }>('SELECT card_installments_default, card_installments_above_twelve FROM sellers WHERE id = $1', [
    sellerId,
  ]);
  return {
    cardInstallmentsDefault: row?.card_installments_default ?? LINK_INSTALLMENTS.CREDIT_CARD.default,
    maxCardInstallments:
      row?.card_installments_above_twelve || features.includes(FULL_INSTALLMENTS_FEATURE)
        ? LINK_INSTALLMENTS.CREDIT_CARD.max
        : CARD_MAX_INSTALLMENTS,
    bankSlipMaxInstallments: LINK_INSTALLMENTS.BOLETO.max,
    pixMaxInstallments: LINK_INSTALLMENTS.PIX.max,
  };
}
