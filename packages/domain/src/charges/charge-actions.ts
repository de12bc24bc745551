import { hasFeature } from '../access/features';
import { type ApiDate, addDays } from '../dates/dates';
import { reaisToCents } from '../money/money';
import type { ChargeStatus, PaymentMethod } from './charges';

/** What the action rules read of a charge; both the app's Charge and the sandbox's row map onto it. */
export interface ChargeActionSubject {
  status: ChargeStatus;
  paymentMethod: PaymentMethod;
  /** 'Venda Física' (POS): refunded through the card machine. */
  physicalSale: boolean;
  anticipated: boolean;
}

/** §8: a charge that cannot be refunded (the gateway's error code and the detail page's tooltip). */
export const NOT_REFUNDABLE = 'Não é possível estornar essa transação';

/** The full detail page or the simpler one of /cobrancas-agendadas/{id} (§4: SCHEDULED and LATE only). */
export type ChargeView = 'full' | 'simple';

/** §4: a charge waiting for its money may be deleted, marked as paid and opened at its checkout. */
const OPEN_STATUSES: Readonly<Record<ChargeView, readonly ChargeStatus[]>> = {
  full: ['SCHEDULED', 'LATE', 'FAILED'],
  simple: ['SCHEDULED', 'LATE'],
};

function isOpenCharge(status: ChargeStatus, view: ChargeView = 'full'): boolean {
  return OPEN_STATUSES[view].includes(status);
}

export type DeleteAvailability = 'hidden' | 'disabled' | 'enabled';

/** §4: other statuses do not offer delete; an active anticipation disables it. */
export function deleteAvailability(
  charge: ChargeActionSubject,
  view: ChargeView = 'full',
): DeleteAvailability {
  if (!isOpenCharge(charge.status, view)) return 'hidden';
  return charge.anticipated ? 'disabled' : 'enabled';
}

/**
 * Issue 28: an open boleto without an anticipation may get a new due date ('Prorrogar'); a late one also
 * its second copy due today ('Segunda via'). The sandbox refuses the rest with 409 (reschedule.ts).
 */
export function rescheduleActions(charge: ChargeActionSubject): { extend: boolean; secondCopy: boolean } {
  const open = charge.paymentMethod === 'BOLETO' && !charge.anticipated;
  return {
    extend: open && (charge.status === 'SCHEDULED' || charge.status === 'LATE'),
    secondCopy: open && charge.status === 'LATE',
  };
}

/** Statuses where 'Alterar para paga' is never offered (DISPUTE and CHARGEBACK: the sandbox refuses them). */
const NOT_PAYABLE: readonly ChargeStatus[] = ['PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK'];

/** The 'Alterar para paga' block: hidden on CANCELED, 'Sim' once paid, the button when it may be changed. */
export type ManualPayAvailability = 'hidden' | 'paid' | 'offered' | 'unavailable';

export function manualPayAvailability(
  charge: ChargeActionSubject,
  view: ChargeView = 'full',
): ManualPayAvailability {
  if (charge.status === 'CANCELED') return 'hidden';
  if (charge.status === 'PAID' || charge.status === 'PAID_MANUALLY') return 'paid';
  if (NOT_PAYABLE.includes(charge.status) || charge.anticipated) return 'unavailable';
  if (view === 'simple' && !isOpenCharge(charge.status, view)) return 'unavailable';
  return 'offered';
}

/**
 * Whether the Pix copia e cola, its QR and the linha digitável are shown: only while the charge can still
 * be paid, as the checkout link (SCHEDULED, LATE, FAILED; the simpler view SCHEDULED and LATE). A paid,
 * refunded or cancelled charge showing them invites a second payment.
 */
export function showsPaymentCodes(status: ChargeStatus, view: ChargeView = 'full'): boolean {
  return isOpenCharge(status, view);
}

/** §2 and §4: boleto and Pix charges still waiting for payment can be opened at their public checkout. */
export function offersCheckoutLink(charge: ChargeActionSubject, view: ChargeView = 'full'): boolean {
  return charge.paymentMethod !== 'CREDIT_CARD' && isOpenCharge(charge.status, view);
}

