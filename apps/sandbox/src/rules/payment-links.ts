import { randomUUID } from 'node:crypto';
import {
  AmountPrecisionError,
  addDays,
  businessToday,
  customerDocumentOf,
  customerFormErrors,
  customerIdentificationSchema,
  discountedCents,
  hasFeature,
  type PaymentLinkFormInput,
  paymentLinkFormErrors,
  paymentLinkOpen,
  reaisToCentsExact,
  routeByPath,
  seededRandom,
} from '@balcao/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { badRequest, forbidden, HttpError, notFound, ValidationErrors } from '../http/errors';
import { type Caller, requireRole } from './caller';
import { authorizeTestCard } from './charges-cards';
import { insertCharges, type NewCharge } from './charges-create';
import { insertStatementLines, paymentCredits, recordChargeEvent } from './charges-ledger';
import { cents, type PaymentMethod, reais } from './charges-model';
import { createCustomer } from './customers';
import { featureToggles } from './sellers';

/** §6: the roles of /seja-pago open the link calls too (SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_PAYMENT_LINK). */
export const PAYMENT_LINK_ROLES = routeByPath('/seja-pago').roles;
/** The feature that takes payment links away from an account (§2). */
export const LINKS_DISABLED_FEATURE = 'disable_paymentlink';
/** Bank slip and Pix charges born from a link fall due this many days after the purchase. */
export const LINK_CHARGE_DUE_DAYS = 3;
export const CHARGE_CREATED_EVENT = 'Cobrança criada pelo link de pagamento';
export const LINK_CLOSED_MESSAGE = 'Este link de pagamento não está mais disponível.';
export const LINK_EXPIRED_MESSAGE = 'Este link de pagamento expirou.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_NOT_FOUND = 'Link de pagamento não encontrado.';

type Discount = { amount: number; type: 'PERCENT' } | null;
type CardType = 'EARLY' | 'RECURRENT' | 'EARLY_BUYER' | 'EARLY_SELLER' | 'EARLY_MIXED';

export interface PaymentLinkMethods {
  creditCardMethod?: { type?: CardType; discount?: Discount } | null;
  bankSlipMethod?: { discount?: Discount } | null;
  pixMethod?: { discount?: Discount } | null;
}

export interface PaymentLinkCreateRequest {
  type: 'ORDER' | 'SUBSCRIPTION' | 'FAST_ORDER';
  uuidSellerClient?: string | null;
  bankSlipDescription?: string | null;
  paymentOrder: {
    title: string;
    description?: string | null;
    installments?: number;
    value: number;
    expirationDate?: string | null;
    timer?: string | null;
  };
  allowedPaymentMethods: PaymentLinkMethods;
}

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
  credit_card_discount: number | null;
  bank_slip_discount: number | null;
  pix_discount: number | null;
  customer_id: string | null;
  customer_name: string | null;
  expiration_date: string | null;
  timer: Date | null;
  active: boolean;
  created_at: Date;
  seller_document: string;
  seller_name: string;
}

const LINK_SELECT = `SELECT l.id, l.seller_id, l.type, l.title, l.description, l.bank_slip_description,
       l.value_cents::text AS value_cents, l.installments, l.credit_card_type, l.credit_card_discount,
       l.bank_slip_discount, l.pix_discount, l.customer_id, cu.name AS customer_name,
       l.expiration_date::text AS expiration_date, l.timer, l.active, l.created_at,
       se.document AS seller_document, coalesce(se.fantasy_name, se.company_name) AS seller_name
  FROM payment_links l
  JOIN sellers se ON se.id = l.seller_id
  LEFT JOIN customers cu ON cu.id = l.customer_id`;

/** Where a link is paid: one-off links on the payment host, fast links on the checkout host (§2). */
export function publicLinkUrl(origin: string, link: { id: string; type: string }): string {
  const base = origin.replace(/\/$/, '');
  return link.type === 'FAST_ORDER'
    ? `${base}/checkout/payment-link/${link.id}`
    : `${base}/payment-link/${link.id}`;
}

const discountOf = (percent: number | null): Discount =>
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
    expirationDate: row.expiration_date,
    timer: row.timer ? row.timer.toISOString() : null,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    url: publicLinkUrl(origin, row),
  };
}

