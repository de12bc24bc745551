import { randomUUID } from 'node:crypto';
import { defaultStatementType, entryRefusal, type LedgerAccountKind } from '@balcao/domain';
import { accountIds } from '../src/areas/ledger/accounts';
import type { LedgerEntry } from '../src/areas/ledger/post';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';

/**
 * Many ledger entries in a few statements, for the seed: the same rows `post` writes, checked by the same
 * `entryRefusal` first, and the posting trigger still refuses any entry that does not balance and keeps
 * the daily sums. There is no balance guard: only credits and the charges' own reversals come this way
 * (withdrawals go through `post`).
 */
export async function insertLedgerEntries(db: Db, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = new Map<number, Map<LedgerAccountKind, number>>();
  for (const sellerId of new Set(entries.map((e) => e.sellerId))) {
    const kinds = entries
      .filter((e) => e.sellerId === sellerId)
      .flatMap((e) => e.postings.map((p) => p.account));
    ids.set(sellerId, await accountIds(db, sellerId, kinds, entries[0]!.createdAt));
  }
  const entryRows: unknown[][] = [];
  const postingRows: unknown[][] = [];
  for (const entry of entries) {
    const refusal = entryRefusal(entry);
    if (refusal) throw new Error(`Lançamento do seed recusado (${refusal}): ${entry.idempotencyKey}`);
    const id = randomUUID();
    entryRows.push([
      id,
      entry.sellerId,
      entry.kind,
      entry.effectiveDate,
      entry.createdAt.toISOString(),
      entry.reference.type,
      entry.reference.id,
      entry.idempotencyKey,
      entry.description,
      entry.operation,
    ]);
    for (const p of entry.postings)
      postingRows.push([
        id,
        ids.get(entry.sellerId)?.get(p.account),
        p.amountCents,
        p.fee === true,
        entry.effectiveDate,
        entry.statementType ?? defaultStatementType(entry.kind, p.amountCents),
      ]);
  }
  await insertRows(
    db,
    'ledger_entries',
    [
      'id',
      'seller_id',
      'kind',
      'effective_date',
      'created_at',
      'reference_type',
      'reference_id',
      'idempotency_key',
      'description',
      'operation',
    ],
    entryRows,
  );
  // The trigger checks each statement's entries whole: chunks end on an entry's last posting.
  const columns = ['entry_id', 'account_id', 'amount_cents', 'is_fee', 'effective_date', 'statement_type'];
  let chunk: unknown[][] = [];
  for (const [i, row] of postingRows.entries()) {
    chunk.push(row);
    const entryEnds = postingRows[i + 1]?.[0] !== row[0];
    if (entryEnds && (chunk.length >= 9000 || i === postingRows.length - 1)) {
      await insertRows(db, 'ledger_postings', columns, chunk);
      chunk = [];
    }
  }
}
