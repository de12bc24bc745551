import type { StatusTone } from '../common/status';

/** The charge states of the acquiring document (§3 Charge), as the gateway sends them. */
export const CHARGE_STATUSES = [
  'SCHEDULED',
  'LATE',
  'PAID',
  'PAID_MANUALLY',
  'PRE_AUTHORIZED',
  'REFUND',
  'CANCELED',
  'FAILED',
  'DISPUTE',
  'CHARGEBACK',
  'ABANDONNED',
] as const;

export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * §4 names SCHEDULED 'A receber' and the manual payment 'Paga Manualmente'; the other labels are the
 * project's, feminine as 'a cobrança'. The shared vocabulary of §3.4 has no LATE or REFUND, so charges
 * keep their own table, with the shared tones for the badge colours.
 */
const CHARGE_STATUS_TABLE: Readonly<Record<ChargeStatus, { label: string; tone: StatusTone }>> = {
  SCHEDULED: { label: 'A receber', tone: 'info' },
  LATE: { label: 'Atrasada', tone: 'warning' },
  PAID: { label: 'Paga', tone: 'success' },
  PAID_MANUALLY: { label: 'Paga Manualmente', tone: 'success' },
  PRE_AUTHORIZED: { label: 'Pré-autorizada', tone: 'info' },
  REFUND: { label: 'Estornada', tone: 'muted' },
  CANCELED: { label: 'Cancelada', tone: 'muted' },
  FAILED: { label: 'Falhou', tone: 'danger' },
  DISPUTE: { label: 'Em disputa', tone: 'warning' },
  CHARGEBACK: { label: 'Chargeback', tone: 'danger' },
  ABANDONNED: { label: 'Abandonada', tone: 'muted' },
};

function isChargeStatus(value: string): value is ChargeStatus {
  return (CHARGE_STATUSES as readonly string[]).includes(value);
}

/** The badge of a charge; an unknown state shows as sent, in the neutral colour. */
export function chargeStatusBadge(status: string): { label: string; tone: StatusTone } {
  return isChargeStatus(status) ? CHARGE_STATUS_TABLE[status] : { label: status, tone: 'neutral' };
}

export const PAYMENT_METHOD_LABELS = {
  CREDIT_CARD: 'Cartão de Crédito',
  BOLETO: 'Boleto',
  PIX: 'Pix',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
