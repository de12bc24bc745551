import { describe, expect, it } from 'vitest';
import { validateCardStatementSearch, validatePageSearch } from './search';

describe('the cards pages’ search', () => {
  it('reads the page, else the first', () => {
    expect(validatePageSearch({ page: '4' } as never)).toEqual({ page: 4 });
    for (const page of ['0', '1.5', 'dois', undefined, 100_001])
      expect(validatePageSearch({ page } as never)).toEqual({ page: 1 });
  });

  it('keeps a statement period only whole and in order', () => {
    expect(validateCardStatementSearch({ from: '2026-10-01', to: '2026-10-31', page: '2' } as never)).toEqual(
      {
        from: '2026-10-01',
        to: '2026-10-31',
        page: 2,
      },
    );
    expect(validateCardStatementSearch({ from: '2026-10-31', to: '2026-10-01' } as never)).toEqual({
      page: 1,
    });
    expect(validateCardStatementSearch({ from: '2026-10-01', page: -1 } as never)).toEqual({ page: 1 });
  });
});
