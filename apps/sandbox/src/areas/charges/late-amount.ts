import { boletoAmountDue, type LateBoletoAmount } from '@balcao/domain/charges';
import { cents } from '../../db/money';

export interface LateAmountRow {
  payment_method: string;
  status: string;
  amount_cents: number | string | bigint;
  expiration_date: string;
  late_fine_bp: number;
  late_interest_bp: number;
  /** Where a second copy's fees run from (its first due date); null when it was never reissued. */
  late_fees_from: string | null;
}

/**
 * What paying the charge on `today` costs: an open boleto that is late, or a second copy that carries
 * the fees of its first due date, costs the fine it was issued with and the pro-rata interest (the
 * domain's rule); anything else costs its amount. Computed on every read, never stored until it is paid.
 */
export function amountDue(row: LateAmountRow, today: string): LateBoletoAmount {
  const amountCents = cents(row.amount_cents);
  if (row.payment_method !== 'BOLETO' || (row.status !== 'LATE' && row.status !== 'SCHEDULED'))
    return { daysLate: 0, fineCents: 0, interestCents: 0, totalCents: amountCents };
  return boletoAmountDue({
    amountCents,
    fineBasisPoints: row.late_fine_bp,
    monthlyInterestBasisPoints: row.late_interest_bp,
    dueDate: row.expiration_date,
    feesFrom: row.late_fees_from ?? row.expiration_date,
    today,
  });
}