/** §2: {checkout host}/{subdomain}/boleto|pix/{chargeId}, without the subdomain when there is none. */
export function checkoutLinkUrl(
  checkoutHost: string,
  subdomain: string | null | undefined,
  paymentMethod: 'BOLETO' | 'PIX',
  chargeId: string,
): string {
  const host = checkoutHost.replace(/\/+$/, '');
  const kind = paymentMethod === 'BOLETO' ? 'boleto' : 'pix';
  const parts = [host, subdomain ? encodeURIComponent(subdomain) : null, kind, encodeURIComponent(chargeId)];
  return parts.filter((part): part is string => Boolean(part)).join('/');
}

/**
 * Which refund a charge offers (§4, §6): none with view_disable_refund; a 'Venda Física' card charge
 * refunds at the POS (view_seller_refund_pos); other card or Pix charges take the refund flow with
 * view_seller_refund, and without it card charges fall back to the older chargeback request.
 */
export type RefundFlow = 'none' | 'refund' | 'chargeback' | 'pos';

export function refundFlow(
  charge: Pick<ChargeActionSubject, 'paymentMethod' | 'physicalSale'>,
  features: readonly string[],
): RefundFlow {
  if (hasFeature(features, 'view_disable_refund')) return 'none';
  if (charge.paymentMethod === 'BOLETO') return 'none';
  const card = charge.paymentMethod === 'CREDIT_CARD';
  if (card && charge.physicalSale) return hasFeature(features, 'view_seller_refund_pos') ? 'pos' : 'none';
  if (hasFeature(features, 'view_seller_refund')) return 'refund';
  return card ? 'chargeback' : 'none';
}

/** The refund action is shown on PAID charges whose flow is not 'none'; eligibility then enables it. */
export function offeredRefundFlow(charge: ChargeActionSubject, features: readonly string[]): RefundFlow {
  return charge.status === 'PAID' ? refundFlow(charge, features) : 'none';
}

/** §4: a REFUND charge offers its cancellation letter; it opens this long after the answer. */
export const offersCancellationLetter = (status: ChargeStatus) => status === 'REFUND';
export const CANCELLATION_LETTER_OPEN_DELAY_MS = 100;

/** §4: a DISPUTE charge shows 'Saiba mais' with the dispute's data and instructions. */
export const showsDisputeInfo = (status: ChargeStatus) => status === 'DISPUTE';

/** §4 and §9: the chargeback is contested within 5 calendar days of the request. */
const CHARGEBACK_CONTEST_DAYS = 5;

export function chargebackContestDeadline(requestDay: ApiDate): ApiDate {
  return addDays(requestDay, CHARGEBACK_CONTEST_DAYS);
}

/** The project's anti-fraud mailbox (the documents name none). */
export const ANTIFRAUD_EMAIL = 'antifraude@balcao.dev';

/** The line before the list, in the dispute dialog and in the chargeback e-mail. */
export const CHARGEBACK_DOCUMENTS_HEADING =
  'Documentos aceitos (envie os que tiver; nem todos são obrigatórios):';

/** §4: eight kinds of evidence for the contest; the seller sends those it has, not all are required. */
export const CHARGEBACK_DOCUMENTS = [
  'Nota fiscal da venda',
  'Comprovante de entrega assinado ou código de rastreio',
  'Comprovante da prestação do serviço',
  'Documento de identidade do titular do cartão',
  'Comprovante de endereço do comprador',
  'Conversas com o comprador (e-mail, WhatsApp ou chat)',
  'Contrato ou termo de aceite assinado pelo comprador',
  'Registro da compra (IP, data e hora do pedido)',
] as const;

/**
 * What the charge's refunds gave back, in cents: the detail page's 'Estornado' (issue 25). Only settled
 * ones count: a POS refund still processing or a failed one has not moved money.
 */
export function refundedCents(refunds: readonly { amount: number; status: string }[]): number {
  return refunds.reduce((sum, r) => (r.status === 'REFUNDED' ? sum + reaisToCents(r.amount) : sum), 0);
}
