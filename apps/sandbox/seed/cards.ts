import { randomUUID } from 'node:crypto';
import { type ApiDate, addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { cardDataKey, drawCardSecrets, sealCardSecrets } from '../src/areas/cards/card-data';
import { settleCardInvoicePayment } from '../src/areas/cards/payments';
import { CLOSING_DAYS_BEFORE_DUE, DEFAULT_DUE_DAY, nextYearMonth } from '../src/areas/cards/program';
import { authorisePurchase } from '../src/areas/cards/purchases';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

const MERCHANTS = [
  'Google Ads',
  'Meta Ads',
  'LATAM Airlines',
  'Uber',
  'Amazon Web Services',
  'Kalunga',
  'iFood',
  'Posto Shell',
  'Notion',
  'Hotel Ibis',
  'Mercado Livre',
  'Adobe',
];

interface SeedCard {
  name: string;
  type: 'FREE_BALANCE' | 'LIMIT_BALANCE';
  limitCents: number | null;
  /** Where it ends: the seed buys with it while ACTIVE, then moves it here. */
  finalStatus: 'ACTIVE' | 'BLOCKED' | 'CANCELLED' | 'PENDING';
  /** Days before today it stopped buying (blocked or cancelled then). */
  stoppedDaysAgo: number;
}

const CARDS: SeedCard[] = [
  {
    name: 'Marketing',
    type: 'LIMIT_BALANCE',
    limitCents: 800_000,
    finalStatus: 'ACTIVE',
    stoppedDaysAgo: -1,
  },
  { name: 'Viagens', type: 'FREE_BALANCE', limitCents: null, finalStatus: 'BLOCKED', stoppedDaysAgo: 8 },
  {
    name: 'Software',
    type: 'LIMIT_BALANCE',
    limitCents: 300_000,
    finalStatus: 'CANCELLED',
    stoppedDaysAgo: 20,
  },
  { name: 'Escritório', type: 'FREE_BALANCE', limitCents: null, finalStatus: 'PENDING', stoppedDaysAgo: 0 },
];

/**
 * The issuer closes the demo's invoices so many days before the due day that, whatever day the seed runs
 * on, one invoice is CLOSED today (closed three days ago, due in the future) and the purchases of the last two days are on the next, OPEN one: every invoice status can be
 * seen by signing in. The due day itself stays unchosen (12 applies), so 'Configurações' can set it once.
 */
function closingDaysFor(today: ApiDate): { closingDays: number; closedMonth: string } {
  let due = `${today.slice(0, 7)}-${String(DEFAULT_DUE_DAY).padStart(2, '0')}`;
  if (due <= today) due = `${nextYearMonth(today.slice(0, 7))}-${String(DEFAULT_DUE_DAY).padStart(2, '0')}`;
  const gap = Math.round((Date.parse(due) - Date.parse(today)) / 86_400_000);
  return { closingDays: Math.max(CLOSING_DAYS_BEFORE_DUE, gap + 3), closedMonth: due.slice(0, 7) };
}

/**
 * Four cards of the Loja Exemplo, one in each status and both types, with six months of purchases (a few
 * declined) and invoices in every status: paid months by Pix, last month's overdue on two cards, this
 * month's closed, the next one open.
 */
export async function seedCards(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const sellerId = accounts.sellers.demo;
  const now = clock.now();
  const today = businessToday(now);
  const { closingDays, closedMonth } = closingDaysFor(today);
  await db.query(
    `INSERT INTO card_programs (seller_id, global_limit_cents, closing_days) VALUES ($1, 5000000, $2)`,
    [sellerId, closingDays],
  );
  const key = await cardDataKey(db);
  const ids: string[] = [];
  for (const [index, card] of CARDS.entries()) {
    const id = randomUUID();
    ids.push(id);
    const createdAt = card.finalStatus === 'PENDING' ? addDays(today, -1) : addDays(today, -200 + index * 3);
    const secrets = drawCardSecrets(startOfBusinessDay(createdAt));
    await db.query(
      `INSERT INTO cards (id, seller_id, card_name, type, limit_cents, status, sensitive_data, final_digits, created_at)
       VALUES ($1, $2, $3, $4, $5, 'ACTIVE', $6, $7, $8)`,
      [
        id,
        sellerId,
        card.name,
        card.type,
        card.limitCents,
        sealCardSecrets(key, id, secrets),
        secrets.pan.slice(-4),
        startOfBusinessDay(createdAt).toISOString(),
      ],
    );
  }
  // Purchases every other day for six months, by a fixed sequence so each seed is the same; each month's
  // invoices paid by Pix two days before they fall due, but last month's only on Marketing (the other two
  // stay overdue), so the limits free up as they would have.
  const lastMonth = nextYearMonth(closedMonth, -1);
  let state = 16;
  const next = (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
  for (let daysAgo = 180; daysAgo >= 0; daysAgo--) {
    const day = addDays(today, -daysAgo);
    await payDueInvoices(db, sellerId, day, lastMonth);
    if (daysAgo % 2 === 1) continue;
    for (const [index, card] of CARDS.entries()) {
      if (card.finalStatus === 'PENDING' || daysAgo < card.stoppedDaysAgo || (next(3) === 0 && daysAgo > 2))
        continue;
      const at = new Date(startOfBusinessDay(day).getTime() + (9 + next(10)) * 3_600_000 + next(60) * 60_000);
      if (at > now) continue;
      await authorisePurchase(db, clock, seedCard(ids[index]!, sellerId, card, 'ACTIVE'), {
        amountCents: 1_500 + next(30_000),
        description: MERCHANTS[next(MERCHANTS.length)]!,
        at,
      });
    }
  }
  // Now the cards reach their final status, and the attempts after that are declined.
  for (const [index, card] of CARDS.entries()) {
    if (card.finalStatus === 'ACTIVE') continue;
    const stoppedAt = startOfBusinessDay(addDays(today, -card.stoppedDaysAgo));
    await db.query(
      `UPDATE cards SET status = $2, cancelled_at = $3, sensitive_data = CASE WHEN $2 = 'PENDING' THEN NULL ELSE sensitive_data END,
              final_digits = CASE WHEN $2 = 'PENDING' THEN NULL ELSE final_digits END WHERE id = $1`,
      [ids[index], card.finalStatus, card.finalStatus === 'CANCELLED' ? stoppedAt.toISOString() : null],
    );
    if (card.finalStatus === 'BLOCKED' || card.finalStatus === 'CANCELLED')
      await authorisePurchase(
        db,
        clock,
        {
          id: ids[index]!,
          seller_id: sellerId,
          status: card.finalStatus,
          limit_cents: card.limitCents === null ? null : String(card.limitCents),
        },
        { amountCents: 4_990, description: 'Netflix', at: new Date(stoppedAt.getTime() + 36 * 3_600_000) },
      );
  }
  // The cycle as the scheduler would have run it.
  await db.query(
    `UPDATE card_invoices SET status = 'CLOSED' WHERE seller_id = $1 AND status = 'OPEN' AND end_date < $2::date`,
    [sellerId, today],
  );
  await db.query(
    `UPDATE card_invoices SET status = 'OVERDUE' WHERE seller_id = $1 AND status = 'CLOSED' AND due_date < $2::date`,
    [sellerId, today],
  );
}

const seedCard = (id: string, sellerId: number, card: SeedCard, status: SeedCard['finalStatus']) => ({
  id,
  seller_id: sellerId,
  status,
  limit_cents: card.limitCents === null ? null : String(card.limitCents),
});

/** The month's invoices due in two days, paid by Pix on `day` (money from outside onto CARD_CREDIT). */
async function payDueInvoices(db: Db, sellerId: number, day: ApiDate, lastMonth: string): Promise<void> {
  const [month] = await db.query<{ ids: string[]; total: string }>(
    `SELECT array_agg(i.id::text ORDER BY i.id) AS ids, sum(i.total_cents)::text AS total
       FROM card_invoices i JOIN cards c ON c.id = i.card_id
      WHERE i.seller_id = $1 AND i.status <> 'PAID' AND i.due_date = $2::date
        AND (i.year_month < $3 OR c.card_name = 'Marketing')`,
    [sellerId, addDays(day, 2), lastMonth],
  );
  if (!month?.ids) return;
  const paidAt = new Date(startOfBusinessDay(day).getTime() + 10 * 3_600_000);
  const paymentId = randomUUID();
  await db.query(
    `INSERT INTO card_invoice_payments (id, seller_id, method, status, amount_cents, invoice_ids, created_at, expires_at)
     VALUES ($1, $2, 'PIX', 'PENDING', $3, $4::uuid[], $5, $6)`,
    [
      paymentId,
      sellerId,
      month.total,
      month.ids,
      paidAt.toISOString(),
      new Date(paidAt.getTime() + 86_400_000).toISOString(),
    ],
  );
  await settleCardInvoicePayment(db, sellerId, paymentId, Number(month.total), 'EXTERNAL', paidAt);
}
