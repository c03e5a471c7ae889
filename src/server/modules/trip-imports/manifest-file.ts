import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ManifestFileKind } from '../../../domain/trip-import';

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

/** The rows under a header row; a file with no header, a repeated or blank header, or too many rows is refused. */
function rowsUnder(head: string[] | undefined, body: string[][]): ManifestRows {
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

/** The CSV's rows under its header row. */
export function manifestRowsFromCsv(text: string): ManifestRows {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [head, ...body] = parsed.data;
  return rowsUnder(head, body);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A spreadsheet cell as the text a CSV would have: a date cell as YYYY-MM-DD, a time cell as HH:mm (Excel keeps a
 * time alone on 30 December 1899), a formula as its result, rich text as its words.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
    const clock = `${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`;
    if (day === '1899-12-30') return clock;
    return clock === '00:00' ? day : `${day} ${clock}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value)
      return 'result' in value && value.result !== undefined ? cellText(value.result as ExcelJS.CellValue) : '';
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The first worksheet's rows under its first row. */
export async function manifestRowsFromXlsx(bytes: Uint8Array): Promise<ManifestRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw new ManifestFileError('The file is not an Excel workbook that can be read; save it again as .xlsx or .csv');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ManifestFileError('The workbook has no worksheet');
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    lines[number - 1] = values.slice(1).map(cellText);
  });
  const filled = Array.from(lines, (line) => line ?? []);
  const [head, ...body] = filled;
  // Blank rows are skipped, as in a CSV, but each row keeps its spreadsheet number.
  const numbered = body.map((cells, i) => ({ cells, number: i + 2 })).filter((r) => r.cells.some((c) => c.trim()));
  const read = rowsUnder(
    head,
    numbered.map((r) => r.cells),
  );
  read.rows.forEach((row, i) => (row.number = numbered[i]!.number));
  return read;
}

/** Excel workbooks are zip files; anything else is read as CSV text. An old binary .xls is neither. */
export function manifestKindOf(bytes: Uint8Array, fileName: string): ManifestFileKind {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zip) return 'xlsx';
  if (/\.xlsx$/i.test(fileName)) throw new ManifestFileError('The file is named .xlsx but is not an Excel workbook');
  if (/\.xls$/i.test(fileName) || bytes.subarray(0, 4096).includes(0))
    throw new ManifestFileError('The file is not a CSV or .xlsx manifest; save it as .xlsx or .csv');
  return 'csv';
}

/** The manifest's rows, whichever kind it is. */
export async function manifestRows(bytes: Uint8Array, kind: ManifestFileKind): Promise<ManifestRows> {
  return kind === 'xlsx' ? manifestRowsFromXlsx(bytes) : manifestRowsFromCsv(manifestText(bytes));
}
