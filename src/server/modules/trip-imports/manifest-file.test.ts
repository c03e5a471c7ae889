import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ManifestFileError,
  manifestKindOf,
  manifestRows,
  manifestRowsFromCsv,
  manifestText,
  MAX_MANIFEST_ROWS,
} from './manifest-file';

const csv =
  'TripID,LastName,FirstName,PU Address\n1-20261130-12345-A,Núñez,José,"1500 Market St, Philadelphia, PA 19102"\n';

describe('a manifest file', () => {
  it('reads UTF-8 with and without a byte order mark, and Windows-1252', () => {
    const utf8 = new TextEncoder().encode(csv);
    expect(manifestText(utf8)).toBe(csv);
    expect(manifestText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(csv);
    // "Núñez,José" in Windows-1252: one byte a letter, which is not UTF-8.
    const cp1252 = new Uint8Array([0x4e, 0xfa, 0xf1, 0x65, 0x7a]);
    expect(manifestText(cp1252)).toBe('Núñez');
  });

  it('gives each row by header with its spreadsheet row number, quoted commas kept, blank lines skipped', () => {
    const { headers, rows } = manifestRowsFromCsv(
      `\uFEFF${csv}\n\n2-20261130-77-B,Lee,Ann,"1 Main St, Camden, NJ 08102"\n`,
    );
    expect(headers).toEqual(['TripID', 'LastName', 'FirstName', 'PU Address']);
    expect(rows).toEqual([
      {
        number: 2,
        cells: {
          TripID: '1-20261130-12345-A',
          LastName: 'Núñez',
          FirstName: 'José',
          'PU Address': '1500 Market St, Philadelphia, PA 19102',
        },
      },
      {
        number: 3,
        cells: {
          TripID: '2-20261130-77-B',
          LastName: 'Lee',
          FirstName: 'Ann',
          'PU Address': '1 Main St, Camden, NJ 08102',
        },
      },
    ]);
  });

  it('refuses a file with no header, a nameless or repeated header, no trips, or too many rows', () => {
    expect(() => manifestRowsFromCsv('')).toThrow('The file has no header row');
    expect(() => manifestRowsFromCsv('TripID,,Name\n1,2,3\n')).toThrow('Column 2 of the header row has no name');
    expect(() => manifestRowsFromCsv('TripID,Name,TripID\n1,2,3\n')).toThrow('The header "TripID" appears twice');
    expect(() => manifestRowsFromCsv('TripID,Name\n')).toThrow('The file has a header row but no trips');
    const many = `TripID\n${Array.from({ length: MAX_MANIFEST_ROWS + 1 }, (_, i) => i).join('\n')}\n`;
    expect(() => manifestRowsFromCsv(many)).toThrow(`a manifest may have at most ${MAX_MANIFEST_ROWS}`);
  });
});

describe('an Excel manifest', () => {
  it('reads date, time, formula and rich-text cells as a CSV would have them, numbering rows as the sheet does', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Trips');
    sheet.addRow(['TripID', 'DOS', 'PU Time', 'Attendants', 'Comments']);
    sheet.addRow([
      '1-20261130-12345-A',
      new Date(Date.UTC(2026, 10, 30)),
      new Date(Date.UTC(1899, 11, 30, 9, 15)),
      { formula: '1+0', result: 1 },
      { richText: [{ text: 'Ring ' }, { text: 'twice', font: { bold: true } }] },
    ]);
    sheet.addRow([]);
    sheet.addRow(['1-20261130-12345-B', '11/30/2026', 'WILL CALL', 0, null]);
    const read = await manifestRows(new Uint8Array(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(read.headers).toEqual(['TripID', 'DOS', 'PU Time', 'Attendants', 'Comments']);
    expect(read.rows).toEqual([
      {
        number: 2,
        cells: {
          TripID: '1-20261130-12345-A',
          DOS: '2026-11-30',
          'PU Time': '09:15',
          Attendants: '1',
          Comments: 'Ring twice',
        },
      },
      {
        number: 4,
        cells: {
          TripID: '1-20261130-12345-B',
          DOS: '11/30/2026',
          'PU Time': 'WILL CALL',
          Attendants: '0',
          Comments: '',
        },
      },
    ]);
  });

  it('tells a workbook from a CSV by its bytes, and refuses an old .xls or a mislabelled file', () => {
    expect(manifestKindOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]), 'trips.csv')).toBe('xlsx');
    expect(manifestKindOf(new TextEncoder().encode('TripID\n1'), 'trips.csv')).toBe('csv');
    expect(() => manifestKindOf(new TextEncoder().encode('TripID\n1'), 'trips.xlsx')).toThrow(/not an Excel workbook/);
    expect(() => manifestKindOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0]), 'trips.xls')).toThrow(ManifestFileError);
  });
});
