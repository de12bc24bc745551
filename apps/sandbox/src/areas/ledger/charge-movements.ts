import { type OpenReceivable, spreadRefund } from '@balcao/domain/charges';
import type { ApiDate } from '@balcao/domain/dates';
import type { StatementType } from '@balcao/domain/ledger';
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

/** One of a charge's receivables (a sale credit, by its part '3/10'), with what refunds left of its gross. */
export interface ChargeReceivable extends OpenReceivable {
  part: string;
  effectiveDate: ApiDate;
}

/** What one entry of a charge moved on the acquiring account: its principal and its fee postings. */
export interface AcquiringSums {
  kind: string;
  idempotencyKey: string;
  effectiveDate: ApiDate;
  principalCents: number;
  feeCents: number;
}

/** The part of a sale credit ('charge:…:credit:3/10') or of a refund's cut of it ('refund:…:credit:3/10'). */
const PART = /:credit:(\d+\/\d+)$/;

/** An entry's sums on the acquiring account, read from the entry itself (the seed, before it posts). */
export function acquiringSums(entry: LedgerEntry): AcquiringSums {
  const on = (fee: boolean) =>
    entry.postings
      .filter((p) => p.account === 'ACQUIRING' && (p.fee === true) === fee)
      .reduce((sum, p) => sum + p.amountCents, 0);
  return {
    kind: entry.kind,
    idempotencyKey: entry.idempotencyKey,
    effectiveDate: entry.effectiveDate,
    principalCents: on(false),
    feeCents: on(true),
  };
}

/**
 * The charge's receivables from its entries: each sale credit's gross and fee, less what the refunds cut
 * of it. Credits posted before refunds cut receivables (issue 25) keep their whole gross.
 */
export function chargeReceivables(entries: readonly AcquiringSums[]): ChargeReceivable[] {
  const receivables = new Map<string, ChargeReceivable>();
  for (const e of entries) {
    const part = PART.exec(e.idempotencyKey)?.[1];
    if (e.kind !== 'SALE_CREDIT' || !part) continue;
    receivables.set(part, {
      part,
      effectiveDate: e.effectiveDate,
      grossCents: e.principalCents,
      feeCents: -e.feeCents,
      remainingGrossCents: e.principalCents,
    });
  }
  for (const e of entries) {
    const cut = e.kind === 'REFUND' ? receivables.get(PART.exec(e.idempotencyKey)?.[1] ?? '') : undefined;
    if (cut) cut.remainingGrossCents += e.principalCents;
  }
  return [...receivables.values()].sort(
    (a, b) =>
      a.effectiveDate.localeCompare(b.effectiveDate) || a.part.localeCompare(b.part, 'en', { numeric: true }),
  );
}

/** The charge's receivables as the ledger holds them. */
export async function loadChargeReceivables(
  db: Db,
  sellerId: number,
  chargeId: string,
): Promise<ChargeReceivable[]> {
  const rows = await db.query<{ kind: string; key: string; day: string; principal: string; fee: string }>(
    `SELECT e.kind, e.idempotency_key AS key, e.effective_date::text AS day,
            coalesce(sum(p.amount_cents) FILTER (WHERE NOT p.is_fee), 0)::text AS principal,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.is_fee), 0)::text AS fee
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'ACQUIRING'
      WHERE e.reference_type = 'CHARGE' AND e.reference_id = $2 AND e.seller_id = $1
        AND e.kind IN ('SALE_CREDIT', 'REFUND')
      GROUP BY e.id`,
    [sellerId, chargeId],
  );
  return chargeReceivables(
    rows.map((r) => ({
      kind: r.kind,
      idempotencyKey: r.key,
      effectiveDate: r.day,
      principalCents: Number(r.principal),
      feeCents: Number(r.fee),
    })),
  );
}

/**
 * A refund on the books (the rule is `spreadRefund`'s, in the domain): one entry per receivable still to
 * be released on `line.executionDate` (today), on that receivable's own day, taking back its share of the
 * gross from the acquiring account and giving back its share of the fee; and, for what the open
 * receivables cannot cover, one entry today from the available balance (`reversalEntry`).
 */
export function refundEntries(
  receivables: readonly ChargeReceivable[],
  line: ChargeCreditLine,
  causeId: string,
  createdAt: Date,
): LedgerEntry[] {
  const open = receivables.filter((r) => r.effectiveDate > line.executionDate);
  const { cuts, fromAvailableCents } = spreadRefund(open, Math.abs(line.amountCents));
  const entries: LedgerEntry[] = open.flatMap((r, i) => {
    const cut = cuts[i]!;
    if (cut.grossCents === 0) return [];
    return [
      {
        sellerId: line.sellerId,
        kind: 'REFUND',
        statementType: 'CREDIT_REVERSAL',
        effectiveDate: r.effectiveDate,
        createdAt,
        reference: { type: 'CHARGE', id: line.chargeId },
        idempotencyKey: `refund:${causeId}:credit:${r.part}`,
        description: receivables.length > 1 ? `${line.description} da parcela ${r.part}` : line.description,
        operation: line.creditOperation,
        postings: [
          { account: 'ACQUIRING', amountCents: -cut.grossCents },
          { account: 'PROVIDER_CLEARING', amountCents: cut.grossCents },
          ...(cut.feeCents > 0
            ? [
                { account: 'ACQUIRING' as const, amountCents: cut.feeCents, fee: true },
                { account: 'FEES_REVENUE' as const, amountCents: -cut.feeCents },
              ]
            : []),
        ],
      },
    ];
  });
  if (fromAvailableCents > 0)
    entries.push(reversalEntry({ ...line, amountCents: -fromAvailableCents }, 'REFUND', causeId, createdAt));
  return entries;
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
