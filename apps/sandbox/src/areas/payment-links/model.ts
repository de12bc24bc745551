import type { payment } from '@balcao/client';
import { AmountPrecisionError, reaisToCentsExact } from '@balcao/domain/money';
import {
  type CardFeePayer,
  cardTotalCents,
  discountedCents,
  type PaymentLinkFormInput,
} from '@balcao/domain/payment-links';
import type { Periodicity } from '@balcao/domain/subscriptions';
import { cents } from '../../db/money';
import type { StoredSplit } from '../charges/division';
import type { PaymentMethod } from '../charges/model';
import { SPLIT_COLUMN_SQL } from './split';

type Schemas = payment.components['schemas'];
export type LinkMetadata = Schemas['PaymentLinkMetadata'];
export type CustomInstallments = Schemas['PaymentLinkCustomInstallments'];

/** The feature that takes payment links away from an account (§2). */
export const LINKS_DISABLED_FEATURE = 'disable_paymentlink';
/** Bank slip and Pix charges born from a link fall due this many days after the purchase. */
export const LINK_CHARGE_DUE_DAYS = 3;
export const CHARGE_CREATED_EVENT = 'Cobrança criada pelo link de pagamento';
export const LINK_CLOSED_MESSAGE = 'Este link de pagamento não está mais disponível.';
export const LINK_EXPIRED_MESSAGE = 'Este link de pagamento expirou.';
/** Beyond the documents: a link whose limit of paid sales is reached says so, not that it was deleted. */
export const LINK_SOLD_OUT_MESSAGE =
  'Este link de pagamento atingiu o limite de vendas e não aceita mais pagamentos.';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const LINK_NOT_FOUND = 'Link de pagamento não encontrado.';

export type Discount = Schemas['PaymentLinkDiscount'] | null;
export type PaymentLinkMethods = Schemas['PaymentLinkMethods'];
export type CardType = NonNullable<NonNullable<PaymentLinkMethods['creditCardMethod']>['type']>;
export type PaymentLinkCreateRequest = Schemas['PaymentLinkCreateRequest'];
/** The subscription a SUBSCRIPTION link sells; the period's value is paymentOrder.value. */
export type PaymentLinkSubscription = Schemas['PaymentLinkSubscription'];

export interface PaymentLinkRow {
  id: string;
  seller_id: number;
  type: 'ORDER' | 'SUBSCRIPTION' | 'FAST_ORDER';
  title: string;
  description: string | null;
  bank_slip_description: string | null;
  value_cents: string;
  installments: number;
  credit_card_type: CardType | null;
  /** Who pays a one-off link's card fees (EARLY_BUYER, EARLY_SELLER, EARLY_MIXED); null elsewhere. */
  credit_card_tax: CardFeePayer | null;
  credit_card_discount: number | null;
  bank_slip_discount: number | null;
  pix_discount: number | null;
  customer_id: string | null;
  customer_name: string | null;
  expiration_date: string | null;
  timer: Date | null;
  max_paid_uses: number | null;
  paid_uses: number;
  active: boolean;
  created_at: Date;
  seller_document: string;
  seller_name: string;
  plan_id: number | null;
  plan_title: string | null;
  periodicity: Periodicity | null;
  value_per_month_cents: string | null;
  additional_value_cents: string | null;
  additional_title: string | null;
  additional_installments: number | null;
  scheduled_date: string | null;
  metadata: LinkMetadata[];
  bank_slip_installments: number;
  pix_installments: number;
  split: StoredSplit[];
}

export const LINK_COLUMNS_SQL = `l.id, l.seller_id, l.type, l.title, l.description, l.bank_slip_description,
       l.value_cents::text AS value_cents, l.installments, l.credit_card_type, l.credit_card_tax, l.credit_card_discount,
       l.bank_slip_discount, l.pix_discount, l.customer_id, cu.name AS customer_name,
       l.expiration_date::text AS expiration_date, l.timer, l.max_paid_uses, l.active, l.created_at,
       (SELECT count(*)::int FROM charges ch WHERE ch.payment_link_id = l.id::text AND ch.paid_at IS NOT NULL)
         AS paid_uses,
       se.document AS seller_document, coalesce(se.fantasy_name, se.company_name) AS seller_name,
       l.plan_id, pl.title AS plan_title, l.periodicity, l.value_per_month_cents::text AS value_per_month_cents,
       l.additional_value_cents::text AS additional_value_cents, l.additional_title, l.additional_installments,
       l.scheduled_date::text AS scheduled_date, l.metadata, l.bank_slip_installments, l.pix_installments,
       ${SPLIT_COLUMN_SQL}`;
