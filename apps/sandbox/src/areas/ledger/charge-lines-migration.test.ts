import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/db';
import { listMigrations, migrate, migrationsDir } from '../../db/migrate';
import { feeCents, paymentCredits } from '../charges/ledger';
import { balances } from './balances';
import { chargeLedgerLines, postSaleCredits } from './charge-movements';

const MIGRATION = '030_charge_movements_on_ledger.sql';
const today = '2026-11-24';
const at = new Date('2026-11-24T15:00:00Z');

/** A folder with the migrations up to and including `last`, as a database made before later ones had. */
function migrationsUpTo(folder: string, last: string): string {
  for (const { name } of listMigrations().filter((m) => m.name <= last))
    copyFileSync(join(migrationsDir, name), join(folder, name));
  return folder;
}

let db: Db;
let folder: string;
let sellerId: number;

async function charge(method: 'CREDIT_CARD' | 'PIX', amountCents: number, installments = 1) {
  const id = crypto.randomUUID();
  await db.query(
    `INSERT INTO charges (id, seller_id, customer_name, customer_name_key, customer_document, customer_email,
       title, title_key, payment_method, status, amount_cents, installments, expiration_date, paid_date,
       origin, created_at, updated_at)
     VALUES ($1, $2, 'Ana', 'ana', '12345678909', 'ana@exemplo.com.br', 'Pedido', 'pedido', $3, 'PAID', $4, $5,
       $6, $6, 'FAST_LINK', now(), now())`,
    [id, sellerId, method, amountCents, installments, today],
  );
  const credits = paymentCredits({
    id,
    sellerId,
    method,
    amountCents,
    installments,
    paidDate: today,
    anticipated: false,
  });
  return { id, credits };
}

async function line(chargeId: string, type: string, cents: number, date: string, operation: string) {
  await db.query(
    `INSERT INTO charge_statement_lines (id, charge_id, seller_id, statement_type, amount_cents, execution_date,
       description, credit_operation) VALUES ($1, $2, $3, $4, $5, $6, 'Linha', $7)`,
    [crypto.randomUUID(), chargeId, sellerId, type, cents, date, operation],
  );
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'balcao-030-'));
  db = await openDatabase({ inMemory: true });
  await migrate(db, migrationsUpTo(folder, '029_'));
  const [seller] = await db.query<{ id: number }>(
    `INSERT INTO sellers (document, company_name, created_at) VALUES ('11222333000181', 'Antiga Ltda', now()) RETURNING id`,
  );
  sellerId = seller!.id;
});
afterAll(async () => {
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('moves the lines the ledger never got onto it, once, and drops the table', async () => {
    // Live before 030: a card sale in 3x and a Pix sale refunded in part, only as statement lines.
    const card = await charge('CREDIT_CARD', 10_000, 3);
    for (const c of card.credits)
      await line(card.id, 'CREDIT', c.amountCents, c.executionDate, c.creditOperation);
    const pix = await charge('PIX', 5_000);
    await line(pix.id, 'CREDIT', pix.credits[0]!.amountCents, pix.credits[0]!.executionDate, 'PIX');
    await line(pix.id, 'CREDIT_REVERSAL', -1_500, today, 'ESTORNO');
    // Seeded after 025: the credits already on the ledger (and still as lines); then a chargeback only as a line.
    const seeded = await charge('CREDIT_CARD', 20_000);
    for (const c of seeded.credits)
      await line(seeded.id, 'CREDIT', c.amountCents, c.executionDate, c.creditOperation);
    await postSaleCredits(db, seeded.credits, feeCents('CREDIT_CARD', 20_000, 1), at);
    await line(seeded.id, 'CREDIT_REVERSAL', -20_000, today, 'CHARGEBACK');
    const [lines] = await db.query<{ available: string; later: string }>(
      `SELECT sum(amount_cents) FILTER (WHERE execution_date <= $1)::text AS available,
              sum(amount_cents) FILTER (WHERE execution_date > $1)::text AS later FROM charge_statement_lines`,
      [today],
    );

    await migrate(db, migrationsUpTo(folder, MIGRATION));

    const [table] = await db.query<{ name: string | null }>(
      `SELECT to_regclass('charge_statement_lines')::text AS name`,
    );
    expect(table?.name).toBeNull();
    const { ACQUIRING } = await balances(db, sellerId, today);
    expect(ACQUIRING.availableCents).toBe(Number(lines!.available));
    expect(ACQUIRING.toReleaseCents).toBe(Number(lines!.later));
    // Each installment net as its line, the fee beside it: as postPayment would have posted the sale.
    const cardLines = await chargeLedgerLines(db, sellerId, card.id);
    expect(cardLines.map((l) => [l.amountCents, l.executionDate])).toEqual(
      card.credits.map((c) => [c.amountCents, c.executionDate]),
    );
    const [fees] = await db.query<{ total: string }>(
      `SELECT sum(p.amount_cents)::text AS total FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
        WHERE e.reference_id = $1 AND p.is_fee`,
      [card.id],
    );
    // 030 moved old lines with the one-go card rate it was written with, whatever the installments.
    expect(Number(fees?.total)).toBe(-feeCents('CREDIT_CARD', 10_000, 1));
    const pixLines = await chargeLedgerLines(db, sellerId, pix.id);
    expect(pixLines.map((l) => [l.statementType, l.amountCents])).toEqual([
      ['CREDIT_REVERSAL', -1_500],
      ['CREDIT', pix.credits[0]!.amountCents],
    ]);
    // The seeded sale is not posted twice; its chargeback is posted once.
    const seededLines = await chargeLedgerLines(db, sellerId, seeded.id);
    expect(seededLines.map((l) => [l.statementType, l.amountCents])).toEqual([
      ['CREDIT_REVERSAL', -20_000],
      ['CREDIT', seeded.credits[0]!.amountCents],
    ]);
    const unbalanced = await db.query(
      `SELECT entry_id FROM ledger_postings GROUP BY entry_id HAVING sum(amount_cents) <> 0 OR count(*) < 2`,
    );
    expect(unbalanced).toEqual([]);
  });
});
