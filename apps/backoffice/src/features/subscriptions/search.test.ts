import { describe, expect, it } from 'vitest';
import { validatePlanSearch, validateSubscriptionSearch } from './search';

describe('the subscriptions pages’ search', () => {
  it('reads tab, field, term, a whole range and the page', () => {
    expect(
      validateSubscriptionSearch({
        tab: 'DEFAULTER',
        field: 'customerDocument',
        term: 52998224725,
        from: '2026-10-01',
        to: '2026-10-31',
        page: '3',
      } as never),
    ).toEqual({
      tab: 'DEFAULTER',
      field: 'customerDocument',
      term: '52998224725',
      from: '2026-10-01',
      to: '2026-10-31',
      page: 3,
    });
  });

  it('falls back to the first page of Todas on anything odd', () => {
    expect(
      validateSubscriptionSearch({
        tab: 'X',
        field: 'email',
        term: {},
        from: '2026-10-31',
        to: '2026-10-01',
        page: 0,
      } as never),
    ).toEqual({ tab: 'ALL', field: 'customerName', term: '', page: 1 });
  });

  it('reads the plan search, at most 60 characters', () => {
    expect(validatePlanSearch({ title: ' Ouro ', page: '2' } as never)).toEqual({ title: 'Ouro', page: 2 });
    expect(validatePlanSearch({ title: 'x'.repeat(80), page: 'x' } as never)).toEqual({
      title: 'x'.repeat(60),
      page: 1,
    });
  });
});
