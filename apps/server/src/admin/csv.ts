/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), made safe to open in a spreadsheet: a
 * cell a visitor typed that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would run as a
 * formula, so it gets a leading `'` (OWASP's advice for CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, neutralised and quoted when needed. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, CRLF included. */
export const csvRow = (cells: readonly (string | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a UTF-8 file as UTF-8 (Hebrew included) only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
