/**
 * The one CSV dialect the product writes, for Excel in Brazil: UTF-8 with a BOM (so accents open right),
 * `;` between fields (the comma is the decimal separator), CRLF line ends, RFC 4180 quoting. Every file
 * goes through `csvCell`, so no builder can forget to keep a typed formula as text.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const CSV_EOL = '\r\n';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP 'CSV injection'). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount or a count as the product writes them ('-1.234,56'): a number, never a formula. */
const PLAIN_NUMBER = /^-?[\d.]+(,\d+)?$/;

/**
 * A text that starts like a formula gets a leading apostrophe, which keeps it text; a plain number keeps
 * its minus sign, so negative amounts still add up in the spreadsheet.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One cell: formulas neutralised, then quoted only when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutralizeFormula(value == null ? '' : String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(CSV_SEPARATOR) + CSV_EOL;

/** A whole file: BOM, header and lines already made by `csvLine`. */
export const csvDocument = (header: readonly string[], lines: readonly string[]) =>
  CSV_BOM + csvLine(header) + lines.join('');
