import type { LedgerAccountKind } from '@balcao/domain/ledger';
import type { Db } from '../../db/db';

/**
 * The seller's accounts of the given kinds, opened on first use: a seller created by any path (seed,
 * onboarding, a test) has a book as soon as money moves, with no step to forget.
 */
export async function accountIds(
  db: Db,
  sellerId: number,
  kinds: readonly LedgerAccountKind[],
  now: Date,
): Promise<Map<LedgerAccountKind, number>> {
  const wanted = [...new Set(kinds)];
  const found = async () =>
    new Map(
      (
        await db.query<{ id: number; kind: LedgerAccountKind }>(
          'SELECT id, kind FROM ledger_accounts WHERE seller_id = $1 AND kind = ANY($2::text[])',
          [sellerId, wanted],
        )
      ).map((r) => [r.kind, r.id]),
    );
  const ids = await found();
  if (ids.size === wanted.length) return ids;
  // A concurrent first movement may open the same account: the loser's insert does nothing and it reads
  // the winner's row in a statement of its own (one started before that commit would not see it).
  await db.query(
    `INSERT INTO ledger_accounts (seller_id, kind, created_at)
     SELECT $1, kind, $3 FROM unnest($2::text[]) AS kind ORDER BY kind
     ON CONFLICT (seller_id, kind) DO NOTHING`,
    [sellerId, wanted.filter((k) => !ids.has(k)), now.toISOString()],
  );
  return found();
}

/** The seller's account of one kind, or undefined when no money has moved through it yet. */
export async function accountId(
  db: Db,
  sellerId: number,
  kind: LedgerAccountKind,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE seller_id = $1 AND kind = $2',
    [sellerId, kind],
  );
  return row?.id;
}
