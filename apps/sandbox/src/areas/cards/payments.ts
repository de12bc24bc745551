import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { INVOICE_MESSAGES, invoicePixExpiresAt } from '@balcao/domain/cards';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import { buildPixBrCode } from '@balcao/domain/pix';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError } from '../../errors';
import { balances } from '../ledger/balances';
import { post } from '../ledger/post';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { pixQrDataUrl } from '../shared/pix-qr';
import { requireCards } from './access';
import { maskedPan } from './model';

type Schemas = banking.components['schemas'];
type Payment = Schemas['CardInvoicePayment'];

/** The sandbox issuer's own Pix key (a random key) and name, that invoice BR Codes pay to. */
export const ISSUER_PIX_KEY = '0b6f1c52-9d3e-4a7b-8c21-5e4f3a2b1c16';
const ISSUER_NAME = 'Balcao Cartoes';

interface PaymentRow {
  id: string;
  method: Payment['paymentMethod'];
  status: 'PENDING' | 'PAID';
  amount_cents: string;
  invoice_ids: string[];
  emv: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  paid_at: Date | string | null;
}

const PAYMENT_COLUMNS =
  'id, method, status, amount_cents::text, invoice_ids::text[] AS invoice_ids, emv, created_at, expires_at, paid_at';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toPayment(row: PaymentRow, now: Date): Payment {
  const expired = row.status === 'PENDING' && row.expires_at !== null && new Date(row.expires_at) <= now;
  return {
    id: row.id,
    paymentMethod: row.method,
    status: expired ? 'EXPIRED' : row.status,
    amount: centsToReais(Number(row.amount_cents)),
    cardInvoiceIds: row.invoice_ids,
    emv: row.emv,
    qrCode: row.emv ? pixQrDataUrl(row.emv) : null,
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at),
    paidAt: iso(row.paid_at),
  };
}

/** Invoices inside a Pix payment still payable (not paid, not expired) wait for it. */
const IN_LIVE_PIX = `EXISTS (SELECT 1 FROM card_invoice_payments p WHERE p.status = 'PENDING' AND p.expires_at > $2
  AND i.id = ANY(p.invoice_ids))`;

async function checkingAvailableCents(db: Db, sellerId: number, now: Date): Promise<number> {
  return (await balances(db, sellerId, businessToday(now), ['CHECKING'])).CHECKING.availableCents;
}

/** The payment drawer's list: CLOSED or OVERDUE, unpaid, outside a live Pix; and the checking balance. */
export async function listPayableCardInvoices(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<Schemas['PayableCardInvoices']> {
  await requireCards(db, clock, caller);
  const now = clock.now();
  const rows = await db.query<{
    id: string;
    final_digits: string | null;
    card_name: string;
    total: string;
    status: 'CLOSED' | 'OVERDUE';
    year_month: string;
    due_date: string;
  }>(
    `SELECT i.id, c.final_digits, c.card_name, i.total_cents::text AS total, i.status, i.year_month, i.due_date::text
       FROM card_invoices i JOIN cards c ON c.id = i.card_id
      WHERE i.seller_id = $1 AND i.status IN ('CLOSED', 'OVERDUE') AND i.total_cents > 0 AND NOT ${IN_LIVE_PIX}
      ORDER BY i.year_month, c.card_name, i.id`,
    [caller.sellerId, now.toISOString()],
  );
  return {
    content: rows.map((r) => ({
      cardInvoiceId: r.id,
      maskedPan: maskedPan(r.final_digits),
      cardName: r.card_name,
      totalAmount: centsToReais(Number(r.total)),
      invoiceStatus: r.status,
      yearMonth: r.year_month,
      dueDate: r.due_date,
    })),
    accountBalance: centsToReais(await checkingAvailableCents(db, caller.sellerId, now)),
  };
}

export async function getPendingCardInvoicePayment(
  db: Db,
  clock: Clock,
  caller: Caller,
): Promise<Schemas['PendingCardInvoicePayment']> {
  await requireCards(db, clock, caller);
  const now = clock.now();
  const [row] = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM card_invoice_payments
      WHERE seller_id = $1 AND status = 'PENDING' AND expires_at > $2 ORDER BY created_at DESC LIMIT 1`,
    [caller.sellerId, now.toISOString()],
  );
  return { payment: row ? toPayment(row, now) : null };
}

export async function getCardInvoicePayment(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
): Promise<Payment> {
  await requireCards(db, clock, caller);
  const [row] = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM card_invoice_payments WHERE id::text = $1 AND seller_id = $2`,
    [id, caller.sellerId],
  );
  if (!row) throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'Pagamento não encontrado.');
  return toPayment(row, clock.now());
}

