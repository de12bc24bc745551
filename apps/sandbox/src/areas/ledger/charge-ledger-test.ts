import type { Db } from '../../db/db';

/**
 * For tests: what a charge moved on its seller's acquiring account (credits net of their fees, less
 * refunds and chargebacks), summed straight from the postings, apart from the rules that read them.
 */
export async function chargeNetCents(db: Db, chargeId: string): Promise<number> {
  const [row] = await db.query<{ total: string | null }>(
    `SELECT sum(p.amount_cents)::text AS total
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
      WHERE e.reference_type = 'CHARGE' AND e.reference_id = $1`,
    [chargeId],
  );
  return Number(row?.total ?? 0);
}
