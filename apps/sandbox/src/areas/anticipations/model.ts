import type { banking } from '@balcao/client';
import { type AnticipatedPart, bpsToPercent } from '@balcao/domain/financial';
import { centsToReais } from '@balcao/domain/money';
import type { Db } from '../../db/db';

type Anticipation = banking.components['schemas']['Anticipation'];

export interface AnticipationRow {
  id: string;
  status: 'REQUESTED' | 'EXECUTED';
  requested_at: Date | string;
  anticipation_date: string;
  gross_cents: number | string;
  fee_cents: number | string;
  monthly_rate_bps: number;
}

/** The wire's anticipation, in reais; the effective rate from the stored cents (never a stored number). */
export function anticipationOf(row: AnticipationRow, parts: readonly AnticipatedPart[]): Anticipation {
  const gross = Number(row.gross_cents);
  const fee = Number(row.fee_cents);
  return {
    id: row.id,
    status: row.status,
    requestedAt: new Date(row.requested_at).toISOString(),
    anticipationDate: row.anticipation_date,
    netAmount: centsToReais(gross - fee),
    grossAmount: centsToReais(gross),
    feeAmount: centsToReais(fee),
    effectiveRate: gross === 0 ? 0 : bpsToPercent(Math.round((fee * 10_000) / gross)),
    monthlyRate: bpsToPercent(row.monthly_rate_bps),
    receivables: parts.map((p) => ({
      date: p.date,
      amount: centsToReais(p.amountCents),
      fee: centsToReais(p.feeCents),
      days: p.days,
    })),
  };
}

/** Anticipations chosen by `filter` (a WHERE … ORDER BY … LIMIT over `anticipations`), with their parts. */
export async function readAnticipations(
  db: Db,
  filter: string,
  params: readonly unknown[],
): Promise<Anticipation[]> {
  const rows = await db.query<AnticipationRow>(
    `SELECT id, status, requested_at, anticipation_date::text AS anticipation_date, gross_cents, fee_cents,
            monthly_rate_bps FROM anticipations ${filter}`,
    params,
  );
  if (rows.length === 0) return [];
  const parts = await db.query<{
    anticipation_id: string;
    date: string;
    amount_cents: string;
    fee_cents: string;
    days: number;
  }>(
    `SELECT anticipation_id, receivable_date::text AS date, amount_cents, fee_cents, days
       FROM anticipation_receivables WHERE anticipation_id = ANY($1::uuid[]) ORDER BY receivable_date`,
    [rows.map((r) => r.id)],
  );
  return rows.map((row) =>
    anticipationOf(
      row,
      parts
        .filter((p) => p.anticipation_id === row.id)
        .map((p) => ({
          date: p.date,
          amountCents: Number(p.amount_cents),
          feeCents: Number(p.fee_cents),
          days: p.days,
        })),
    ),
  );
}
