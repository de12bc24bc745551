import { describe, expect, it } from 'vitest';
import { validateActivitySearch } from './search';

describe('validateActivitySearch', () => {
  it('reads the period, the action and the 0-based page', () => {
    expect(
      validateActivitySearch({
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        action: 'payment.approve',
        page: '0',
      } as never),
    ).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31', action: 'payment.approve', page: 0 });
  });

  it('reads anything malformed as absent', () => {
    expect(
      validateActivitySearch({ startDate: '31/10/2026', endDate: 5, action: 'HACK', page: '-1' } as never),
    ).toEqual({
      page: 0,
    });
    expect(validateActivitySearch({} as never)).toEqual({ page: 0 });
  });
});
