import { describe, expect, it } from 'vitest';
import { validateUsersSearch } from './search';

describe('validateUsersSearch', () => {
  it('reads the page, else the first', () => {
    expect(validateUsersSearch({ page: '2' } as never)).toEqual({ page: 2 });
    for (const page of ['0', '-3', '1.5', 'dois', undefined, {}])
      expect(validateUsersSearch({ page } as never)).toEqual({ page: 1 });
  });
});
