import Papa from 'papaparse';

/**
 * A broker's manifest as rows of column header → text (docs/decisions/104-manifest-rows.md), from the CSV a portal
 * exports. Portals write UTF-8 with or without a byte order mark, and older ones Windows-1252 (an "é" in a
 * rider's name is one byte there, and not UTF-8): the bytes are read as UTF-8 when they are, else as Windows-1252.
 */

/** A manifest larger than this is a mistake (a year of trips, the wrong file), not a day's work. */
export const MAX_MANIFEST_ROWS = 10_000;

export interface ManifestRows {
  headers: string[];
  /** Each row by header, with the row's number as a spreadsheet shows it (the header is row 1). */
  rows: { number: number; cells: Record<string, string> }[];
}

export class ManifestFileError extends Error {
  override readonly name = 'ManifestFileError';
}

/** The file's text: UTF-8 (a byte order mark dropped) when it is valid UTF-8, else Windows-1252. */
export function manifestText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The CSV's rows under its header row; a file with no header, a repeated or blank header, or too many rows is refused. */
export function manifestRowsFromCsv(text: string): ManifestRows {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [head, ...body] = parsed.data;
  if (!head || head.every((h) => !h.trim())) throw new ManifestFileError('The file has no header row');
  const headers = head.map((h) => h.trim());
  const blank = headers.findIndex((h) => !h);
  if (blank !== -1) throw new ManifestFileError(`Column ${blank + 1} of the header row has no name`);
  const repeated = headers.find((h, i) => headers.indexOf(h) !== i);
  if (repeated) throw new ManifestFileError(`The header "${repeated}" appears twice`);
  if (body.length === 0) throw new ManifestFileError('The file has a header row but no trips');
  if (body.length > MAX_MANIFEST_ROWS)
    throw new ManifestFileError(`The file has ${body.length} rows; a manifest may have at most ${MAX_MANIFEST_ROWS}`);
  return {
    headers,
    rows: body.map((cells, i) => ({
      number: i + 2,
      cells: Object.fromEntries(headers.map((h, k) => [h, (cells[k] ?? '').trim()])),
    })),
  };
}
