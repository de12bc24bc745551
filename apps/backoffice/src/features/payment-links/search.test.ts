import { describe, expect, it } from 'vitest';
import { validateLinkSearch as validate, visibleKinds } from './search';

/** The URL's params, as the router hands them over. */
const validateLinkSearch = (search: Record<string, unknown>) =>
  validate(search as Parameters<typeof validate>[0]);

describe('validateLinkSearch', () => {
  it('reads the tab, term, toggle and page from the URL', () => {
    expect(
      validateLinkSearch({ kind: 'fast-orders', term: ' curso ', withCustomer: 'true', page: '3' }),
    ).toEqual({
      kind: 'fast-orders',
      term: 'curso',
      withCustomer: true,
      page: 3,
    });
  });

  it('falls back to the first page of one-off links on anything odd', () => {
    expect(validateLinkSearch({ kind: 'toString', term: { a: 1 }, withCustomer: 'yes', page: -2 })).toEqual({
      kind: 'orders',
      term: '',
      withCustomer: false,
      page: 1,
    });
    expect(validateLinkSearch({ term: 'x'.repeat(500) }).term).toHaveLength(150);
  });
});

describe('visibleKinds', () => {
  it('shows Links Rápidos only with view_fast_payment_link', () => {
    expect(visibleKinds([])).toEqual(['orders', 'subscriptions']);
    expect(visibleKinds(['view_fast_payment_link'])).toEqual(['orders', 'subscriptions', 'fast-orders']);
  });
});
