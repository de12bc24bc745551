import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutralizeFormula } from './report-csv';

describe('the reports’ CSV dialect', () => {
  it('quotes only fields with the separator, quotes or line breaks, doubling quotes', () => {
    expect(csvField('João Pereira')).toBe('João Pereira');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha\nnova')).toBe('"linha\nnova"');
    expect(csvLine(['1', 'a;b', ''])).toBe('1;"a;b";\r\n');
  });

  it('keeps typed formulas as text', () => {
    for (const text of ['=SOMA(A1)', '+55', '-1', '@cmd', '\tx'])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(neutralizeFormula('Maria')).toBe('Maria');
  });
});
