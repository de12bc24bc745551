import { hasFeature } from '@balcao/domain';
import type { Charge } from '../api';
import type { ChargeAttempt } from './detail-api';

type Status = Charge['status'];

/** §4: SCHEDULED, LATE and FAILED may be deleted; other statuses do not offer it. */
const DELETABLE: readonly Status[] = ['SCHEDULED', 'LATE', 'FAILED'];
/** Statuses where 'Alterar para paga' is never offered (DISPUTE and CHARGEBACK: the sandbox refuses them). */
const NOT_PAYABLE: readonly Status[] = ['PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK'];

export type DeleteAvailability = 'hidden' | 'disabled' | 'enabled';

export function deleteAvailability(charge: Charge): DeleteAvailability {
  if (!DELETABLE.includes(charge.status)) return 'hidden';
  return charge.anticipated ? 'disabled' : 'enabled';
}

/** The 'Alterar para paga' block: hidden on CANCELED, 'Sim' once paid, the button when it may be changed. */
export type ManualPayAvailability = 'hidden' | 'paid' | 'offered' | 'unavailable';

export function manualPayAvailability(charge: Charge): ManualPayAvailability {
  if (charge.status === 'CANCELED') return 'hidden';
  if (charge.status === 'PAID' || charge.status === 'PAID_MANUALLY') return 'paid';
  if (NOT_PAYABLE.includes(charge.status) || charge.anticipated) return 'unavailable';
  return 'offered';
}

/**
 * The refund flow of §4: never with view_disable_refund; the new flow (view_seller_refund) for card or
 * Pix charges that are not 'Venda Física' and are PAID. Eligibility decides whether it is enabled.
 */
export function offersRefund(charge: Charge, features: readonly string[]): boolean {
  if (hasFeature(features, 'view_disable_refund')) return false;
  if (!hasFeature(features, 'view_seller_refund')) return false;
  if (charge.physicalSale) return false;
  return (
    charge.status === 'PAID' && (charge.paymentMethod === 'CREDIT_CARD' || charge.paymentMethod === 'PIX')
  );
}

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
