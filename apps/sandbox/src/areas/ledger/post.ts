import { randomUUID } from 'node:crypto';
import { type ApiDate, businessToday } from '@balcao/domain/dates';
import {
  defaultStatementType,
  entryRefusal,
  type LedgerAccountKind,
  type LedgerEntryDraft,
  type LedgerReferenceType,
  type LedgerRefusal,
  mustStayNonNegative,
  type StatementType,
} from '@balcao/domain/ledger';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { accountIds } from './accounts';

export interface LedgerEntry extends LedgerEntryDraft {
  sellerId: number;
  /** The sandbox clock's instant; its São Paulo day is 'today' for the balance guard. */
  createdAt: Date;
  reference: { type: LedgerReferenceType; id: string };
  description: string;
  /** The statement's creditOperation. */
  operation: string;
  /** The line type on every account; by default from the kind and each posting's direction. */
  statementType?: StatementType;
}

const MESSAGES: Record<LedgerRefusal, [number, string]> = {
  INSUFFICIENT_BALANCE: [400, 'Saldo insuficiente para esta operação.'],
  AMOUNT_OUT_OF_RANGE: [400, 'Valor fora do limite permitido.'],
  IDEMPOTENCY_CONFLICT: [409, 'Esta chave de idempotência já foi usada para outro lançamento.'],
  // The rest are mistakes of the code that built the entry, never of the user's input.
  TOO_FEW_POSTINGS: [500, 'Lançamento com menos de duas partidas.'],
  ZERO_POSTING: [500, 'Lançamento com partida de valor zero.'],
  UNBALANCED: [500, 'Lançamento cujas partidas não somam zero.'],
  REPEATED_ACCOUNT: [500, 'Lançamento com a mesma conta duas vezes.'],
  FEE_WITHOUT_PRINCIPAL: [500, 'Taxa sem o valor principal na mesma conta.'],
  INVALID_DATE: [500, 'Lançamento com data efetiva inválida.'],
  INVALID_IDEMPOTENCY_KEY: [500, 'Lançamento com chave de idempotência inválida.'],
};

/** A posting the ledger refused; `refusal` says why, for the rule that wants to answer in its own words. */
export class LedgerError extends HttpError {
  constructor(readonly refusal: LedgerRefusal) {
    const [status, description] = MESSAGES[refusal];
    super(status, refusal, description);
  }
}

export interface Posted {
  entryId: string;
  /** False when the idempotency key had already posted this entry: nothing moved this time. */
  created: boolean;
}

/**
 * Posts one entry in the caller's transaction (or its own), so the money moves with the state change that
 * caused it or not at all. A key already used by the seller posts nothing and answers the first entry.
 * Accounts that must not go negative are locked (`FOR UPDATE`, in id order) before the postings go in,
 * so two debits of one account run one after the other and the second sees the first.
 */
export async function post(db: Db, entry: LedgerEntry): Promise<Posted> {
  const refusal = entryRefusal(entry);
  if (refusal) throw new LedgerError(refusal);
  return db.transaction(async (tx) => {
    const entryId = randomUUID();
    const inserted = await tx.query(
      `INSERT INTO ledger_entries (id, seller_id, kind, effective_date, created_at, reference_type, reference_id,
                                   idempotency_key, description, operation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (seller_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        entryId,
        entry.sellerId,
        entry.kind,
        entry.effectiveDate,
        entry.createdAt.toISOString(),
        entry.reference.type,
        entry.reference.id,
        entry.idempotencyKey,
        entry.description,
        entry.operation,
      ],
    );
    if (inserted.length === 0) return replayed(tx, entry);
    const ids = await accountIds(
      tx,
      entry.sellerId,
      entry.postings.map((p) => p.account),
      entry.createdAt,
    );
    const idOf = (kind: LedgerAccountKind) => ids.get(kind) as number;
    const guarded = [
      ...new Set(
        entry.postings
          .filter((p) => p.amountCents < 0 && mustStayNonNegative(p.account, entry.kind))
          .map((p) => idOf(p.account)),
      ),
    ].sort((a, b) => a - b);
    if (guarded.length > 0)
      await tx.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [
        guarded,
      ]);
    // Sorted like the trigger's day upserts, so concurrent entries take row locks in one order.
    const rows = entry.postings
      .map((p) => ({
        account: idOf(p.account),
        amount: p.amountCents,
        fee: p.fee === true,
        type: entry.statementType ?? defaultStatementType(entry.kind, p.amountCents),
      }))
      .sort((a, b) => a.account - b.account || Number(a.fee) - Number(b.fee));
    await tx.query(
      `INSERT INTO ledger_postings (entry_id, account_id, amount_cents, is_fee, effective_date, statement_type)
       VALUES ${rows.map((_, i) => `($1, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 5}, $2, $${i * 4 + 6})`).join(', ')}`,
      [entryId, entry.effectiveDate, ...rows.flatMap((r) => [r.account, r.amount, r.fee, r.type])],
    );
    if (guarded.length > 0 && (await goesNegative(tx, guarded, businessToday(entry.createdAt))))
      throw new LedgerError('INSUFFICIENT_BALANCE');
    return { entryId, created: true };
  });
}

/**
 * True when any of the accounts is below zero today or on any later day with movements: a debit
 * scheduled for next week counts against what may be spent now. Reads the daily sums, so it costs the
 * same for a seller with a year of movements as for a new one.
 */
async function goesNegative(db: Db, accounts: readonly number[], today: ApiDate): Promise<boolean> {
  const [row] = await db.query<{ negative: boolean }>(
    `WITH running AS (
       SELECT account_id, effective_date, amount_cents,
              sum(amount_cents) OVER (PARTITION BY account_id ORDER BY effective_date) AS balance
         FROM ledger_account_days WHERE account_id = ANY($1::int[]))
     SELECT coalesce(bool_or(least(now_balance, coalesce(lowest_later, now_balance)) < 0), false) AS negative
       FROM (SELECT account_id,
                    coalesce(sum(amount_cents) FILTER (WHERE effective_date <= $2::date), 0) AS now_balance,
                    min(balance) FILTER (WHERE effective_date > $2::date) AS lowest_later
               FROM running GROUP BY account_id) per_account`,
    [accounts, today],
  );
  return row?.negative ?? false;
}

/** The key was used: the same movement again is a no-op, another movement under it is refused. */
async function replayed(db: Db, entry: LedgerEntry): Promise<Posted> {
  const rows = await db.query<{
    id: string;
    kind: string;
    reference_id: string;
    account: string;
    amount: string;
  }>(
    `SELECT e.id, e.kind, e.reference_id, a.kind AS account,
            p.amount_cents::text || CASE WHEN p.is_fee THEN 'f' ELSE '' END AS amount
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.seller_id = $1 AND e.idempotency_key = $2`,
    [entry.sellerId, entry.idempotencyKey],
  );
  const first = rows[0];
  const stored = rows.map((r) => `${r.account}:${r.amount}`).sort();
  const asked = entry.postings.map((p) => `${p.account}:${p.amountCents}${p.fee ? 'f' : ''}`).sort();
  const same =
    first !== undefined &&
    first.kind === entry.kind &&
    first.reference_id === entry.reference.id &&
    stored.join() === asked.join();
  if (!same) throw new LedgerError('IDEMPOTENCY_CONFLICT');
  return { entryId: first.id, created: false };
}
