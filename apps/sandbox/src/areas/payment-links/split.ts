import type { payment } from '@balcao/client';
import { hasAnyRole } from '@balcao/domain/access';
import { reaisToCentsExact } from '@balcao/domain/money';
import {
  LINK_SPLIT_FEATURE,
  LINK_SPLIT_MESSAGES,
  type LinkSplitShare,
  linkSplitErrors,
} from '@balcao/domain/payment-links';
import type { Db } from '../../db/db';
import { forbidden } from '../../errors';
import type { Caller } from '../shared/caller';

type SplitShareWire = payment.components['schemas']['PaymentLinkSplitShare'];

/** §6: the payment-link split needs SELLER_ADMIN (or the provider's staff) besides the links' roles. */
export const SPLIT_ROLES = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE'] as const;

export function maySplit(caller: Caller, features: readonly string[]): boolean {
  return features.includes(LINK_SPLIT_FEATURE) && hasAnyRole(caller.roles, SPLIT_ROLES);
}

/** The wire's reais or percent with two decimals, as the rows keep them (hundredths). */
export function shareOf(wire: SplitShareWire): LinkSplitShare {
  const paymentValue = reaisToCentsExact(wire.paymentValue);
  return { idSubSeller: wire.idSubSeller, paymentType: wire.paymentType, paymentValue };
}

/**
 * The link's split checked: each sub-seller one of the seller's, active and with its bank account
 * validated by the provider (splitStatus ACTIVE, the only one that can receive), and the domain's rules
 * on the card price (`cardPriceCents`) with the card's installments. Messages are pushed onto `errors`;
 * `checkSubSellers` false checks only the amounts (a split kept as it was).
 */
export async function checkedSplit(
  db: Db,
  caller: Caller,
  shares: readonly LinkSplitShare[],
  cardPriceCents: number | null,
  installments: number,
  errors: string[],
  checkSubSellers = true,
): Promise<void> {
  if (!shares.length) return;
  if (checkSubSellers) await checkSubSellersOf(db, caller, shares, errors);
  if (installments > 12) errors.push('Split: com split, o cartão vai até 12x.');
  errors.push(...linkSplitErrors(cardPriceCents ?? 0, shares, installments).map((m) => `Split: ${m}`));
}

async function checkSubSellersOf(
  db: Db,
  caller: Caller,
  shares: readonly LinkSplitShare[],
  errors: string[],
) {
  const ids = [...new Set(shares.map((s) => s.idSubSeller))];
  const rows = await db.query<{ id: number; is_active: boolean; split_status: string }>(
    'SELECT id, is_active, split_status FROM sub_sellers WHERE seller_id = $1 AND id = ANY($2::int[])',
    [caller.sellerId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) errors.push(`Split: sub-vendedor não encontrado: ${unknown.join(', ')}.`);
  const inactive = ids.filter((id) => {
    const row = byId.get(id);
    return row && (!row.is_active || row.split_status !== 'ACTIVE');
  });
  if (inactive.length)
    errors.push(`Split: sub-vendedor inativo ou com a conta ainda não validada: ${inactive.join(', ')}.`);
}

/** Refuses a change of split (or metadata) by a caller without the right to it. */
export function requireSplitRight(allowed: boolean, changing: boolean): void {
  if (changing && !allowed) throw forbidden();
}

export const CARD_ONLY_ERROR = `Métodos de pagamento: ${LINK_SPLIT_MESSAGES.cardOnly}`;

/** Replaces the link's split rows with `shares`, in their order. */
export async function saveSplit(db: Db, linkId: string, shares: readonly LinkSplitShare[]): Promise<void> {
  await db.query('DELETE FROM payment_link_splits WHERE payment_link_id = $1', [linkId]);
  for (const [position, share] of shares.entries())
    await db.query(
      `INSERT INTO payment_link_splits (payment_link_id, position, sub_seller_id, payment_type, payment_value)
       VALUES ($1, $2, $3, $4, $5)`,
      [linkId, position, share.idSubSeller, share.paymentType, share.paymentValue],
    );
}

/** The split as LINK_SELECT reads it (a JSON list in the row), in the order it was saved. */
export const SPLIT_COLUMN_SQL = `(SELECT coalesce(json_agg(json_build_object('idSubSeller', ps.sub_seller_id,
    'name', ss.name, 'paymentType', ps.payment_type, 'paymentValue', ps.payment_value) ORDER BY ps.position),
    '[]'::json) FROM payment_link_splits ps JOIN sub_sellers ss ON ss.id = ps.sub_seller_id
    WHERE ps.payment_link_id = l.id) AS split`;
