import { type ApiDate, formatApiDate } from '@balcao/domain/dates';
import type { LedgerEntry } from '../ledger/post';

/**
 * The treasury's ledger entries. Each operation moves its money twice: on request, out of the source
 * account into transit (so a second request cannot spend it again, and a refusal for lack of balance
 * leaves nothing written); on settlement, from transit into the destination. A day's CDI yield comes
 * from outside the seller's book (EXTERNAL: the CDB's issuer).
 */

interface Common {
  sellerId: number;
  createdAt: Date;
  effectiveDate: ApiDate;
  amountCents: number;
}

type Step = 'request' | 'settlement';
type Account = LedgerEntry['postings'][number]['account'];

/** On request `from` → transit; on settlement transit → `to`. */
function throughTransit(
  step: Step,
  from: Account,
  to: Account,
  amountCents: number,
): LedgerEntry['postings'] {
  const [debit, credit] =
    step === 'request' ? [from, 'TRANSFERS_IN_TRANSIT' as const] : ['TRANSFERS_IN_TRANSIT' as const, to];
  return [
    { account: debit, amountCents: -amountCents },
    { account: credit, amountCents },
  ];
}

export function applicationEntry(
  input: Common & { applicationId: string; productName: string; step: Step },
): LedgerEntry {
  const request = input.step === 'request';
  return {
    sellerId: input.sellerId,
    kind: 'INVESTMENT',
    effectiveDate: input.effectiveDate,
    createdAt: input.createdAt,
    reference: { type: 'INVESTMENT', id: input.applicationId },
    idempotencyKey: `treasury:application:${input.applicationId}${request ? '' : ':settlement'}`,
    description: `Aplicação ${input.productName}`,
    operation: 'APLICACAO',
    postings: throughTransit(input.step, 'CHECKING', 'INVESTMENT', input.amountCents),
  };
}

export function redemptionEntry(
  input: Common & { redemptionId: string; productName: string; step: Step },
): LedgerEntry {
  const request = input.step === 'request';
  return {
    sellerId: input.sellerId,
    kind: 'INVESTMENT',
    effectiveDate: input.effectiveDate,
    createdAt: input.createdAt,
    reference: { type: 'INVESTMENT', id: input.redemptionId },
    idempotencyKey: `treasury:redemption:${input.redemptionId}${request ? '' : ':settlement'}`,
    description: `Resgate ${input.productName}`,
    operation: 'RESGATE',
    postings: throughTransit(input.step, 'INVESTMENT', 'CHECKING', input.amountCents),
  };
}

/** One business day's CDI credited to one application, on the morning of the next business day. */
export function yieldEntry(input: Common & { applicationId: string; cdiDay: ApiDate }): LedgerEntry {
  return {
    sellerId: input.sellerId,
    kind: 'INVESTMENT',
    effectiveDate: input.effectiveDate,
    createdAt: input.createdAt,
    reference: { type: 'INVESTMENT', id: input.applicationId },
    idempotencyKey: `treasury:yield:${input.applicationId}:${input.cdiDay}`,
    description: `Rendimento CDI de ${formatApiDate(input.cdiDay)}`,
    operation: 'RENDIMENTO',
    postings: [
      { account: 'EXTERNAL', amountCents: -input.amountCents },
      { account: 'INVESTMENT', amountCents: input.amountCents },
    ],
  };
}

export function withdrawalEntry(input: Common & { withdrawalId: string; step: Step }): LedgerEntry {
  const request = input.step === 'request';
  return {
    sellerId: input.sellerId,
    kind: 'WITHDRAWAL',
    effectiveDate: input.effectiveDate,
    createdAt: input.createdAt,
    reference: { type: 'TRANSFER', id: input.withdrawalId },
    idempotencyKey: `treasury:withdrawal:${input.withdrawalId}${request ? '' : ':settlement'}`,
    description: 'Saque para conta em outro banco',
    operation: 'SAQUE',
    ...(request ? { statementType: 'DEBIT_TRANSFER' as const } : {}),
    postings: throughTransit(input.step, 'CHECKING', 'EXTERNAL', input.amountCents),
  };
}
