import { describe, expect, it } from 'vitest';
import { validateSubSellerSearch } from './search';

describe('validateSubSellerSearch', () => {
  it('reads the filter (a document read as a number too) and the page', () => {
    expect(validateSubSellerSearch({ filter: ' padaria ', page: '2' } as never)).toEqual({
      filter: 'padaria',
      page: 2,
    });
    expect(validateSubSellerSearch({ filter: 52998224725 } as never)).toEqual({
      filter: '52998224725',
      page: 1,
    });
  });

  it('falls back to all and the first page on anything odd', () => {
    expect(validateSubSellerSearch({ filter: ['a'], page: '1.5' } as never)).toEqual({ filter: '', page: 1 });
    expect(validateSubSellerSearch({ filter: 'x'.repeat(200) } as never).filter).toHaveLength(150);
  });
});
