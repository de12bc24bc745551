import { describe, expect, it } from 'vitest';
import { searchOf, validatePaymentsSearch, viewOf } from './search';

describe('the /pagamentos URL', () => {
  it('keeps only what differs from the defaults', () => {
    expect(validatePaymentsSearch({})).toEqual({});
    const view = viewOf({});
    expect(view).toMatchObject({ tab: 'SENT', status: 'all', page: 1, sort: null, search: '' });
    expect(searchOf(view)).toEqual({});
    expect(searchOf({ ...viewOf({ tab: 'APPROVAL' }), page: 2, search: 'aurora' })).toEqual({
      tab: 'APPROVAL',
      page: 2,
      q: 'aurora',
    });
  });

  it('drops what the controls could never produce', () => {
    expect(
      validatePaymentsSearch({
        tab: 'OUTRA',
        status: 'REQUESTED', // not a status of Enviados
        costCenter: '<b>',
        from: '2026-13-01',
        page: '-3',
        sort: 'recipientName,ASC',
      }),
    ).toEqual({});
    expect(
      validatePaymentsSearch({ tab: 'REJECTED', status: 'FAILED', page: '4', sort: 'amount,ASC' }),
    ).toEqual({
      tab: 'REJECTED',
      status: 'FAILED',
      page: 4,
      sort: 'amount,ASC',
    });
  });

  it('keeps dates only in order, and a long search cut to 100 characters', () => {
    expect(validatePaymentsSearch({ from: '2026-11-30', to: '2026-11-01' })).toEqual({});
    expect(validatePaymentsSearch({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(validatePaymentsSearch({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });
});