export const LINK_FROM = `payment_links l
  JOIN sellers se ON se.id = l.seller_id
  LEFT JOIN customers cu ON cu.id = l.customer_id
  LEFT JOIN plans pl ON pl.id = l.plan_id`;
export const LINK_SELECT = `SELECT ${LINK_COLUMNS_SQL} FROM ${LINK_FROM}`;

/** The expiry as sent: an instant, or a Brasília wall time without offset (§4: sent without -03:00). */
export function parseTimer(timer: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.test(timer) ? timer : `${timer}-03:00`;
}

export const FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  bankSlipDescription: 'Descrição do boleto',
  valueCents: 'Valor',
  installments: 'Parcelas',
  creditCard: 'Métodos de pagamento',
  creditCardDiscount: 'Desconto no cartão',
  bankSlipDiscount: 'Desconto no boleto',
  pixDiscount: 'Desconto no Pix',
  timer: 'Expiração',
  maxPaidUses: 'Limite de usos',
};

/** The request as the form holds it, so the domain schema checks both the same way. */
export function linkForm(body: PaymentLinkCreateRequest): PaymentLinkFormInput {
  const methods = body.allowedPaymentMethods;
  const order = body.paymentOrder;
  let valueCents: number | null;
  try {
    valueCents = reaisToCentsExact(order.value);
  } catch (error) {
    if (error instanceof AmountPrecisionError) throw error;
    valueCents = -1;
  }
  const timer = order.timer ? parseTimer(order.timer) : '';
  return {
    title: order.title,
    description: order.description ?? '',
    bankSlipDescription: body.bankSlipDescription ?? '',
    valueCents,
    installments: order.installments ?? 1,
    creditCard: Boolean(methods.creditCardMethod),
    bankSlip: Boolean(methods.bankSlipMethod),
    pix: Boolean(methods.pixMethod),
    creditCardDiscount: methods.creditCardMethod?.discount?.amount ?? 0,
    bankSlipDiscount: methods.bankSlipMethod?.discount?.amount ?? 0,
    pixDiscount: methods.pixMethod?.discount?.amount ?? 0,
    timer: timer && Number.isFinite(Date.parse(timer)) ? new Date(timer).toISOString() : timer,
    maxPaidUses: body.maxPaidUses ?? null,
  };
}

/** The methods the link accepts, each with its whole-percent discount. */
export function linkMethods(link: PaymentLinkRow): { method: PaymentMethod; discount: number }[] {
  const methods: { method: PaymentMethod; discount: number }[] = [];
  if (link.pix_discount !== null) methods.push({ method: 'PIX', discount: link.pix_discount });
  if (link.bank_slip_discount !== null) methods.push({ method: 'BOLETO', discount: link.bank_slip_discount });
  if (link.credit_card_discount !== null)
    methods.push({ method: 'CREDIT_CARD', discount: link.credit_card_discount });
  return methods;
}

/**
 * What the buyer pays with a method: the value less the method's discount; on a link whose card fee the
 * buyer bears (EARLY_BUYER: a fast link's choice, or a one-off link above 12x), the card total that
 * leaves the seller the whole value in the link's installments, as the installment simulation shows it.
 */
/** Who pays the card fees: a fast link says it in its card type, a one-off link in creditCardTax. */
export const cardFeePayer = (link: PaymentLinkRow): CardFeePayer =>
  link.type === 'FAST_ORDER'
    ? link.credit_card_type === 'EARLY_BUYER'
      ? 'EARLY_BUYER'
      : 'EARLY_SELLER'
    : (link.credit_card_tax ?? 'EARLY_SELLER');

export function linkPriceCents(link: PaymentLinkRow, method: PaymentMethod, discount: number): number {
  const net = discountedCents(cents(link.value_cents), discount);
  if (method !== 'CREDIT_CARD') return net;
  return cardTotalCents(net, link.installments, cardFeePayer(link));
}

export interface PurchaseInput {
  /** The form's one-time token: a second submit with it finds the first one's charge. */
  token: string;
  name: string;
  document: string;
  email: string;
  phone: string;
  method: string;
  cardNumber?: string;
  cardHolder?: string;
}
