// The one CSV writer of every download (wallet and exchange history, loan and sub-broker statements): RFC 4180
// quoting, CRLF line ends, and no cell a spreadsheet would run as a formula.

/**
 * One CSV cell: a cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets
 * a leading apostrophe (OWASP CSV injection); a cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
