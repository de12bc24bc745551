import { describe, expect, it } from 'vitest';
import { CHARGE_STATUSES, chargeStatusBadge } from './charges';

describe('chargeStatusBadge', () => {
  it('names the states of §4 as the document does and gives every state a tone', () => {
    expect(chargeStatusBadge('SCHEDULED')).toEqual({ label: 'A receber', tone: 'info' });
    expect(chargeStatusBadge('PAID_MANUALLY')).toEqual({ label: 'Paga Manualmente', tone: 'success' });
    expect(chargeStatusBadge('LATE').label).toBe('Atrasada');
    for (const status of CHARGE_STATUSES) expect(chargeStatusBadge(status).tone).not.toBe('neutral');
  });

  it('shows an unknown state as sent, in the neutral colour', () => {
    expect(chargeStatusBadge('NEW_STATE')).toEqual({ label: 'NEW_STATE', tone: 'neutral' });
  });
});
