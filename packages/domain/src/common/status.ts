/**
 * The status vocabulary shared by charges, withdrawals, payments and refunds (§3.4 of the common
 * document). The API sends these in lower case; `toStatus` also accepts upper case.
 */
export const STATUSES = [
  'requested',
  'pending',
  'pending_approval',
  'scheduled',
  'approved',
  'rejected',
  'processing',
  'paid',
  'completed',
  'returned',
  'cancelled',
  'failed',
  'expired',
  'refunded',
  'withdrawn',
  'desistencia',
  'chargeback',
  'disputed',
] as const;

export type Status = (typeof STATUSES)[number];

/** The colour family of a status badge; the app maps each tone to theme tokens. */
export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'muted';

/**
 * Labels from the specification. The last four exist there only as badge colours without a
 * label; 'Sacado', 'Desistência', 'Chargeback' and 'Em disputa' are the project's choice.
 */
const LABELS: Record<Status, string> = {
  requested: 'Solicitado',
  pending: 'Pendente',
  pending_approval: 'Agendado',
  scheduled: 'Agendado',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
  processing: 'Processando',
  paid: 'Pago',
  completed: 'Pago',
  returned: 'Devolvido',
  cancelled: 'Cancelado',
  failed: 'Falhou',
  expired: 'Expirado',
  refunded: 'Reembolsado',
  withdrawn: 'Sacado',
  desistencia: 'Desistência',
  chargeback: 'Chargeback',
  disputed: 'Em disputa',
};

/**
 * Success for money that arrived or left as asked, danger for money lost or refused, warning for
 * what needs someone's attention, info for what is on its way, muted for what is over without
 * effect, neutral for a request nobody has acted on yet.
 */
const TONES: Record<Status, StatusTone> = {
  requested: 'neutral',
  pending: 'warning',
  pending_approval: 'info',
  scheduled: 'info',
  approved: 'success',
  rejected: 'danger',
  processing: 'info',
  paid: 'success',
  completed: 'success',
  returned: 'warning',
  cancelled: 'muted',
  failed: 'danger',
  expired: 'muted',
  refunded: 'muted',
  withdrawn: 'success',
  desistencia: 'muted',
  chargeback: 'danger',
  disputed: 'warning',
};

function isStatus(value: string): value is Status {
  return (STATUSES as readonly string[]).includes(value);
}

/** Reads a status from the wire in any letter case; null for a value outside the vocabulary. */
export function toStatus(value: string): Status | null {
  const normalized = value.trim().toLowerCase();
  return isStatus(normalized) ? normalized : null;
}

export function statusLabel(status: Status): string {
  return LABELS[status];
}

export function statusTone(status: Status): StatusTone {
  return TONES[status];
}
