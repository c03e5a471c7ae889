/**
 * A CSV of what a list shows, downloaded by the browser. Cells that a spreadsheet would run as a formula
 * (=, +, -, @ first) are quoted so opening the file runs nothing. papaparse is loaded on the first export only.
 */
export async function downloadCsv(filename: string, headers: readonly string[], rows: readonly (readonly string[])[]): Promise<void> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse({ fields: [...headers], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
