/**
 * The one way the product writes a CSV, on the server (invoice, pay statement) and in the browser (a table's
 * Export CSV), so one guard stands between stored text and a spreadsheet (docs/decisions/079-one-csv-formula-guard.md).
 */

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection list): =, +, -, @ first, also behind spaces or
 * line breaks, which some imports trim; a tab, carriage return or NUL first; and the full-width signs, which some
 * Excel locales take for the ASCII ones. A plain negative number ("-25.00") is only a number, so it stays one.
 * Without a multiline flag the pattern looks at the start of the whole cell, whatever line breaks follow.
 */
const FORMULA_CELL = /^(?!-\d+(?:\.\d+)?$)(?:[\t\r\0]|\s*[=+\-@＝＋－＠])/;

/** RFC 4180 quotes a cell with a comma, a quote or a line break; edge spaces are quoted so no reader trims them. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export const isFormulaCell = (text: string): boolean => FORMULA_CELL.test(text);

/** One cell as written: a formula gets a leading apostrophe (shown as text, the rest kept) and is always quoted. */
export function csvCell(text: string): string {
  const cell = isFormulaCell(text) ? `'${text}` : text;
  return cell !== text || NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The header row, then the rows, CRLF between them (RFC 4180), no line break after the last. */
export function csvText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
