import { csvText } from '@domain/csv';

/**
 * A CSV of what a list shows, downloaded by the browser. Written by the product's one CSV writer, the server's too,
 * so a cell a spreadsheet would run as a formula gets a leading apostrophe (docs/decisions/079-one-csv-formula-guard.md).
 */
export function downloadCsv(filename: string, headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const url = URL.createObjectURL(new Blob([csvText(headers, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