/** 403 for the wrong role, and for an account (or user) with `disable_paymentlink`. */
async function requireLinks(db: Db, clock: Clock, caller: Caller): Promise<void> {
  requireRole(caller, PAYMENT_LINK_ROLES);
  if (hasFeature(await featureToggles(db, clock, caller), LINKS_DISABLED_FEATURE)) throw forbidden();
}

/** The expiry as sent: an instant, or a Brasília wall time without offset (§4: sent without -03:00). */
export function parseTimer(timer: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.test(timer) ? timer : `${timer}-03:00`;
}

const FIELD_LABELS: Record<string, string> = {
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
  };
}

async function loadOwnLink(db: Db, caller: Caller, id: string, lock = false): Promise<PaymentLinkRow> {
  if (!UUID.test(id)) throw notFound(LINK_NOT_FOUND);
  const [row] = await db.query<PaymentLinkRow>(
    `${LINK_SELECT} WHERE l.id = $1 AND l.seller_id = $2${lock ? ' FOR UPDATE OF l' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** POST /payment-links: a one-off or fast link; SUBSCRIPTION links are not created by the sandbox yet. */
export async function createPaymentLink(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: PaymentLinkCreateRequest,
  origin: string,
) {
  await requireLinks(db, clock, caller);
  if (body.type === 'SUBSCRIPTION')
    throw badRequest('Links de assinatura ainda não são criados pelo sandbox.', 'NOT_YET');
  const now = clock.now();
  const form = linkForm(body);
  const errors = Object.entries(paymentLinkFormErrors(form, now)).map(
    ([field, message]) => `${FIELD_LABELS[field] ?? field}: ${message}`,
  );
  if (body.type === 'FAST_ORDER' && (form.bankSlip || form.pix))
    errors.push('Métodos de pagamento: o link rápido aceita só cartão de crédito.');
  if (errors.length) throw new ValidationErrors(errors);
  let customerId: string | null = null;
  if (body.uuidSellerClient) {
    const [customer] = await db.query<{ id: string }>(
      'SELECT id FROM customers WHERE id = $1 AND seller_id = $2',
      [body.uuidSellerClient, caller.sellerId],
    );
    if (!customer) throw badRequest('Cliente: cliente não encontrado.');
    customerId = customer.id;
  }
  const id = randomUUID();
  const at = now.toISOString();
  const order = body.paymentOrder;
  await db.query(
    `INSERT INTO payment_links (id, seller_id, type, title, description, bank_slip_description, value_cents,
       installments, credit_card_type, credit_card_discount, bank_slip_discount, pix_discount, customer_id,
       expiration_date, timer, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, $16, $16)`,
    [
      id,
      caller.sellerId,
      body.type,
      form.title.trim(),
      order.description?.trim() || null,
      body.bankSlipDescription?.trim() || null,
      form.valueCents,
      form.installments,
      form.creditCard ? (body.allowedPaymentMethods.creditCardMethod?.type ?? 'EARLY') : null,
      form.creditCard ? form.creditCardDiscount : null,
      form.bankSlip ? form.bankSlipDiscount : null,
      form.pix ? form.pixDiscount : null,
      customerId,
      order.expirationDate ?? null,
      form.timer || null,
      at,
    ],
  );
  return paymentLinkView(await loadOwnLink(db, caller, id), origin);
}

/** GET /payment-links/{id}: another seller's link is a 404. */
export async function getPaymentLink(db: Db, clock: Clock, caller: Caller, id: string, origin: string) {
  await requireLinks(db, clock, caller);
  return paymentLinkView(await loadOwnLink(db, caller, id), origin);
}

/** DELETE /payment-links/{id}: the link stops selling; its charges stay. Again is a no-op. */
export async function deactivatePaymentLink(db: Db, clock: Clock, caller: Caller, id: string): Promise<null> {
  await requireLinks(db, clock, caller);
  await loadOwnLink(db, caller, id, true);
  await db.query('UPDATE payment_links SET active = false, updated_at = $2 WHERE id = $1 AND active', [
    id,
    clock.now().toISOString(),
  ]);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The public side: the buyer on /payment-link/{uuid}.

/** The link as the public page reads it, or null for an unknown id. */
export async function readPublicLink(db: Db, id: string): Promise<PaymentLinkRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<PaymentLinkRow>(`${LINK_SELECT} WHERE l.id = $1`, [id]);
  return row ?? null;
}

/** Why the link does not sell now (deactivated or expired), or null while it sells. */
export function linkClosedReason(link: PaymentLinkRow, now: Date): string | null {
  if (!link.active) return LINK_CLOSED_MESSAGE;
  const timer = link.timer ? link.timer.toISOString() : null;
  return paymentLinkOpen({ active: true, timer }, now) ? null : LINK_EXPIRED_MESSAGE;
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

export type PurchaseResult =
  | { kind: 'closed'; message: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'charge'; chargeId: string; method: PaymentMethod; status: string; message: string | null };

/**
 * A buyer pays a link: the buyer becomes (or is found as) a customer of the seller, and one charge is
 * issued through the same insert as the seed and the subscriptions: boleto and Pix SCHEDULED, due the
 * link's date or in 3 days; a card is authorised at once by the test cards (PAID, or FAILED with its
 * attempt). The link row is locked, so a double submit of the same token waits and then finds the charge.
 */
export async function purchaseFromLink(
  db: Db,
  clock: Clock,
  linkId: string,
  input: PurchaseInput,
): Promise<PurchaseResult | null> {
  return db.transaction(async (tx) => {
    if (!UUID.test(linkId)) return null;
    const [locked] = await tx.query<{ id: string }>('SELECT id FROM payment_links WHERE id = $1 FOR UPDATE', [
      linkId,
    ]);
    if (!locked) return null;
    const link = (await readPublicLink(tx, linkId))!;
    if (UUID.test(input.token)) {
      const [prior] = await tx.query<{ charge_id: string; payment_method: PaymentMethod; status: string }>(
        `SELECT p.charge_id, c.payment_method, c.status FROM payment_link_purchases p
           JOIN charges c ON c.id = p.charge_id WHERE p.token = $1 AND p.payment_link_id = $2`,
        [input.token, linkId],
      );
      if (prior)
        return {
          kind: 'charge',
          chargeId: prior.charge_id,
          method: prior.payment_method,
          status: prior.status,
          message: null,
        };
    }
    const now = clock.now();
    const closed = linkClosedReason(link, now);
    if (closed) return { kind: 'closed', message: closed };
    const errors = buyerErrors(link, input);
    if (Object.keys(errors).length) return { kind: 'invalid', errors };
    const method = input.method as PaymentMethod;
    let card: ReturnType<typeof authorizeTestCard> | null = null;
    if (method === 'CREDIT_CARD') {
      try {
        card = authorizeTestCard(input.cardNumber ?? '');
      } catch (error) {
        if (error instanceof HttpError) return { kind: 'invalid', errors: { cardNumber: error.message } };
        throw error;
      }
    }
    const customer = await buyerCustomer(tx, clock, link, input);
    const discount = linkMethods(link).find((m) => m.method === method)!.discount;
    const amountCents = discountedCents(cents(link.value_cents), discount);
    const today = businessToday(now);
    const dueDate =
      method === 'CREDIT_CARD'
        ? today
        : link.expiration_date && link.expiration_date >= today
          ? link.expiration_date
          : addDays(today, LINK_CHARGE_DUE_DAYS);
    const at = now.toISOString();
    const approved = card?.approved === true;
    const charge: NewCharge = {
      id: randomUUID(),
      customerId: customer.id,
      customerName: customer.name,
      customerDocument: customer.document,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      title: link.title,
      method,
      status: card ? (approved ? 'PAID' : 'FAILED') : 'SCHEDULED',
      amountCents,
      installments: method === 'CREDIT_CARD' ? link.installments : 1,
      expirationDate: dueDate,
      paidDate: approved ? today : null,
      paidAt: approved ? at : null,
      origin: link.type === 'FAST_ORDER' ? 'FAST_LINK' : 'PAYMENT_LINK',
      paymentLinkId: link.id,
      subscriptionId: null,
      card: card
        ? {
            brand: card.brand,
            last4: card.last4,
            holder: (input.cardHolder?.trim() || customer.name).toUpperCase(),
          }
        : null,
      physicalSale: false,
      anticipated: false,
      chargebackDeadline: null,
      canceledAt: null,
      createdAt: at,
    };
    const seller = { id: link.seller_id, document: link.seller_document, name: link.seller_name };
    await insertCharges(tx, seller, [charge], seededRandom(Number.parseInt(charge.id.slice(0, 8), 16)));
    await recordChargeEvent(tx, charge.id, CHARGE_CREATED_EVENT, now, null);
    let message: string | null = null;
    if (card) {
      const declined = card.approved ? null : card;
      await tx.query(
        `INSERT INTO charge_attempts (id, charge_id, status, amount_cents, expiration_date, card_last4, error_at,
           error_response, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7)`,
        [
          randomUUID(),
          charge.id,
          declined ? 'FAILED' : 'PAID',
          amountCents,
          dueDate,
          card.last4,
          at,
          declined
            ? JSON.stringify({ errors: [{ codeReason: declined.code, message: declined.message }] })
            : null,
        ],
      );
      if (declined) {
        message = declined.message;
        await recordChargeEvent(tx, charge.id, `Pagamento recusado: ${declined.message}`, now, null);
      } else {
        await insertStatementLines(
          tx,
          paymentCredits({
            id: charge.id,
            sellerId: link.seller_id,
            method,
            amountCents,
            installments: charge.installments,
            paidDate: today,
            anticipated: false,
          }),
        );
        await recordChargeEvent(tx, charge.id, 'Pagamento com cartão aprovado', now, null);
      }
    }
    if (UUID.test(input.token))
      await tx.query(
        'INSERT INTO payment_link_purchases (token, payment_link_id, charge_id, created_at) VALUES ($1, $2, $3, $4)',
        [input.token, link.id, charge.id, at],
      );
    return { kind: 'charge', chargeId: charge.id, method, status: charge.status, message };
  });
}

/** The buyer's fields by the customer form's rules (§5 of customers), plus the method among the link's. */
function buyerErrors(link: PaymentLinkRow, input: PurchaseInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const identification = customerFormErrors(customerIdentificationSchema, {
    name: input.name,
    fantasyName: '',
    documentNation: 'BR',
    documentNumber: input.document,
    email: input.email,
    alternativeEmail: '',
    countryCode: '55',
    phone: input.phone,
  });
  for (const [field, message] of Object.entries(identification))
    errors[field === 'documentNumber' ? 'document' : field] = message;
  if (!linkMethods(link).some((m) => m.method === input.method))
    errors.method = 'Escolha uma forma de pagamento.';
  if (input.method === 'CREDIT_CARD' && !(input.cardNumber ?? '').trim())
    errors.cardNumber = 'Preenchimento obrigatório!';
  return errors;
}

interface Buyer {
  id: string;
  name: string;
  document: string;
  email: string;
  phone: string | null;
}

/** The seller's customer with the buyer's document, or a new one (address: the seller's, as 'use my address'). */
async function buyerCustomer(
  db: Db,
  clock: Clock,
  link: PaymentLinkRow,
  input: PurchaseInput,
): Promise<Buyer> {
  const document = customerDocumentOf('BR', input.document).documentNumber;
  const find = async () => {
    const [row] = await db.query<{ id: string; name: string; email: string; phone: string | null }>(
      `SELECT id, name, email, phone FROM customers
        WHERE seller_id = $1 AND document_nation = 'BR' AND document_number = $2`,
      [link.seller_id, document],
    );
    return row;
  };
  const existing = await find();
  if (existing) return { ...existing, document };
  // The seller creates the customer, as the page acts for it; no user is behind the purchase.
  const seller: Caller = {
    userId: 0,
    sellerId: link.seller_id,
    email: '',
    roles: ['SELLER_MASTER'],
    bankingRoles: [],
  };
  const created = await createCustomer(db, clock, seller, {
    name: input.name,
    document: { documentNumber: input.document, documentNation: 'BR' },
    email: input.email,
    countryCode: '55',
    phone: input.phone,
    useSellerAddress: true,
  });
  return {
    id: created.id,
    name: created.name,
    document: created.document.documentNumber,
    email: created.email,
    phone: created.phone,
  };
}
