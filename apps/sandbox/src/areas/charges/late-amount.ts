import { type LateBoletoAmount, lateBoletoAmountDue } from '@balcao/domain';
import { cents } from '../../db/money';

export interface LateAmountRow {
  payment_method: string;
  status: string;
  amount_cents: number | string | bigint;
  expiration_date: string;
  late_fine_bp: number;
  late_interest_bp: number;
}

/**
 * What paying the charge on `today` costs: a LATE boleto grows by the fine it was issued with and the
 * pro-rata interest (the domain's rule); anything else costs its amount. Computed on every read, never
 * stored until the boleto is paid.
 */
export function amountDue(row: LateAmountRow, today: string): LateBoletoAmount {
  const amountCents = cents(row.amount_cents);
  if (row.payment_method !== 'BOLETO' || row.status !== 'LATE')
    return { daysLate: 0, fineCents: 0, interestCents: 0, totalCents: amountCents };
  return lateBoletoAmountDue({
    amountCents,
    fineBasisPoints: row.late_fine_bp,
    monthlyInterestBasisPoints: row.late_interest_bp,
    dueDate: row.expiration_date,
    today,
  });
}
