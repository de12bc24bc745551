import { describe, expect, it } from 'vitest';
import { validateCustomerSearch } from './search';

/** The URL's params, as the router hands them over. */
const parse = (search: Record<string, unknown>) =>
  validateCustomerSearch(search as Parameters<typeof validateCustomerSearch>[0]);

describe('validateCustomerSearch', () => {
  it('reads field, term and page from the URL', () => {
    expect(parse({ field: 'email', term: ' gmail ', page: '3' })).toEqual({
      field: 'email',
      term: 'gmail',
      page: 3,
    });
  });

  it('falls back to the first page of all customers on anything odd', () => {
    expect(parse({ field: 'senha', term: { x: 1 }, page: '-1' })).toEqual({
      field: 'name',
      term: '',
      page: 1,
    });
    expect(parse({ page: '2.5' }).page).toBe(1);
    expect(parse({ field: 'document', term: 34190875 }).term).toBe('34190875');
    expect(parse({ term: 'x'.repeat(500) }).term).toHaveLength(150);
  });
});
