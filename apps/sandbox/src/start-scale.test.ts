import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHARGE_COUNT, OTHER_CHARGE_COUNT, PARTNER_CHARGE_COUNT } from '../seed/charges';
import { DEMO_CUSTOMER_COUNT, OTHER_CUSTOMER_COUNT } from '../seed/customers';
import { DEMO_PAYMENT_LINKS } from '../seed/payment-links';
import type { Db } from './db/db';
import { openTestDatabase } from './db/test-database';
import { prepareDatabase } from './start';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

async function counts() {
  const [row] = await db.query<{
    charges: number;
    demoCharges: number;
    customers: number;
    demoCustomers: number;
  }>(
    `SELECT (SELECT count(*)::int FROM charges) AS charges,
            (SELECT count(*)::int FROM charges c JOIN sellers s ON s.id = c.seller_id
              WHERE s.fantasy_name = 'Loja Exemplo') AS "demoCharges",
            (SELECT count(*)::int FROM customers) AS customers,
            (SELECT count(*)::int FROM customers c JOIN sellers s ON s.id = c.seller_id
              WHERE s.fantasy_name = 'Loja Exemplo') AS "demoCustomers"`,
  );
  return row!;
}

const expected = {
  charges: DEMO_CHARGE_COUNT + OTHER_CHARGE_COUNT + PARTNER_CHARGE_COUNT + 500,
  demoCharges: DEMO_CHARGE_COUNT + 500,
  // Outra Loja and Ateliê Parceiro get OTHER_CUSTOMER_COUNT customers each.
  customers: DEMO_CUSTOMER_COUNT + 2 * OTHER_CUSTOMER_COUNT + 5,
  demoCustomers: DEMO_CUSTOMER_COUNT + 5,
};

describe('--scale', { timeout: 120_000 }, () => {
  it('adds N charges and N/100 customers to the demo merchant on a fresh database, with progress', async () => {
    const lines: string[] = [];
    expect(await prepareDatabase(db, { scale: 500, log: (line) => lines.push(line) })).toBe(true);
    expect(await counts()).toEqual(expected);
    expect(lines.some((line) => line.includes('cobranças: 500 de 500'))).toBe(true);
    expect(lines.some((line) => line.includes('clientes: 5 de 5'))).toBe(true);
    // And as many payment links as customers (10,000 with a million charges), for /seja-pago.
    expect(lines).toContain('  links de pagamento: 5');
    const [links] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_links l JOIN sellers s ON s.id = l.seller_id
        WHERE s.fantasy_name = 'Loja Exemplo'`,
    );
    expect(links!.n).toBe(DEMO_PAYMENT_LINKS.length + 5);
    // The scale charges are listed and counted like any other (the per-day counts kept by trigger).
    const [days] = await db.query<{ n: number }>('SELECT sum(n)::int AS n FROM charge_day_counts');
    expect(days!.n).toBe(expected.charges);
  });

  it('adds nothing on a restart over existing data, and says why', async () => {
    const lines: string[] = [];
    expect(await prepareDatabase(db, { scale: 500, log: (line) => lines.push(line) })).toBe(false);
    expect(await counts()).toEqual(expected);
    expect(lines).toEqual(['--scale ignorado: o banco já tem dados (use --reset para semear de novo).']);
  });

  it('seeds the same numbers again with --reset', async () => {
    expect(await prepareDatabase(db, { reset: true, scale: 500 })).toBe(true);
    expect(await counts()).toEqual(expected);
  });
});
