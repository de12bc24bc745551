import { describe, expect, it } from 'vitest';
import { validateFinancialSearch } from './search';

describe('validateFinancialSearch', () => {
  it('reads the tab, a whole range in order and the page', () => {
    expect(
      validateFinancialSearch({ tab: 'futuros', from: '2026-10-01', to: '2026-10-31', page: '2' }),
    ).toEqual({
      tab: 'futuros',
      from: '2026-10-01',
      to: '2026-10-31',
      page: 2,
    });
  });

  it('falls back to Extrato, the tab’s own period and the first page on anything odd', () => {
    expect(
      validateFinancialSearch({ tab: 'poupanca', from: '2026-10-31', to: '2026-10-01', page: '0' }),
    ).toEqual({
      tab: 'extrato',
      page: 1,
    });
    expect(validateFinancialSearch({ from: '2026-10-01' })).toEqual({ tab: 'extrato', page: 1 });
    expect(validateFinancialSearch({ from: '2026-02-30', to: '2026-03-01', page: 'x' })).toEqual({
      tab: 'extrato',
      page: 1,
    });
  });
});
