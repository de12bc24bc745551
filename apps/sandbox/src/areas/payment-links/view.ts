import { centsToReais } from '@balcao/domain/money';
import { discountedCents, splitShareCents } from '@balcao/domain/payment-links';
import { cents, reais } from '../../db/money';
import type { CustomInstallments, Discount, PaymentLinkRow } from './model';

/** A link as the API answers it (§3), from its row. */
/** Where a link is paid: one-off links on the payment host, fast links on the checkout host (§2). */
export function publicLinkUrl(origin: string, link: { id: string; type: string }): string {
  const base = origin.replace(/\/$/, '');
  return link.type === 'FAST_ORDER'
    ? `${base}/checkout/payment-link/${link.id}`
    : `${base}/payment-link/${link.id}`;
}

export const discountOf = (percent: number | null): Discount =>
  percent === null || percent === 0 ? null : { amount: percent, type: 'PERCENT' };

export function paymentLinkView(row: PaymentLinkRow, origin: string) {
  return {
    uuid: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    value: reais(row.value_cents),
    installments: row.installments,
    bankSlipDescription: row.bank_slip_description,
    uuidSellerClient: row.customer_id,
    sellerClient: row.customer_name,
    allowedPaymentMethods: {
      creditCardMethod:
        row.credit_card_discount === null
          ? null
          : { type: row.credit_card_type ?? 'EARLY', discount: discountOf(row.credit_card_discount) },
      bankSlipMethod:
        row.bank_slip_discount === null ? null : { discount: discountOf(row.bank_slip_discount) },
      pixMethod: row.pix_discount === null ? null : { discount: discountOf(row.pix_discount) },
    },
    creditCardTax: row.credit_card_discount === null ? null : row.credit_card_tax,
    expirationDate: row.expiration_date,
    timer: row.timer ? row.timer.toISOString() : null,
    maxPaidUses: row.max_paid_uses,
    paidUses: row.paid_uses,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    url: publicLinkUrl(origin, row),
    paymentSubscription:
      row.plan_id === null
        ? null
        : {
            idPlan: row.plan_id,
            planTitle: row.plan_title ?? '',
            valuePerMonth: reais(row.value_per_month_cents ?? '0'),
            type: row.periodicity ?? 'MONTHLY',
            additionalValue: row.additional_value_cents === null ? null : reais(row.additional_value_cents),
            additionalTitle: row.additional_title,
            additionalInstallments: row.additional_installments,
          },
    scheduledDate: row.scheduled_date,
    metadata: row.metadata,
    customInstallmentsValues: customInstallmentsOf(row),
    subSellerResponse: splitLines(row),
  };
}

/** Each accepted method's installments (§3 customInstallmentsValues). */
export function customInstallmentsOf(row: PaymentLinkRow): CustomInstallments[] {
  return [
    row.credit_card_discount === null
      ? null
      : { paymentMethod: 'CREDIT_CARD' as const, installments: row.installments },
    row.bank_slip_discount === null
      ? null
      : { paymentMethod: 'BANK_SLIP' as const, installments: row.bank_slip_installments },
    row.pix_discount === null ? null : { paymentMethod: 'PIX' as const, installments: row.pix_installments },
  ].filter((line) => line !== null);
}

/** The split with each sub-seller's part of the card price (§3 subSellerResponse). */
function splitLines(row: PaymentLinkRow) {
  const price = discountedCents(cents(row.value_cents), row.credit_card_discount ?? 0);
  return row.split.map((share) => ({
    idSubSeller: share.idSubSeller,
    name: share.name,
    paymentType: share.paymentType,
    paymentValue: centsToReais(share.paymentValue),
    amountOnPaymentLink: centsToReais(splitShareCents(price, share)),
  }));
}
