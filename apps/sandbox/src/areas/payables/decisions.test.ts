import { describe, expect, it } from 'vitest';
import { executionInstant, expiryInstant } from './decisions';
import { endToEndId } from './execution';

describe('when the sandbox bank runs a payment', () => {
  it('runs an approved payment at 06:00 in São Paulo on its date, or at once when that moment has passed', () => {
    const before = new Date('2026-11-25T15:00:00Z');
    expect(executionInstant('2026-11-27', before).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(executionInstant('2026-11-25', new Date('2026-11-25T08:00:00Z')).toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
    expect(executionInstant('2026-11-25', before)).toEqual(before);
  });

  it('expires an unapproved request at the end of its day (midnight in São Paulo)', () => {
    expect(expiryInstant('2026-11-30').toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(expiryInstant('2026-12-31').toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('names a Pix by the Banco Central’s end-to-end id: E, the payer ISPB, the UTC minute, 11 characters', () => {
    const id = endToEndId(new Date('2026-11-26T09:01:30Z'));
    expect(id).toMatch(/^E99999999202611260901[A-Z0-9]{11}$/);
    expect(id).toHaveLength(32);
  });
});
