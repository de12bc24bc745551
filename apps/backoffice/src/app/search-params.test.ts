import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  centsParam,
  dayParam,
  flagParam,
  MAX_PAGE,
  oneOfParam,
  optionalOneOfParam,
  pageParam,
  termParam,
  wholeRange,
  zeroBasedPageParam,
} from './search-params';

describe('the search param fragments (issue 27)', () => {
  it('read a page from text or number, and fall back to the first page on anything else', () => {
    expect(v.parse(pageParam, '3')).toBe(3);
    expect(v.parse(pageParam, 7)).toBe(7);
    for (const bad of ['0', '-1', '2.5', 'abc', '', MAX_PAGE + 1, null, undefined, { page: 2 }, true])
      expect(v.parse(pageParam, bad)).toBe(1);
    expect(v.parse(zeroBasedPageParam, '0')).toBe(0);
    expect(v.parse(zeroBasedPageParam, '-1')).toBe(0);
  });

  it('trim a term to its longest, read numbers back as text, and drop anything else', () => {
    expect(v.parse(termParam(10), '  padaria  ')).toBe('padaria');
    expect(v.parse(termParam(20), 52998224725)).toBe('52998224725');
    expect(v.parse(termParam(5), 'x'.repeat(50))).toBe('xxxxx');
    expect(v.parse(termParam(5), { x: 1 })).toBe('');
    expect(v.parse(termParam(5), undefined)).toBe('');
  });

  it('keep a real calendar day and drop anything else', () => {
    expect(v.parse(dayParam, '2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '28/02/2026', 20260228, undefined])
      expect(v.parse(dayParam, bad)).toBeUndefined();
  });

  it('keep a listed value, else the default or absent', () => {
    const tab = oneOfParam(['corrente', 'investimento'], 'corrente');
    expect(v.parse(tab, 'investimento')).toBe('investimento');
    expect(v.parse(tab, 'poupanca')).toBe('corrente');
    expect(v.parse(optionalOneOfParam(['PIX', 'BOLETO']), 'TED')).toBeUndefined();
  });

  it('read cents and flags leniently', () => {
    expect(v.parse(centsParam(100), '40')).toBe(40);
    expect(v.parse(centsParam(100), '101')).toBeUndefined();
    expect(v.parse(centsParam(100), '1.5')).toBeUndefined();
    expect(v.parse(flagParam, 'true')).toBe(true);
    expect(v.parse(flagParam, true)).toBe(true);
    expect(v.parse(flagParam, 'yes')).toBe(false);
  });

  it('count a range only whole and in order', () => {
    expect(wholeRange('2026-10-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(wholeRange('2026-10-31', '2026-10-01')).toBeNull();
    expect(wholeRange('2026-10-01', undefined)).toBeNull();
  });
});