/** Marks the invoices paid and moves the money onto the card credit, in the caller's transaction. */
export async function settleCardInvoicePayment(
  db: Db,
  sellerId: number,
  paymentId: string,
  amountCents: number,
  from: 'CHECKING' | 'EXTERNAL',
  at: Date,
) {
  await post(db, {
    sellerId,
    kind: 'CARD_INVOICE',
    effectiveDate: businessToday(at),
    createdAt: at,
    reference: { type: 'CARD_INVOICE', id: paymentId },
    idempotencyKey: `card-invoice-payment:${paymentId}`,
    description:
      from === 'CHECKING' ? 'Pagamento de fatura do cartão' : 'Pagamento de fatura do cartão por Pix',
    operation: 'FATURA_CARTAO',
    postings: [
      { account: from, amountCents: -amountCents },
      { account: 'CARD_CREDIT', amountCents },
    ],
  });
  await db.query(
    `UPDATE card_invoices SET status = 'PAID', paid_at = $2, payment_id = $1
      WHERE id = ANY(SELECT unnest(invoice_ids) FROM card_invoice_payments WHERE id = $1)`,
    [paymentId, at.toISOString()],
  );
  await db.query(`UPDATE card_invoice_payments SET status = 'PAID', paid_at = $2 WHERE id = $1`, [
    paymentId,
    at.toISOString(),
  ]);
}

/**
 * 'Pagar': only the seller's CLOSED or OVERDUE invoices, unpaid and not in another live Pix (locked, so
 * two payments cannot take the same invoice). From the checking account the ledger moves now (CHECKING →
 * CARD_CREDIT) and the invoices are PAID; by Pix a BR Code valid 24 hours waits for `payCardInvoicePix`.
 */
export async function generateCardInvoicePayment(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['generateCardInvoicePayment']>,
): Promise<Payment> {
  await requireCards(db, clock, caller);
  const now = clock.now();
  const ids = [...new Set(body.cardInvoiceIds)];
  const rows = await db.query<{ id: string; status: string; total: string; live_pix: boolean }>(
    `SELECT i.id, i.status, i.total_cents::text AS total, ${IN_LIVE_PIX} AS live_pix
       FROM card_invoices i WHERE i.seller_id = $1 AND i.id::text = ANY($3::text[]) ORDER BY i.id FOR UPDATE`,
    [caller.sellerId, now.toISOString(), ids],
  );
  if (rows.length !== ids.length) throw new HttpError(404, 'INVOICE_NOT_FOUND', INVOICE_MESSAGES.noInvoice);
  if (rows.some((r) => r.status !== 'CLOSED' && r.status !== 'OVERDUE'))
    throw new HttpError(
      409,
      'INVOICE_NOT_PAYABLE',
      'Só faturas fechadas ou vencidas, ainda não pagas, podem ser pagas.',
    );
  if (rows.some((r) => r.live_pix))
    throw new HttpError(409, 'PAYMENT_PENDING', 'Já existe um pagamento Pix pendente para esta fatura.');
  const amountCents = rows.reduce((sum, r) => sum + Number(r.total), 0);
  if (amountCents <= 0) throw badRequest('As faturas escolhidas não têm valor a pagar.', 'NOTHING_TO_PAY');
  const id = randomUUID();
  const pix = body.paymentMethod === 'PIX';
  if (!pix && amountCents > (await checkingAvailableCents(db, caller.sellerId, now)))
    throw badRequest(INVOICE_MESSAGES.balanceNotEnough, 'INSUFFICIENT_BALANCE');
  const emv = pix
    ? buildPixBrCode({
        key: ISSUER_PIX_KEY,
        merchantName: ISSUER_NAME,
        merchantCity: 'Sao Paulo',
        amountCents,
        txid: `FAT${id.replaceAll('-', '').slice(0, 22)}`,
      })
    : null;
  await db.query(
    `INSERT INTO card_invoice_payments (id, seller_id, method, status, amount_cents, invoice_ids, emv, created_at, created_by, expires_at)
     VALUES ($1, $2, $3, 'PENDING', $4, $5::uuid[], $6, $7, $8, $9)`,
    [
      id,
      caller.sellerId,
      body.paymentMethod,
      amountCents,
      rows.map((r) => r.id),
      emv,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
      pix ? invoicePixExpiresAt(now).toISOString() : null,
    ],
  );
  if (!pix) await settleCardInvoicePayment(db, caller.sellerId, id, amountCents, 'CHECKING', now);
  const [row] = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM card_invoice_payments WHERE id = $1`,
    [id],
  );
  return toPayment(row!, now);
}

/**
 * The simulator pays an invoice BR Code (`POST /_sandbox/pix/pay`): a live one settles its invoices with
 * money from outside (EXTERNAL → CARD_CREDIT); paid already, 409; past its 24 hours, 409; unknown, 404.
 */
export async function payCardInvoicePix(db: Db, clock: Clock, emv: string): Promise<Payment> {
  const now = clock.now();
  const [row] = await db.query<PaymentRow & { seller_id: number }>(
    `SELECT ${PAYMENT_COLUMNS}, seller_id FROM card_invoice_payments WHERE emv = $1 FOR UPDATE`,
    [emv],
  );
  if (!row) throw new HttpError(404, 'PIX_NOT_FOUND', 'BR Code desconhecido.');
  if (row.status === 'PAID') throw new HttpError(409, 'PIX_ALREADY_PAID', 'Este BR Code já foi pago.');
  if (row.expires_at !== null && new Date(row.expires_at) <= now)
    throw new HttpError(409, 'PIX_EXPIRED', 'Este BR Code expirou.');
  await settleCardInvoicePayment(db, row.seller_id, row.id, Number(row.amount_cents), 'EXTERNAL', now);
  const [paid] = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM card_invoice_payments WHERE id = $1`,
    [row.id],
  );
  return toPayment(paid!, now);
}
