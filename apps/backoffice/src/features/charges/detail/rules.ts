import type { Charge } from '../api';
import type { ChargeAttempt } from './detail-api';

/** Card charges start on Total (the only choice when paid on a prior day); Pix waits for a choice. */
export function defaultRefundKind(charge: Charge): 'TOTAL' | null {
  return charge.paymentMethod === 'CREDIT_CARD' ? 'TOTAL' : null;
}

/** §4: the failed attempt's reason from the first parsed error's codeReason and message. */
export function attemptFailureReason(attempt: ChargeAttempt): string {
  const empty = 'Sem dados de erro';
  if (!attempt.errorTransactionalResponse) return empty;
  try {
    const parsed = JSON.parse(attempt.errorTransactionalResponse) as {
      errors?: { codeReason?: string; message?: string }[];
    };
    const first = parsed.errors?.[0];
    const parts = [first?.codeReason, first?.message].filter((part): part is string => Boolean(part));
    return parts.length > 0 ? parts.join(' - ') : empty;
  } catch {
    return empty;
  }
}
