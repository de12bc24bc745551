import { describe, expect, it } from 'vitest';
import { chargeListQuery } from './api';
import { activeFilterCount, validateChargeSearch } from './list-search';

/** The URL's params, as the router hands them over. */
const parse = (search: Record<string, unknown>) =>
  validateChargeSearch(search as Parameters<typeof validateChargeSearch>[0]);

describe('validateChargeSearch', () => {
  it('defaults to every charge, searched by Cliente, on page 1', () => {
    expect(parse({})).toEqual({ field: 'customerName', term: '', status: 'ALL', page: 1 });
  });

  it('keeps every filter of a well-formed URL, numbers read back as text where they are terms', () => {
    expect(
      parse({
        field: 'customerDocument',
        term: 52998224725,
        status: 'LATE',
        paymentMethod: 'CREDIT_CARD',
        paidDateInitial: '2026-09-01',
        paidDateFinal: '2026-09-30',
        expirationDateInitial: '2026-10-01',
        expirationDateFinal: '2026-10-31',
        valueMin: 0,
        valueMax: '25050',
        page: '4',
      }),
    ).toEqual({
      field: 'customerDocument',
      term: '52998224725',
      status: 'LATE',
      paymentMethod: 'CREDIT_CARD',
      paidDateInitial: '2026-09-01',
      paidDateFinal: '2026-09-30',
      expirationDateInitial: '2026-10-01',
      expirationDateFinal: '2026-10-31',
      valueMin: 0,
      valueMax: 25050,
      page: 4,
    });
  });

  it('drops what is odd: unknown values, half or reversed ranges, impossible days, bad amounts and pages', () => {
    expect(
      parse({
        field: 'password',
        term: { $ne: null },
        status: 'PAID_MANUALLY',
        paymentMethod: 'CHEQUE',
        paidDateInitial: '2026-09-01',
        expirationDateInitial: '2026-10-31',
        expirationDateFinal: '2026-10-01',
        valueMin: -1,
        valueMax: 12.5,
        page: 0,
      }),
    ).toEqual({ field: 'customerName', term: '', status: 'ALL', page: 1 });
    expect(parse({ paidDateInitial: '2026-02-01', paidDateFinal: '2026-02-31', page: 2.5 })).toEqual({
      field: 'customerName',
      term: '',
      status: 'ALL',
      page: 1,
    });
  });

  it('counts the panel filters in force', () => {
    const base = parse({});
    expect(activeFilterCount(base)).toBe(0);
    expect(activeFilterCount({ ...base, status: 'PAID', valueMin: 100, valueMax: 200, term: 'x' })).toBe(2);
  });
});

describe('chargeListQuery', () => {
  it('sends reais, page from 0 and the search term under its own field', () => {
    expect(chargeListQuery({ field: 'title', term: 'plano', status: 'ALL', valueMax: 1, page: 1 })).toEqual({
      chargeFilterConfig: 'ALL',
      page: 0,
      size: 10,
      sort: 'expirationDate,DESC',
      title: 'plano',
      valueMax: 0.01,
    });
  });
});
