import { addDays } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';
import { post } from '../ledger/post';

let s: TestSandbox;
let sellerId: number;
// Wednesday 25 November 2026, noon in São Paulo: November's invoices (due on the 12th) are overdue and
// December's is open until the 5th.
const NOW = new Date('2026-11-25T15:00:00Z');

const banking = async () => (await s.clients(ADMIN)).banking;
const months = async () =>
  (await (await banking()).GET('/cards/invoices', { params: { query: { size: 12 } } })).data!.content;

let cardA: string;
let cardB: string;
const ids = new Map<string, string>();

/** A card's invoice of a month as the issuer left it: due on the 12th, closed 7 days before. */
async function invoice(cardId: string, yearMonth: string, status: string, cents: number) {
  const due = `${yearMonth}-12`;
  const [row] = await s.db.query<{ id: string }>(
    `INSERT INTO card_invoices (id, seller_id, card_id, year_month, status, total_cents, end_date, due_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [crypto.randomUUID(), sellerId, cardId, yearMonth, status, cents, addDays(due, -7), due],
  );
  ids.set(`${cardId}:${yearMonth}`, row!.id);
}

const pay = async (cardId: string, yearMonth: string) => {
  const paid = await (await banking()).POST('/cards/invoices/generate-payment', {
    body: { cardInvoiceIds: [ids.get(`${cardId}:${yearMonth}`)!], paymentMethod: 'CHECKING_ACCOUNT' },
  });
  expect(paid.data!.status).toBe('PAID');
};
const summary = async () => (await (await banking()).GET('/cards/invoices/summary')).data!.invoice;

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOW, { frozen: true });
  const [user] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  sellerId = user!.seller_id;
  // The seed's invoices are dated from the day the seed ran; this file keeps to its own calendar.
  for (const table of ['card_invoice_payments', 'card_transactions', 'card_invoices', 'cards'])
    await s.db.query(`DELETE FROM ${table} WHERE seller_id = $1`, [sellerId]);
  const issue = async (cardName: string) =>
    (await (await banking()).POST('/cards', { body: { type: 'FREE_BALANCE', cardName } })).data!.id;
  cardA = await issue('Compras');
  cardB = await issue('Viagens');
  await s.clock.advance(5);
  // March 2025 never paid, then a year and a half paid, November overdue on both cards, December open.
  await invoice(cardA, '2025-03', 'OVERDUE', 10_000);
  for (
    let month = new Date('2025-04-01');
    month < new Date('2026-11-01');
    month.setUTCMonth(month.getUTCMonth() + 1)
  )
    await invoice(cardA, month.toISOString().slice(0, 7), 'PAID', 1_000);
  await invoice(cardA, '2026-11', 'OVERDUE', 5_000);
  await invoice(cardB, '2026-11', 'OVERDUE', 3_025);
  await invoice(cardA, '2026-12', 'OPEN', 2_000);
  await post(s.db, {
    sellerId,
    kind: 'PIX',
    effectiveDate: '2026-11-25',
    createdAt: NOW,
    reference: { type: 'PIX', id: 'figures' },
    idempotencyKey: 'test:figures-deposit',
    description: 'Pix recebido',
    operation: 'PIX',
    postings: [
      { account: 'CHECKING', amountCents: 1_000_000 },
      { account: 'EXTERNAL', amountCents: -1_000_000 },
    ],
  });
});
afterAll(() => s?.close());

describe('the invoice summary and the figures of each invoice', () => {
  it('shows the oldest overdue invoice even when it is older than the newest 12 months', async () => {
    const firstPage = await months();
    expect(firstPage.map((m) => m.yearMonth)).not.toContain('2025-03');
    expect(await summary()).toEqual({
      yearMonth: '2025-03',
      status: 'OVERDUE',
      totalAmount: 100,
      paidAmount: 0,
      remainingAmount: 100,
      dueDate: '2025-03-12',
      endDate: '2025-03-05',
    });
  });

  it('gives each invoice its total, what was paid and what remains after one card of the month is paid', async () => {
    await pay(cardB, '2026-11');
    const listed = await months();
    const november = listed.find((m) => m.yearMonth === '2026-11');
    const figures = { status: 'OVERDUE', totalAmount: 80.25, paidAmount: 30.25, remainingAmount: 50 };
    expect(november).toMatchObject(figures);
    expect(listed.find((m) => m.yearMonth === '2026-10')).toMatchObject({
      status: 'PAID',
      totalAmount: 10,
      paidAmount: 10,
      remainingAmount: 0,
    });
    const read = await (await banking()).GET('/cards/invoices/{yearMonth}', {
      params: { path: { yearMonth: '2026-11' } },
    });
    expect(read.data).toMatchObject(figures);
    // The older overdue invoice is still the one to pay first.
    expect((await summary())!.yearMonth).toBe('2025-03');
    await pay(cardA, '2025-03');
    expect(await summary()).toMatchObject({ yearMonth: '2026-11', ...figures });
  });

  it('shows the latest open invoice once nothing is overdue or closed, and nothing when all is paid', async () => {
    await pay(cardA, '2026-11');
    expect(await summary()).toMatchObject({
      yearMonth: '2026-12',
      status: 'OPEN',
      totalAmount: 20,
      paidAmount: 0,
      remainingAmount: 20,
    });
    await s.db.query(`UPDATE card_invoices SET status = 'PAID' WHERE seller_id = $1`, [sellerId]);
    expect(await summary()).toBeNull();
  });
});
