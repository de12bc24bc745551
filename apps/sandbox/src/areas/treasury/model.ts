import type { banking } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';

type Schemas = banking.components['schemas'];
export type TreasuryApplication = Schemas['TreasuryApplication'];
export type TreasuryRedemption = Schemas['TreasuryRedemption'];
export type TreasuryWithdrawal = Schemas['TreasuryWithdrawal'];
export type TreasuryApplicationStatus = Schemas['TreasuryApplicationStatus'];

/** Seconds of the sandbox clock between accepting an invest, redeem or withdraw and settling it. */
export const TREASURY_SETTLEMENT_SECONDS = 5;

export interface ApplicationRow {
  id: string;
  seller_id: number;
  product_id: string;
  product_name: string;
  percent_of_cdi: string;
  status: TreasuryApplicationStatus;
  amount_cents: string;
  invested_cents: string;
  base_cents: string;
  current_cents: string;
  started_at: string | null;
  base_date: string | null;
  credited_through: string | null;
  requested_at: Date | string;
}

/** The columns of `treasury_applications a JOIN treasury_products p`. */
export const APPLICATION_COLUMNS = `a.id, a.seller_id, a.product_id, p.name AS product_name, a.percent_of_cdi::text,
  a.status, a.amount_cents::text, a.invested_cents::text, a.base_cents::text, a.current_cents::text,
  a.started_at::text, a.base_date::text, a.credited_through::text, a.requested_at`;
export const APPLICATION_FROM = 'treasury_applications a JOIN treasury_products p ON p.id = a.product_id';

export function toApplication(row: ApplicationRow): TreasuryApplication {
  const invested = Number(row.invested_cents);
  const current = Number(row.current_cents);
  return {
    application_id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    status: row.status,
    invested_amount: centsToReais(invested),
    current_amount: centsToReais(current),
    // A redeemed-out application has neither; a tiny one may not have earned a cent yet.
    yield_amount: centsToReais(Math.max(0, current - invested)),
    started_at: row.started_at,
    yield_params: { index: 'CDI', percent: Number(row.percent_of_cdi) },
    requested_at: new Date(row.requested_at).toISOString(),
  };
}

export interface MovementRow {
  id: string;
  amount_cents: string;
  status: 'PROCESSING' | 'SETTLED';
  requested_at: Date | string;
  settled_at: Date | string | null;
}

export const MOVEMENT_COLUMNS = 'id, amount_cents::text, status, requested_at, settled_at';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toWithdrawal(row: MovementRow): TreasuryWithdrawal {
  return {
    id: row.id,
    amount: centsToReais(Number(row.amount_cents)),
    status: row.status,
    requested_at: new Date(row.requested_at).toISOString(),
    settled_at: iso(row.settled_at),
  };
}

export function toRedemption(row: MovementRow & { application_id: string }): TreasuryRedemption {
  return { ...toWithdrawal(row), application_id: row.application_id };
}
