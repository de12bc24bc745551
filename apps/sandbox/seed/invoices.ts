import { createHash } from 'node:crypto';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

/** A stable id per charge, so every run seeds the same invoices. */
function seededInvoiceId(chargeId: string): string {
  const h = createHash('md5').update(`${chargeId}:nf`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Invoice configs: the demo merchant emits invoices (config active), the second merchant configured and
 * then switched emission off, the new merchant never configured. A few of the demo merchant's charges
 * without invoices get a cancelled one, so 'Emitir Novamente' shows; numbering continues after the seed's.
 */
export async function seedInvoices(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().toISOString();
  const { demo, other } = accounts.sellers;
  const cancelled = await db.query<{ id: string; paid_date: string }>(
    `SELECT c.id, c.paid_date::text AS paid_date FROM charges c
      WHERE c.seller_id = $1 AND c.status IN ('PAID', 'PAID_MANUALLY') AND c.paid_date IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM charge_invoices i WHERE i.charge_id = c.id)
      ORDER BY c.paid_date DESC, c.id LIMIT 5`,
    [demo],
  );
  for (const [k, charge] of cancelled.entries()) {
    await db.query(
      `INSERT INTO charge_invoices (id, charge_id, invoice_number, status, created_at, authorized_at, canceled_at)
       VALUES ($5, $1, $2, 'CANCELED', $3, $3, $4)`,
      [
        charge.id,
        900 + k,
        `${charge.paid_date}T18:00:00-03:00`,
        `${charge.paid_date}T19:00:00-03:00`,
        seededInvoiceId(charge.id),
      ],
    );
  }
  for (const [sellerId, active] of [
    [demo, true],
    [other, false],
  ] as const) {
    await db.query(
      `INSERT INTO seller_invoice_configs (seller_id, active, next_number, updated_at)
       SELECT $1, $2, coalesce(max(i.invoice_number), 0) + 1, $3
         FROM charge_invoices i JOIN charges c ON c.id = i.charge_id WHERE c.seller_id = $1`,
      [sellerId, active, now],
    );
  }
}
