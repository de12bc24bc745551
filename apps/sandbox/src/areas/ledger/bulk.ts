import { randomUUID } from 'node:crypto';
import { defaultStatementType, entryRefusal, type LedgerAccountKind } from '@balcao/domain/ledger';
import type { Db } from '../../db/db';
import { accountIds } from './accounts';
import { type LedgerEntry, LedgerError } from './post';

/** Entries per statement: their postings must share one INSERT, which the trigger checks as a whole. */
const ENTRIES_PER_STATEMENT = 2_000;

/**
 * Many entries at once, for the seed: the history of the seeded charges (seed/charge-children.ts) goes
 * onto the ledger in a few statements instead of one transaction per entry. Every entry is checked like `post` checks it and the database still refuses one that does not
 * balance; what is skipped is the balance guard and the replay of a used key (a repeated key fails), since
 * a seed writes a history the rules themselves would have accepted, in one go, before anyone reads it.
 */
export async function insertLedgerEntries(db: Db, entries: readonly LedgerEntry[]): Promise<void> {
  for (const entry of entries) {
    const refusal = entryRefusal(entry);
    if (refusal) throw new LedgerError(refusal);
  }
  await db.transaction(async (tx) => {
    const accounts = new Map<number, Map<LedgerAccountKind, number>>();
    for (const sellerId of new Set(entries.map((e) => e.sellerId))) {
      const kinds = entries
        .filter((e) => e.sellerId === sellerId)
        .flatMap((e) => e.postings.map((p) => p.account));
      accounts.set(sellerId, await accountIds(tx, sellerId, kinds, entries[0]?.createdAt ?? new Date()));
    }
    for (let start = 0; start < entries.length; start += ENTRIES_PER_STATEMENT) {
      const chunk = entries
        .slice(start, start + ENTRIES_PER_STATEMENT)
        .map((entry) => ({ id: randomUUID(), entry }));
      await tx.query(
        `INSERT INTO ledger_entries (id, seller_id, kind, effective_date, created_at, reference_type, reference_id,
                                     idempotency_key, description, operation)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::date[], $5::timestamptz[], $6::text[],
                              $7::text[], $8::text[], $9::text[], $10::text[])`,
        [
          chunk.map((c) => c.id),
          chunk.map((c) => c.entry.sellerId),
          chunk.map((c) => c.entry.kind),
          chunk.map((c) => c.entry.effectiveDate),
          chunk.map((c) => c.entry.createdAt.toISOString()),
          chunk.map((c) => c.entry.reference.type),
          chunk.map((c) => c.entry.reference.id),
          chunk.map((c) => c.entry.idempotencyKey),
          chunk.map((c) => c.entry.description),
          chunk.map((c) => c.entry.operation),
        ],
      );
      const postings = chunk.flatMap(({ id, entry }) =>
        entry.postings.map((p) => ({
          id,
          account: accounts.get(entry.sellerId)?.get(p.account) as number,
          amount: p.amountCents,
          fee: p.fee === true,
          date: entry.effectiveDate,
          type: entry.statementType ?? defaultStatementType(entry.kind, p.amountCents),
        })),
      );
      postings.sort((a, b) => a.account - b.account);
      await tx.query(
        `INSERT INTO ledger_postings (entry_id, account_id, amount_cents, is_fee, effective_date, statement_type)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::bigint[], $4::boolean[], $5::date[], $6::text[])`,
        [
          postings.map((p) => p.id),
          postings.map((p) => p.account),
          postings.map((p) => p.amount),
          postings.map((p) => p.fee),
          postings.map((p) => p.date),
          postings.map((p) => p.type),
        ],
      );
    }
  });
}
