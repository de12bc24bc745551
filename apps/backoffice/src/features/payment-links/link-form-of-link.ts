import { businessToday } from '@balcao/domain/dates';
import { reaisToCents } from '@balcao/domain/money';
import { LINK_INSTALLMENTS } from '@balcao/domain/payment-links';
import type { PaymentLink, PaymentLinkRequest } from './api';
import type { OrderLinkForm } from './link-form-state';
import { splitLinesOf } from './split-form-state';

/** A saved link as the one-off form holds it, and the body that duplicates a link (§4). */
const withoutPlanTitle = ({
  planTitle: _shown,
  ...sold
}: NonNullable<PaymentLink['paymentSubscription']>): NonNullable<PaymentLinkRequest['paymentSubscription']> =>
  sold;

/** The link's wall time in Brasília, 'yyyy-MM-ddTHH:mm', from the instant the API answers. */
export function wallTime(instant: string): string {
  const at = new Date(new Date(instant).getTime() - 3 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

/** A saved discount as the form's typed text, '' for none. */
export const discountTextOf = (d: { amount: number } | null | undefined) => (d ? String(d.amount) : '');

export function formOfLink(link: PaymentLink): OrderLinkForm {
  const methods = link.allowedPaymentMethods;
  return {
    customerId: link.uuidSellerClient ?? '',
    title: link.title,
    description: link.description ?? '',
    bankSlipDescription: link.bankSlipDescription ?? '',
    valueCents: reaisToCents(link.value),
    creditCard: Boolean(methods.creditCardMethod),
    bankSlip: Boolean(methods.bankSlipMethod),
    pix: Boolean(methods.pixMethod),
    installments: methods.creditCardMethod ? link.installments : LINK_INSTALLMENTS.CREDIT_CARD.default,
    cardReceipt: methods.creditCardMethod?.type === 'RECURRENT' ? 'RECURRENT' : 'EARLY',
    cardFeePayer: link.creditCardTax ?? 'EARLY_SELLER',
    creditCardDiscount: discountTextOf(methods.creditCardMethod?.discount),
    bankSlipDiscount: discountTextOf(methods.bankSlipMethod?.discount),
    pixDiscount: discountTextOf(methods.pixMethod?.discount),
    expires: link.timer !== null,
    timer: link.timer ? wallTime(link.timer) : null,
    maxPaidUses: link.maxPaidUses === null ? '' : String(link.maxPaidUses),
    dueDate: link.expirationDate ?? '',
    // §4 shows the saved scheduled date one day off on edit; here it is the day as saved (docs/decisions/2026-11-25-links-pontuais-split-cobranca-agendada-metadados-e-parcelas.md).
    scheduled: Boolean(link.scheduledDate),
    scheduledDate: link.scheduledDate ?? '',
    metadata: link.metadata ?? [],
    bankSlipInstallments: installmentsOf(link, 'BANK_SLIP'),
    pixInstallments: installmentsOf(link, 'PIX'),
    splitOn: Boolean(link.subSellerResponse?.length),
    split: splitLinesOf(link),
  };
}

const installmentsOf = (link: PaymentLink, method: 'BANK_SLIP' | 'PIX') =>
  link.customInstallmentsValues?.find((c) => c.paymentMethod === method)?.installments ?? 1;

/**
 * §4: duplicating copies everything except the customer, which is blank. An expiry already past is
 * dropped, or the copy could never be created. A subscription link keeps what it sells (the plan's
 * title is only shown, never sent).
 */
export function duplicateRequest(link: PaymentLink, now: Date): PaymentLinkRequest {
  const stillAhead = link.timer !== null && Date.parse(link.timer) > now.getTime();
  const sold = link.paymentSubscription;
  return {
    ...(sold ? { paymentSubscription: withoutPlanTitle(sold) } : {}),
    type: link.type,
    uuidSellerClient: null,
    bankSlipDescription: link.bankSlipDescription,
    paymentOrder: {
      title: link.title,
      description: link.description,
      installments: link.installments,
      value: link.value,
      expirationDate: link.expirationDate,
      timer: stillAhead ? link.timer : null,
      ...(link.customInstallmentsValues ? { customInstallmentsValues: link.customInstallmentsValues } : {}),
    },
    allowedPaymentMethods: link.allowedPaymentMethods,
    ...(link.creditCardTax ? { creditCardTax: link.creditCardTax } : {}),
    maxPaidUses: link.maxPaidUses,
    // A scheduled day already past is dropped, like the expiry; the split and metadata travel only when set.
    scheduledDate: link.scheduledDate && link.scheduledDate >= businessToday(now) ? link.scheduledDate : null,
    ...(link.metadata?.length ? { metadata: link.metadata } : {}),
    ...(link.subSellerResponse?.length
      ? {
          subSellerPaymentRequest: link.subSellerResponse.map(
            ({ idSubSeller, paymentType, paymentValue }) => ({
              idSubSeller,
              paymentType,
              paymentValue,
            }),
          ),
        }
      : {}),
  };
}
