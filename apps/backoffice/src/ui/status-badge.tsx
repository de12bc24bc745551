import { chargeStatusBadge } from '@balcao/domain/charges';
import { type StatusTone, statusLabel, statusTone, toStatus } from '@balcao/domain/common';
import type { ComponentPropsWithRef } from 'react';
import { badge } from './status-badge.css';

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: StatusTone };

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}

export type StatusBadgeProps = {
  /** A status of the shared vocabulary (§3.4), in any letter case. */
  status: string;
  /** Overrides the vocabulary's label (an area may name a status its own way). */
  label?: string;
};

/**
 * A status as a coloured pill, label and tone from the domain. A status outside the vocabulary
 * shows 'Processando' in the neutral tone, as the payments list does for unknown statuses.
 */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const known = toStatus(status);
  const tone: StatusTone = known ? statusTone(known) : 'neutral';
  return (
    <Badge tone={tone} data-tone={tone}>
      {label ?? (known ? statusLabel(known) : 'Processando')}
    </Badge>
  );
}

/** A charge's state (§3 Charge), with the charges' own vocabulary from the domain. */
export function ChargeStatusBadge({ status }: { status: string }) {
  const { label, tone } = chargeStatusBadge(status);
  return (
    <Badge tone={tone} data-tone={tone}>
      {label}
    </Badge>
  );
}
