import { randomUUID } from 'node:crypto';
import type { banking } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { post } from '../ledger/post';
import { unpaidCents } from './access';
import { type CardRow, TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from './model';
import { cardProgramOf, DEFAULT_DUE_DAY, invoicePeriod, invoicePeriodFor, nextYearMonth } from './program';

type CardTransaction = banking.components['schemas']['CardTransaction'];
type DeclineReason = NonNullable<CardTransaction['declineReason']>;

const STATUS_DECLINES: Partial<Record<CardRow['status'], DeclineReason>> = {
  PENDING: 'CARD_PENDING',
  BLOCKED: 'CARD_BLOCKED',
  CANCELLED: 'CARD_CANCELLED',
};

/**
 * The issuer authorises a purchase (the simulator's `/_sandbox/cards/{id}/purchases` and the seed): a card
 * that is not ACTIVE is declined; a LIMIT_BALANCE card within its own limit and the global limit, a
 * FREE_BALANCE card within the global limit (the seller's credit line, not the checking balance: a credit
 * card spends credit). The seller's card program row is locked first, so two purchases at once see each
 * other. An approval goes onto the card's invoice of the period and takes the money from CARD_CREDIT
 * (paid out to the merchant, EXTERNAL) in the same transaction; a decline is kept in the statement.
 */
export async function authorisePurchase(
  db: Db,
  clock: Clock,
  card: Pick<CardRow, 'id' | 'status' | 'limit_cents'> & { seller_id: number },
  purchase: { amountCents: number; description: string; at?: Date },
): Promise<CardTransaction> {
  const program = await cardProgramOf(db, card.seller_id, true);
  const at = purchase.at ?? clock.now();
  const id = randomUUID();
  let decline: DeclineReason | null = STATUS_DECLINES[card.status] ?? null;
  if (!decline) {
    const spent = await unpaidCents(db, card.seller_id);
    const [own] = await db.query<{ total: string }>(
      `SELECT coalesce(sum(total_cents), 0)::text AS total FROM card_invoices WHERE card_id = $1 AND status <> 'PAID'`,
      [card.id],
    );
    const overGlobal = spent + purchase.amountCents > program.globalLimitCents;
    const overOwn =
      card.limit_cents !== null && Number(own?.total ?? 0) + purchase.amountCents > Number(card.limit_cents);
    if (overGlobal || overOwn) decline = 'INSUFFICIENT_LIMIT';
  }
  let invoiceId: string | null = null;
  if (!decline) {
    const dueDay = program.dueDay ?? DEFAULT_DUE_DAY;
    let period = invoicePeriodFor(businessToday(at), dueDay, program.closingDays);
    // A month another card's invoice already closed is over for every card (after a due day change its
    // dates may still look open): the purchase goes to the next month.
    const [closed] = await db.query<{ last: string | null }>(
      `SELECT max(year_month) AS last FROM card_invoices WHERE seller_id = $1 AND status <> 'OPEN'`,
      [card.seller_id],
    );
    while (closed?.last && period.yearMonth <= closed.last)
      period = invoicePeriod(nextYearMonth(period.yearMonth), dueDay, program.closingDays);
    const [invoice] = await db.query<{ id: string }>(
      `INSERT INTO card_invoices (id, seller_id, card_id, year_month, status, total_cents, end_date, due_date)
       VALUES ($1, $2, $3, $4, 'OPEN', $5, $6, $7)
       ON CONFLICT (card_id, year_month) DO UPDATE SET total_cents = card_invoices.total_cents + excluded.total_cents
       RETURNING id`,
      [
        randomUUID(),
        card.seller_id,
        card.id,
        period.yearMonth,
        purchase.amountCents,
        period.endDate,
        period.dueDate,
      ],
    );
    invoiceId = invoice!.id;
    // The cycle sweep answers when it is next due; a new invoice may close before that.
    await wakeJob(db, JOB_KINDS.cardInvoiceCycle, startOfBusinessDay(addDays(period.endDate, 1)));
    await post(db, {
      sellerId: card.seller_id,
      kind: 'CARD_INVOICE',
      effectiveDate: businessToday(at),
      createdAt: at,
      reference: { type: 'CARD_INVOICE', id: invoiceId },
      idempotencyKey: `card-purchase:${id}`,
      description: `Compra no cartão: ${purchase.description}`.slice(0, 200),
      operation: 'CARTAO_CREDITO',
      postings: [
        { account: 'CARD_CREDIT', amountCents: -purchase.amountCents },
        { account: 'EXTERNAL', amountCents: purchase.amountCents },
      ],
    });
  }
  await db.query(
    `INSERT INTO card_transactions (id, seller_id, card_id, invoice_id, transaction_at, description, amount_cents, status, decline_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      card.seller_id,
      card.id,
      invoiceId,
      at.toISOString(),
      purchase.description,
      purchase.amountCents,
      decline ? 'DECLINED' : 'APPROVED',
      decline,
    ],
  );
  const [row] = await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM card_transactions t WHERE t.id = $1`,
    [id],
  );
  return toTransaction(row!);
}
