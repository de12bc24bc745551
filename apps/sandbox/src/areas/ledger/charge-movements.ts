import type { ApiDate, StatementType } from '@balcao/domain';
import type { Db } from '../../db/db';
import { type LedgerEntry, type Posted, post } from './post';

/**
 * One of a charge's movements on the seller's acquiring account, as `charges/ledger.ts`'s
 * `paymentCredits` gives them and the charge rules post them (`postPayment`, `postReversal`) in the
 * transaction where the payment, refund or chargeback happens.
 */
export interface ChargeCreditLine {
  chargeId: string;
  sellerId: number;
  type: 'CREDIT' | 'CREDIT_ANTICIPATED' | 'CREDIT_REVERSAL';
  /** Net of the fee (and of any split): what `paymentCredits` gives. */
  amountCents: number;
  executionDate: ApiDate;
  description: string;
  creditOperation: string;
}

/** `total` in `parts` pieces, the cents that do not divide evenly on the first (as `paymentCredits` does). */
function spread(total: number, parts: number): number[] {
  const each = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? total - each * (parts - 1) : each));
}

/**
 * One SALE_CREDIT entry per line of `paymentCredits`, effective on its settlement date: the provider's
 * clearing pays the gross of the installment into the acquiring account, and the fee leaves it as a
 * posting of its own to the fees revenue. The fee is spread over the installments like the net, so each
 * entry's net is exactly the line's amount and the statement shows each installment's own fee.
 */
export function saleCreditEntries(
  lines: readonly ChargeCreditLine[],
  feeCents: number,
  createdAt: Date,
): LedgerEntry[] {
  const credits = lines.filter((l) => l.amountCents > 0);
  if (credits.length === 0) return [];
  const fees = spread(feeCents, credits.length);
  return credits.map((line, i) => {
    const fee = fees[i] ?? 0;
    const gross = line.amountCents + fee;
    return {
      sellerId: line.sellerId,
      kind: 'SALE_CREDIT',
      statementType: line.type === 'CREDIT_ANTICIPATED' ? 'CREDIT_ANTICIPATED' : 'CREDIT',
      effectiveDate: line.executionDate,
      createdAt,
      reference: { type: 'CHARGE', id: line.chargeId },
      // One payment per charge: a retried job or a replayed request pays nothing twice.
      idempotencyKey: `charge:${line.chargeId}:credit:${i + 1}/${credits.length}`,
      description: line.description,
      operation: line.creditOperation,
      postings: [
        { account: 'PROVIDER_CLEARING', amountCents: -gross },
        { account: 'ACQUIRING', amountCents: gross },
        ...(fee > 0
          ? [
              { account: 'ACQUIRING' as const, amountCents: -fee, fee: true },
              { account: 'FEES_REVENUE' as const, amountCents: fee },
            ]
          : []),
      ],
    };
  });
}

/**
 * A refund or a chargeback: the amount leaves the acquiring account back to the provider, who returns it
 * to the payer. `causeId` names the one refund (its row id) or the chargeback (the charge id), so the
 * same cause never debits twice; the acquiring balance may go negative, as the provider's claim.
 */
export function reversalEntry(
  line: ChargeCreditLine,
  kind: 'REFUND' | 'CHARGEBACK',
  causeId: string,
  createdAt: Date,
): LedgerEntry {
  const amount = Math.abs(line.amountCents);
  const statementType: StatementType = 'CREDIT_REVERSAL';
  return {
    sellerId: line.sellerId,
    kind,
    statementType,
    effectiveDate: line.executionDate,
    createdAt,
    reference: { type: 'CHARGE', id: line.chargeId },
    idempotencyKey: `${kind === 'REFUND' ? 'refund' : 'chargeback'}:${causeId}`,
    description: line.description,
    operation: line.creditOperation,
    postings: [
      { account: 'ACQUIRING', amountCents: -amount },
      { account: 'PROVIDER_CLEARING', amountCents: amount },
    ],
  };
}

/** Posts a payment's credits, each installment's entry with its share of the fee. */
export async function postSaleCredits(
  db: Db,
  lines: readonly ChargeCreditLine[],
  feeCents: number,
  createdAt: Date,
): Promise<Posted[]> {
  const posted: Posted[] = [];
  for (const entry of saleCreditEntries(lines, feeCents, createdAt)) posted.push(await post(db, entry));
  return posted;
}

/**
 * The charge's own lines on the seller's acquiring account (GET /redeems/statement/charge/{id}): each
 * credit net of its fee, each reversal, in date order. Found through the entries' reference index.
 */
export async function chargeLedgerLines(db: Db, sellerId: number, chargeId: string) {
  const rows = await db.query<{
    id: string;
    statement_type: StatementType;
    amount: string;
    execution_date: string;
    description: string;
    operation: string;
  }>(
    `SELECT e.id, min(p.statement_type) FILTER (WHERE NOT p.is_fee) AS statement_type,
            sum(p.amount_cents)::text AS amount, e.effective_date::text AS execution_date, e.description, e.operation
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
      WHERE e.reference_type = 'CHARGE' AND e.reference_id = $2 AND e.seller_id = $1
      GROUP BY e.id ORDER BY e.effective_date, e.created_at, e.id`,
    [sellerId, chargeId],
  );
  return rows.map((r) => ({
    entryId: r.id,
    statementType: r.statement_type,
    amountCents: Number(r.amount),
    executionDate: r.execution_date,
    description: r.description,
    creditOperation: r.operation,
  }));
}
