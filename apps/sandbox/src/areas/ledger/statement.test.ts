import { addDays } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { feeCents, paymentCredits } from '../charges/ledger';
import { balances } from './balances';
import { anticipationEntries } from './banking-movements';
import { postSaleCredits, reversalEntry, saleCreditEntries } from './charge-movements';
import { newSeller, openLedgerDatabase } from './ledger-test-db';
import { post } from './post';
import { futureEntries, statement } from './statement';

let db: Db;
beforeAll(async () => {
  db = await openLedgerDatabase();
});
afterAll(() => db?.close());

const at = new Date('2026-11-24T15:00:00Z');
const today = '2026-11-24';

describe('charge movements on the ledger', () => {
  it('turns a 3x card payment into three credits on their dates, each net equal to its statement line', async () => {
    const seller = await newSeller(db);
    const charge = {
      id: crypto.randomUUID(),
      sellerId: seller,
      method: 'CREDIT_CARD' as const,
      amountCents: 10_000,
      installments: 3,
      paidDate: today,
      anticipated: false,
    };
    const lines = paymentCredits(charge);
    const fee = feeCents('CREDIT_CARD', 10_000, 3); // 3.99% + 2 × 1.49% = 697
    const entries = saleCreditEntries(lines, fee, at);
    expect(entries.map((e) => e.effectiveDate)).toEqual(lines.map((l) => l.executionDate));
    await postSaleCredits(db, lines, fee, at);
    await postSaleCredits(db, lines, fee, at); // a retried job: nothing twice
    const page = await futureEntries(db, seller, 'ACQUIRING', today, { page: 0, size: 10, direction: 'ASC' });
    expect(page.totalElements).toBe(2); // +30 and +60 days; +90 is past the 60-day schedule
    const all = await statement(db, seller, 'ACQUIRING', {
      from: today,
      to: addDays(today, 90),
      page: 0,
      size: 10,
      direction: 'ASC',
    });
    expect(all.content.map((l) => l.amountCents)).toEqual(lines.map((l) => l.amountCents));
    expect(all.content.map((l) => l.tax.amountCents)).toEqual([233, 232, 232]);
    expect(all.content[0]).toMatchObject({
      statementType: 'CREDIT',
      creditOperation: 'CARTAO_CREDITO',
      operation: 'Recebimento da parcela 1/3',
      uuidCharge: charge.id,
      isRefund: false,
    });
    const sum = lines.reduce((s, l) => s + l.amountCents, 0);
    expect(sum).toBe(10_000 - fee);
    expect((await balances(db, seller, today)).ACQUIRING).toEqual({
      totalCents: sum,
      availableCents: 0,
      toReleaseCents: sum,
    });
  });

  it('shows a refund as a CREDIT_REVERSAL with the charge’s buyer and status', async () => {
    const seller = await newSeller(db);
    const [charge] = await db.query<{ id: string; customer_name: string }>(
      `SELECT id, customer_name FROM charges WHERE status = 'REFUND' LIMIT 1`,
    );
    if (!charge) throw new Error('o seed não tem cobrança estornada');
    const line = {
      chargeId: charge.id,
      sellerId: seller,
      type: 'CREDIT_REVERSAL' as const,
      amountCents: -1_500,
      executionDate: today,
      description: 'Estorno parcial',
      creditOperation: 'ESTORNO',
    };
    await post(db, reversalEntry(line, 'REFUND', 'refund-row-1', at));
    const page = await statement(db, seller, 'ACQUIRING', { from: today, to: today, page: 0, size: 10 });
    expect(page.content).toEqual([
      expect.objectContaining({
        statementType: 'CREDIT_REVERSAL',
        amountCents: -1_500,
        isRefund: true,
        isChargeback: false,
        buyer: charge.customer_name,
        chargeStatus: 'REFUND',
      }),
    ]);
  });
});

describe('statement pages', () => {
  it('pages newest first with the total, and counts a page past the end', async () => {
    const seller = await newSeller(db);
    for (let i = 0; i < 25; i++)
      await postSaleCredits(
        db,
        [
          {
            chargeId: crypto.randomUUID(),
            sellerId: seller,
            type: 'CREDIT',
            amountCents: 1_000 + i,
            executionDate: addDays(today, -i),
            description: 'Recebimento de Pix',
            creditOperation: 'PIX',
          },
        ],
        10,
        at,
      );
    const range = { from: addDays(today, -30), to: addDays(today, 360) };
    const first = await statement(db, seller, 'ACQUIRING', { ...range, page: 0, size: 10 });
    expect(first).toMatchObject({ totalElements: 25, totalPages: 3, number: 0, size: 10 });
    expect(first.content[0]?.executionDate).toBe(today);
    const last = await statement(db, seller, 'ACQUIRING', { ...range, page: 2, size: 10 });
    expect(last.content.map((l) => l.amountCents)).toEqual([1_020, 1_021, 1_022, 1_023, 1_024]);
    const beyond = await statement(db, seller, 'ACQUIRING', { ...range, page: 9, size: 10 });
    expect(beyond).toMatchObject({ content: [], totalElements: 25 });
  });

  it('shows an anticipation as CREDIT_ANTICIPATED on its execution day and DEBIT_ANTICIPATED on the receivable’s', async () => {
    const seller = await newSeller(db);
    const receivable = addDays(today, 40);
    await postSaleCredits(
      db,
      [
        {
          chargeId: crypto.randomUUID(),
          sellerId: seller,
          type: 'CREDIT',
          amountCents: 5_000,
          executionDate: receivable,
          description: 'Recebimento da parcela 1/1',
          creditOperation: 'CARTAO_CREDITO',
        },
      ],
      0,
      at,
    );
    const entries = anticipationEntries({
      sellerId: seller,
      createdAt: at,
      anticipationId: 'ant-1',
      executionDate: addDays(today, 1),
      receivables: [{ date: receivable, amountCents: 5_000 }],
      feeCents: 100,
    });
    for (const entry of entries) await post(db, entry);
    const tab = { from: addDays(today, 1), to: addDays(today, 360), page: 0, size: 10 };
    const anticipated = await statement(db, seller, 'ACQUIRING', {
      ...tab,
      statementType: 'CREDIT_ANTICIPATED',
    });
    expect(anticipated.totalElements).toBe(1);
    expect(anticipated.content[0]).toMatchObject({
      executionDate: addDays(today, 1),
      amountCents: 4_900,
      tax: { amountCents: 100 },
    });
    const settled = await statement(db, seller, 'ACQUIRING', { ...tab, statementType: 'DEBIT_ANTICIPATED' });
    expect(settled.content.map((l) => [l.executionDate, l.amountCents])).toEqual([[receivable, -5_000]]);
    expect((await balances(db, seller, today)).ACQUIRING).toEqual({
      totalCents: 4_900,
      availableCents: 0,
      toReleaseCents: 4_900,
    });
    expect((await balances(db, seller, addDays(today, 1))).ACQUIRING.availableCents).toBe(4_900);
  });

  it('answers an empty page for a seller with no movements, opening no account', async () => {
    const seller = await newSeller(db);
    const page = await statement(db, seller, 'CHECKING', { from: today, to: today, page: 0, size: 10 });
    expect(page).toEqual({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 });
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_accounts WHERE seller_id = $1',
      [seller],
    );
    expect(row?.n).toBe(0);
  });
});
