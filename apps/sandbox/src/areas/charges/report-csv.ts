/**
 * The CSV dialect of the reports, for Excel in Brazil: UTF-8 with a BOM (so accents open right), `;`
 * between fields (the comma is the decimal separator), CRLF line ends, RFC 4180 quoting.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

/**
 * A text a person typed (name, title, e-mail) that starts like a formula would run in a spreadsheet;
 * a leading apostrophe keeps it text (OWASP 'CSV injection').
 */
export const neutralizeFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Quotes a field only when it holds the separator, a quote or a line break; quotes are doubled. */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const csvLine = (fields: readonly string[]) => fields.map(csvField).join(CSV_SEPARATOR) + CSV_EOL;
