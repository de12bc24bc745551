import type { banking } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';

type Card = banking.components['schemas']['Card'];
type CardTransaction = banking.components['schemas']['CardTransaction'];

export interface CardRow {
  id: string;
  card_name: string;
  type: Card['type'];
  limit_cents: string | null;
  status: Card['cardStatus'];
  final_digits: string | null;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  /** What the card spent and was not paid yet (open, closed and overdue invoices). */
  unpaid_cents: string;
}

/** The columns of `toCard`, with the card's unpaid spending, for `FROM cards c`. */
export const CARD_COLUMNS = `c.id, c.card_name, c.type, c.limit_cents::text, c.status, c.final_digits, c.created_at,
  c.cancelled_at, (SELECT coalesce(sum(i.total_cents), 0) FROM card_invoices i
    WHERE i.card_id = c.id AND i.status <> 'PAID')::text AS unpaid_cents`;

export const maskedPan = (finalDigits: string | null) =>
  finalDigits ? `**** **** **** ${finalDigits}` : null;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A card as the contract shows it, never its number or CVV. `globalAvailableCents` is what the seller's
 * credit line still has: no card can spend past it, whatever its own limit.
 */
export function toCard(row: CardRow, globalAvailableCents: number): Card {
  const unpaid = Number(row.unpaid_cents);
  const own = row.limit_cents === null ? null : Number(row.limit_cents);
  const available =
    row.status === 'CANCELLED'
      ? 0
      : Math.max(0, Math.min(globalAvailableCents, own === null ? globalAvailableCents : own - unpaid));
  return {
    id: row.id,
    cardId: row.id,
    cardName: row.card_name,
    type: row.type,
    limitValue: own === null ? null : centsToReais(own),
    cardStatus: row.status,
    panMasked: maskedPan(row.final_digits),
    finalDigits: row.final_digits,
    brand: 'MASTERCARD',
    invoiceValue: centsToReais(unpaid),
    availableLimit: centsToReais(available),
    createdAt: iso(row.created_at),
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
  };
}

export interface TransactionRow {
  id: string;
  card_id: string;
  transaction_at: Date | string;
  description: string;
  amount_cents: string;
  status: CardTransaction['status'];
  decline_reason: CardTransaction['declineReason'];
  year_month: string | null;
}

export const TRANSACTION_COLUMNS = `t.id, t.card_id, t.transaction_at, t.description, t.amount_cents::text, t.status,
  t.decline_reason, (SELECT i.year_month FROM card_invoices i WHERE i.id = t.invoice_id) AS year_month`;

export function toTransaction(row: TransactionRow): CardTransaction {
  const amount = centsToReais(Number(row.amount_cents));
  return {
    id: row.id,
    cardId: row.card_id,
    transactionDate: iso(row.transaction_at),
    description: row.description,
    amount,
    billingAmount: amount,
    status: row.status,
    approved: row.status === 'APPROVED',
    declineReason: row.decline_reason,
    yearMonth: row.year_month,
  };
}
