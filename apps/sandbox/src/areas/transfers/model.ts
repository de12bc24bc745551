import type { banking } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';

type Transfer = banking.components['schemas']['Transfer'];

export interface TransferRow {
  id: string;
  amount_cents: string;
  requested_at: Date | string;
  scheduled_date: string;
  status: 'PENDING' | 'EXECUTED';
  fee_cents: string;
  anticipation_id: string | null;
}

export const COLUMNS =
  'id, amount_cents::text, requested_at, scheduled_date::text, status, fee_cents::text, anticipation_id';

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    amount: centsToReais(Number(row.amount_cents)),
    date: new Date(row.requested_at).toISOString(),
    scheduledDate: row.scheduled_date,
    status: row.status,
    feeAmount: centsToReais(Number(row.fee_cents)),
    anticipationId: row.anticipation_id,
  };
}
