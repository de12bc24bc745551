import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents, reais } from '../../db/money';
import { badRequest, notFound } from '../../errors';
import { chargeLedgerLines } from '../ledger/charge-movements';
import type { Caller } from '../shared/caller';
import { pixQrDataUrl } from '../shared/pix-qr';
import { amountDue } from './late-amount';
import { type ChargeOrigin, type ChargeRow, chargeColumns, isoOf } from './model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's charge, or 404 (another seller's charge answers as one that does not exist). With
 * `lock`, the row stays locked until the transaction ends, so two refunds or a refund and a payment
 * of the same charge run one after the other.
 */
export async function loadCharge(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ChargeRow> {
  if (!UUID.test(id)) throw notFound('Cobrança não encontrada.');
  const [row] = await db.query<ChargeRow>(
    `SELECT ${chargeColumns('$3')} FROM charges c WHERE c.id = $1 AND c.seller_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, caller.sellerId, businessToday(clock.now())],
  );
  if (!row) throw notFound('Cobrança não encontrada.');
  return row;
}

/** Value minus the refunds that did not fail: what can still be refunded. */
export async function availableCents(db: Db, charge: ChargeRow): Promise<number> {
  const [row] = await db.query<{ refunded: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS refunded FROM charge_refunds
      WHERE charge_id = $1 AND status <> 'FAILED'`,
    [charge.id],
  );
  return cents(charge.amount_cents) - cents(row?.refunded ?? 0);
}

interface DetailRow extends ChargeRow {
  seller_document: string | null;
  checkout_subdomain: string | null;
  refunded: string;
  attempts: {
    id: string;
    status: 'PAID' | 'FAILED' | 'PROCESSING';
    amount_cents: string;
    expiration_date: string;
    error_at: string | null;
    error_response: string | null;
    created_at: string;
  }[];
  refunds: { id: string; amount_cents: string; status: string; channel: string; created_at: string }[];
  events: { description: string; user_email: string | null; created_at: string }[];
}

/**
 * GET /charges/{id}: everything the detail page shows but the split, receivables and invoices, in one
 * statement (one round trip and one plan instead of six; the lists come as JSON, in their order).
 */
export async function getCharge(db: Db, clock: Clock, caller: Caller, id: string) {
  if (!UUID.test(id)) throw notFound('Cobrança não encontrada.');
  const [row] = await db.query<DetailRow>(
    `SELECT ${chargeColumns('$3')}, s.document AS seller_document, s.checkout_subdomain,
       (SELECT coalesce(sum(r.amount_cents), 0)::text FROM charge_refunds r
         WHERE r.charge_id = c.id AND r.status <> 'FAILED') AS refunded,
       (SELECT coalesce(json_agg(json_build_object('id', a.id, 'status', a.status,
                 'amount_cents', a.amount_cents::text, 'expiration_date', a.expiration_date::text,
                 'error_at', a.error_at, 'error_response', a.error_response, 'created_at', a.created_at)
                 ORDER BY a.created_at, a.id), '[]'::json)
          FROM charge_attempts a WHERE a.charge_id = c.id) AS attempts,
       (SELECT coalesce(json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents::text,
                 'status', r.status, 'channel', r.channel, 'created_at', r.created_at)
                 ORDER BY r.created_at, r.id), '[]'::json)
          FROM charge_refunds r WHERE r.charge_id = c.id) AS refunds,
       (SELECT coalesce(json_agg(json_build_object('description', e.description, 'user_email', e.user_email,
                 'created_at', e.created_at) ORDER BY e.id), '[]'::json)
          FROM charge_events e WHERE e.charge_id = c.id) AS events
       FROM charges c LEFT JOIN sellers s ON s.id = c.seller_id
      WHERE c.id = $1 AND c.seller_id = $2`,
    [id, caller.sellerId, businessToday(clock.now())],
  );
  if (!row) throw notFound('Cobrança não encontrada.');
  const { attempts, refunds, events } = row;
  const seller = { document: row.seller_document, checkout_subdomain: row.checkout_subdomain };
  const available = cents(row.amount_cents) - cents(row.refunded);
  return {
    uuid: row.id,
    title: row.title,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerDocument: row.customer_document,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    countryCode: row.country_code,
    status: row.status,
    paymentMethod: row.payment_method,
    installments: row.installments,
    expirationDate: row.expiration_date,
    paidDate: row.paid_date,
    value: reais(row.amount_cents),
    // An open boleto shows the fine and interest it would cost today (a second copy's, up to its new
    // due date at least); once paid, what it did cost.
    interestAmount: reais(
      row.status === 'LATE' || row.status === 'SCHEDULED' ? lateExtraCents(row, clock) : row.interest_cents,
    ),
    origin: row.origin as ChargeOrigin,
    paymentLink: row.payment_link_id,
    subscriptionId: row.subscription_id,
    physicalSale: row.physical_sale,
    anticipated: row.anticipated,
    chargebackDeadline: row.chargeback_deadline,
    checkoutSubdomain: seller?.checkout_subdomain ?? null,
    cnpjSeller: seller?.document ?? '',
    boleto: row.boleto_barcode
      ? { barcode: row.boleto_barcode, linhaDigitavel: row.boleto_line ?? '' }
      : null,
    pix: row.pix_br_code ? { brCode: row.pix_br_code, qrCode: pixQrDataUrl(row.pix_br_code) } : null,
    cardResponse: row.card_last4
      ? {
          last4digits: row.card_last4,
          brand: row.card_brand ?? '',
          cardHolderName: row.card_holder_name ?? '',
        }
      : null,
    chargesTries: attempts.map((a) => ({
      uuid: a.id,
      status: a.status,
      expirationDate: a.expiration_date,
      createdAt: isoOf(a.created_at),
      value: reais(a.amount_cents),
      errorTimestamp: a.error_at ? isoOf(a.error_at) : null,
      errorTransactionalResponse: a.error_response,
    })),
    refunds: refunds.map((r) => ({
      uuid: r.id,
      amount: reais(r.amount_cents),
      status: r.status as 'PROCESSING' | 'REFUNDED' | 'FAILED',
      channel: r.channel as 'ONLINE' | 'POS' | 'CHARGEBACK_REQUEST',
      createdAt: isoOf(r.created_at),
    })),
    availableRefundAmount: reais(available),
    history: events.map((e) => ({
      description: e.description,
      userEmail: e.user_email,
      createdAt: isoOf(e.created_at),
    })),
  };
}

/** GET /charges/{id}/split: the sub-sellers' shares of the charge. */
export async function getChargeSplit(db: Db, clock: Clock, caller: Caller, id: string) {
  await loadCharge(db, clock, caller, id);
  const rows = await db.query<{
    id: string;
    execution_date: string;
    sub_seller_name: string;
    provider_type: string;
    amount_cents: string;
  }>(
    `SELECT id, execution_date::text AS execution_date, sub_seller_name, provider_type, amount_cents::text
       FROM charge_splits WHERE charge_id = $1 ORDER BY execution_date, id`,
    [id],
  );
  // A paid charge of a split link keeps the seller's part too (payment-links/split.ts).
  const [charge] = await db.query<{ split_seller_cents: string | null }>(
    'SELECT split_seller_cents::text AS split_seller_cents FROM charges WHERE id = $1',
    [id],
  );
  return {
    data: rows.map((r) => ({
      idSplit: r.id,
      executionDate: r.execution_date,
      subSellerName: r.sub_seller_name,
      providerType: r.provider_type,
      amount: reais(r.amount_cents),
    })),
    sellerAmount: charge?.split_seller_cents == null ? null : reais(charge.split_seller_cents),
  };
}

/**
 * GET /redeems/statement/charge/{id}: the charge's entries on the seller's acquiring account (each credit
 * net of its fee, each refund and chargeback), read from the ledger; SELLER_FINANCES only.
 */
export async function getChargeStatement(db: Db, clock: Clock, caller: Caller, id: string) {
  await loadCharge(db, clock, caller, id);
  const lines = await chargeLedgerLines(db, caller.sellerId, id);
  return {
    data: lines.map((l) => ({
      uuid: l.entryId,
      // A charge's entries are sales and reversals only, which the ledger types as these three.
      statementType: l.statementType as 'CREDIT' | 'CREDIT_ANTICIPATED' | 'CREDIT_REVERSAL',
      amount: reais(l.amountCents),
      executionDate: l.executionDate,
      description: l.description,
      creditOperation: l.creditOperation,
    })),
  };
}

export const sameCharge = (id: string, uuidCharge: string) => {
  if (id !== uuidCharge) throw badRequest('uuidCharge deve ser o id da cobrança.');
};

function lateExtraCents(row: ChargeRow, clock: Clock): number {
  const due = amountDue(row, businessToday(clock.now()));
  return due.fineCents + due.interestCents;
}
