import { CSV_BOM, CSV_SEPARATOR } from '@balcao/domain/reports';

/**
 * For tests: the cells a spreadsheet would read from one of the product's CSV files (BOM dropped,
 * quotes honoured, CRLF between rows), so assertions look at cells, not at bytes.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === CSV_SEPARATOR) {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
