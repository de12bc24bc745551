import { describe, expect, it } from 'vitest';
import { validateTreasurySearch } from './search';

describe('validateTreasurySearch', () => {
  it('reads the tab, the period and the page', () => {
    expect(
      validateTreasurySearch({ tab: 'investimento', from: '2026-09-01', to: '2026-10-31', page: 3 } as never),
    ).toEqual({ tab: 'investimento', from: '2026-09-01', to: '2026-10-31', page: 3 });
  });

  it('keeps a crossed or too long period for the page to refuse, and drops half of one', () => {
    expect(validateTreasurySearch({ from: '2026-10-31', to: '2026-01-01' } as never)).toEqual({
      tab: 'corrente',
      from: '2026-10-31',
      to: '2026-01-01',
      page: 1,
    });
    expect(validateTreasurySearch({ to: '2026-10-31' } as never)).toEqual({ tab: 'corrente', page: 1 });
  });

  it('falls back to the checking tab and the first page on anything odd', () => {
    expect(
      validateTreasurySearch({ tab: 'poupanca', from: 'ontem', to: 20261031, page: '-2' } as never),
    ).toEqual({
      tab: 'corrente',
      page: 1,
    });
  });
});
