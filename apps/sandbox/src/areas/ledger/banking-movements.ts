import type { ApiDate } from '@balcao/domain/dates';
import type { LedgerEntry } from './post';

/**
 * The entries of the financial page's own operations, for the withdrawal and anticipation rules (and the
 * property test that drives the ledger with them). Amounts are validated by the callers' schemas first.
 */

interface Common {
  sellerId: number;
  createdAt: Date;
}

/**
 * A withdrawal accepted on `today`: it leaves the available balance at once (the money waits in transit
 * until its business day), so a second request cannot spend it again. Guarded: never below zero.
 */
export function withdrawalEntry(
  input: Common & { transferId: string; amountCents: number; today: ApiDate },
): LedgerEntry {
  return {
    sellerId: input.sellerId,
    kind: 'TRANSFER',
    effectiveDate: input.today,
    createdAt: input.createdAt,
    reference: { type: 'TRANSFER', id: input.transferId },
    idempotencyKey: `transfer:${input.transferId}`,
    description: 'Solicitação de repasse',
    operation: 'REPASSE',
    postings: [
      { account: 'ACQUIRING', amountCents: -input.amountCents },
      { account: 'TRANSFERS_IN_TRANSIT', amountCents: input.amountCents },
    ],
  };
}

/**
 * The withdrawal executed on its business day: into the seller's checking account when it banks with the
 * provider, else out to its bank elsewhere.
 */
export function withdrawalExecutionEntry(
  input: Common & {
    transferId: string;
    amountCents: number;
    executionDate: ApiDate;
    destination: 'CHECKING' | 'EXTERNAL';
  },
): LedgerEntry {
  return {
    sellerId: input.sellerId,
    kind: 'TRANSFER_EXECUTION',
    effectiveDate: input.executionDate,
    createdAt: input.createdAt,
    reference: { type: 'TRANSFER', id: input.transferId },
    idempotencyKey: `transfer:${input.transferId}:execution`,
    description: 'Repasse executado',
    operation: 'REPASSE',
    postings: [
      { account: 'TRANSFERS_IN_TRANSIT', amountCents: -input.amountCents },
      { account: input.destination, amountCents: input.amountCents },
    ],
  };
}

/**
 * An anticipation: on `executionDate` the provider advances the receivables' gross into the acquiring
 * account, less its fee (CREDIT_ANTICIPATED); on each receivable's own day the provider takes that day's
 * credit back (DEBIT_ANTICIPATED), so the day nets to zero and nothing is received twice. Each entry
 * balances on its own date, so the books balance on every day in between too.
 */
export function anticipationEntries(
  input: Common & {
    anticipationId: string;
    executionDate: ApiDate;
    receivables: readonly { date: ApiDate; amountCents: number }[];
    feeCents: number;
  },
): LedgerEntry[] {
  const gross = input.receivables.reduce((sum, r) => sum + r.amountCents, 0);
  const base = {
    sellerId: input.sellerId,
    createdAt: input.createdAt,
    reference: { type: 'ANTICIPATION' as const, id: input.anticipationId },
    operation: 'ANTECIPACAO',
  };
  const advance: LedgerEntry = {
    ...base,
    kind: 'ANTICIPATION',
    effectiveDate: input.executionDate,
    idempotencyKey: `anticipation:${input.anticipationId}`,
    description: 'Antecipação de recebíveis',
    postings: [
      { account: 'ANTICIPATION_FUNDING', amountCents: -gross },
      { account: 'ACQUIRING', amountCents: gross },
      ...(input.feeCents > 0
        ? [
            { account: 'ACQUIRING' as const, amountCents: -input.feeCents, fee: true },
            { account: 'FEES_REVENUE' as const, amountCents: input.feeCents },
          ]
        : []),
    ],
  };
  const settlements: LedgerEntry[] = input.receivables.map((r) => ({
    ...base,
    kind: 'ANTICIPATION_SETTLEMENT',
    effectiveDate: r.date,
    idempotencyKey: `anticipation:${input.anticipationId}:${r.date}`,
    description: 'Recebível antecipado',
    postings: [
      { account: 'ACQUIRING', amountCents: -r.amountCents },
      { account: 'ANTICIPATION_FUNDING', amountCents: r.amountCents },
    ],
  }));
  return [advance, ...settlements];
}
