import type { payment } from '@balcao/client';
import { centsToReais, reaisToCentsExact } from '@balcao/domain/money';
import {
  SPLIT_ABOVE_AVAILABLE_MESSAGE,
  simulateInstallments,
  splitPreview,
} from '@balcao/domain/payment-links';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, forbidden } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { refuseDisabledLinks } from './links';
import { type LinkSettings, linkSettings } from './settings';

/** GET /payment-links/installments-payment: both ways of bearing the card fee, 1x to the maximum. */
export async function simulateLinkInstallments(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: QueryWithDefaults<payment.operations['simulatePaymentLinkInstallments'], 'maxInstallments'>,
) {
  await refuseDisabledLinks(db, clock, caller);
  const simulation = simulateInstallments(reaisToCentsExact(query.amount), query.maxInstallments);
  return {
    installmentsToBuyer: simulation.installmentsToBuyer.map((i) => ({
      installments: i.installments,
      installmentValue: centsToReais(i.installmentCents),
      totalAmount: centsToReais(i.totalCents),
    })),
    installmentsToSeller: simulation.installmentsToSeller.map((i) => ({
      installments: i.installments,
      receivedAmount: centsToReais(i.receivedCents),
      totalAmount: centsToReais(i.totalCents),
    })),
  };
}

export const SPLIT_FEATURE = 'view_split_subseller_payment_link';

export type SplitPreviewRequest = payment.components['schemas']['SplitPreviewRequest'];

/** POST /payment-links/split-preview: what each sub-seller takes of the link and what is left. */
export async function previewLinkSplit(db: Db, clock: Clock, caller: Caller, body: SplitPreviewRequest) {
  await refuseDisabledLinks(db, clock, caller);
  if (!(await featureToggles(db, clock, caller)).includes(SPLIT_FEATURE)) throw forbidden();
  const ids = [...new Set(body.subSellers.map((s) => s.idSubSeller))];
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM sub_sellers
      WHERE seller_id = $1 AND id = ANY($2::int[]) AND is_active AND split_status = 'ACTIVE'`,
    [caller.sellerId, ids],
  );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const unknown = ids.filter((id) => !names.has(id));
  if (unknown.length) throw badRequest(`Sub-vendedor não encontrado: ${unknown.join(', ')}.`);
  const shares = body.subSellers.map((s) => ({
    paymentType: s.paymentType,
    paymentValue: reaisToCentsExact(s.paymentValue),
  }));
  if (shares.some((s) => s.paymentType === 'PERCENTAGE' && s.paymentValue > 10000))
    throw badRequest('Percentual do sub-vendedor: no máximo 100.');
  const valueCents = reaisToCentsExact(body.value);
  const preview = splitPreview(valueCents, shares, body.installments ?? 1);
  return {
    subSellerPaymentResponse: body.subSellers.map((s, i) => ({
      idSubSeller: s.idSubSeller,
      name: names.get(s.idSubSeller)!,
      paymentType: s.paymentType,
      paymentValue: s.paymentValue,
      amountOnPaymentLink: centsToReais(preview.amounts[i]!),
    })),
    amountForSubSellers: centsToReais(preview.amountForSubSellers),
    tax: centsToReais(preview.feeCents),
    availableAmount: centsToReais(preview.availableCents),
    exceedsAvailable: preview.exceedsAvailable,
    message: preview.exceedsAvailable ? SPLIT_ABOVE_AVAILABLE_MESSAGE : null,
  };
}

/** GET /payment-links/settings: the installments the seller's link forms offer. */
export async function getPaymentLinkSettings(db: Db, clock: Clock, caller: Caller): Promise<LinkSettings> {
  await refuseDisabledLinks(db, clock, caller);
  return linkSettings(db, caller.sellerId, await featureToggles(db, clock, caller));
}
