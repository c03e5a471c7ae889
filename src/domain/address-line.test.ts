import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USPS_STATES, formatAddressLine, parseAddressLine } from './address-line';

const marketSt = { street: '1500 Market St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19102' };

describe('parseAddressLine', () => {
  it.each([
    ['1500 Market St, Philadelphia, PA 19102', marketSt],
    ['1500 Market St Apt 4B, Philadelphia, PA 19102-1234', { ...marketSt, unit: 'Apt 4B' }],
    ['1500 Market St, Suite 200, Philadelphia, PA 19102', { ...marketSt, unit: 'Suite 200' }],
    ['1500 Market Street Philadelphia PA 19102', { ...marketSt, street: '1500 Market Street' }],
    ['1500 Market St, Philadelphia, pa 19102', marketSt],
    ['1500 market st, philadelphia, pa 19102', marketSt],
    ['1500 MARKET ST, PHILADELPHIA, PA 19102', marketSt],
    ['  1500   Market St ,  Philadelphia ,PA   19102  ', marketSt],
    ['1500 Market St, Philadelphia PA 19102', marketSt],
    ['1500 Market St, Philadelphia, PA, 19102', marketSt],
    ['1500 Market St., Philadelphia, PA. 19102', { ...marketSt, street: '1500 Market St' }],
    ['1500 Market St, Philadelphia, Pennsylvania 19102', marketSt],
    ['1500 Market St, Philadelphia, PA 19102, USA', marketSt],
    ['1500 Market St, Philadelphia, PA 19102 United States', marketSt],
    ['1500 Market St #4B, Philadelphia, PA 19102', { ...marketSt, unit: '#4B' }],
    ['1500 Market St, # 12, Philadelphia, PA 19102', { ...marketSt, unit: '#12' }],
    ['1500 Market St, apt. 4b, Philadelphia, PA 19102', { ...marketSt, unit: 'Apt 4B' }],
    ['1500 Market St Ste. 200, Philadelphia, PA 19102', { ...marketSt, unit: 'Ste 200' }],
    ['1500 Market St, 2nd Floor, Philadelphia, PA 19102', { ...marketSt, unit: '2nd Floor' }],
    ['1500 Market St, Floor 2, Room 5, Philadelphia, PA 19102', { ...marketSt, unit: 'Floor 2, Room 5' }],
    ['Apt 4B, 1500 Market St, Philadelphia, PA 19102', { ...marketSt, unit: 'Apt 4B' }],
    ['1500 Market Street Apt 4B Philadelphia PA 19102', { ...marketSt, street: '1500 Market Street', unit: 'Apt 4B' }],
    ['1500 Market Street Philadelphia, PA 19102', { ...marketSt, street: '1500 Market Street' }],
    ['1500 Market St Bldg C Apt 2, Philadelphia, PA 19102', { ...marketSt, unit: 'Bldg C, Apt 2' }],
    [
      '3401 N. Broad St., Philadelphia, PA 19140',
      { street: '3401 N. Broad St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19140' },
    ],
    ['1 Penn Sq W, Philadelphia, PA 19102', { ...marketSt, street: '1 Penn Sq W' }],
  ])('reads %j', (text, expected) => {
    expect(parseAddressLine(text)).toEqual(expected);
  });

  it('reads streets with directions, ordinals, letters in the house number and hyphenated numbers', () => {
    expect(parseAddressLine('3401 n broad st, philadelphia, pa 19140')).toEqual({
      street: '3401 N Broad St',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19140',
    });
    expect(parseAddressLine('200 S 21st St, Philadelphia, PA 19103')?.street).toBe('200 S 21st St');
    expect(parseAddressLine('12B Elm St, Media, PA 19063')?.street).toBe('12B Elm St');
    expect(parseAddressLine('123-45 Queens Blvd, Forest Hills, NY 11375')).toEqual({
      street: '123-45 Queens Blvd',
      unit: null,
      city: 'Forest Hills',
      state: 'NY',
      zip: '11375',
    });
  });

  it('reads cities with several words and punctuation, and full state names of several words', () => {
    expect(parseAddressLine("10 Main St, St. Mary's, WV 26170")).toMatchObject({ city: "St. Mary's", state: 'WV' });
    expect(parseAddressLine('10 Main St, Wilkes-Barre, PA 18701')?.city).toBe('Wilkes-Barre');
    expect(parseAddressLine('100 Kings Hwy, Cherry Hill, New Jersey 08034')).toMatchObject({
      city: 'Cherry Hill',
      state: 'NJ',
    });
    expect(parseAddressLine('1 Capitol St, Charleston, West Virginia 25301')?.state).toBe('WV');
    expect(parseAddressLine('1 Main St, Richmond, Virginia 23219')?.state).toBe('VA');
    expect(parseAddressLine('100 Main St St Paul MN 55101')).toEqual({
      street: '100 Main St',
      unit: null,
      city: 'St Paul',
      state: 'MN',
      zip: '55101',
    });
    expect(parseAddressLine('50 Main St, Columbus, OH 43215')?.city).toBe('Columbus');
    expect(parseAddressLine('1600 Pennsylvania Ave NW, Washington, DC 20500')).toEqual({
      street: '1600 Pennsylvania Ave NW',
      unit: null,
      city: 'Washington',
      state: 'DC',
      zip: '20500',
    });
  });

  it("drops a place's name written before the street", () => {
    expect(parseAddressLine('Temple University Hospital, 3401 N Broad St, Philadelphia, PA 19140')).toEqual({
      street: '3401 N Broad St',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19140',
    });
  });

  it.each([
    ['Temple University Hospital'],
    ['123 Main St'],
    ['1500 Market St, Philadelphia'],
    ['1500 Market St, Philadelphia, PA'],
    ['1500 Market St, Philadelphia, 19102'],
    ['1500 Market St, PA 19102'],
    ['Philadelphia, PA 19102'],
    ['Market St, Philadelphia, PA 19102'],
    ['1500 Market St, Philadelphia, XX 19102'],
    ['1500 Market St, Philadelphia, PA 1910'],
    ['1500 Market St, Philadelphia, PA 191020'],
    ['PO Box 123, Philadelphia, PA 19102'],
    ['1500 Market St, Center City, Philadelphia, PA 19102'],
    ['1500 Market St, Philadelphia 2, PA 19102'],
    ['1500 Broadway Philadelphia PA 19102'],
    ['Temple University Hospital 3401 N Broad St Philadelphia PA 19140'],
    ['1 Penn Sq W Philadelphia PA 19102'],
    ['1600 Pennsylvania Ave NW Washington DC 20500'],
    [''],
    ['   '],
  ])('answers null for %j', (text) => {
    expect(parseAddressLine(text)).toBeNull();
  });

  it('never throws and never answers a part it has not checked, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const parsed = parseAddressLine(text);
        if (parsed === null) return;
        expect(parsed.zip).toMatch(/^\d{5}$/);
        expect(Object.keys(USPS_STATES)).toContain(parsed.state);
        expect(parsed.street).toMatch(/^\d/);
        expect(parsed.city.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatAddressLine', () => {
  it('writes street, unit, city and "state ZIP" on one line', () => {
    expect(formatAddressLine({ ...marketSt, unit: 'Apt 4B' })).toBe('1500 Market St, Apt 4B, Philadelphia, PA 19102');
  });

  it('leaves the unit out when there is none', () => {
    expect(formatAddressLine(marketSt)).toBe('1500 Market St, Philadelphia, PA 19102');
    expect(formatAddressLine({ ...marketSt, unit: '  ' })).toBe('1500 Market St, Philadelphia, PA 19102');
  });

  it('tidies stray spaces', () => {
    expect(
      formatAddressLine({ street: ' 1500  Market St ', unit: null, city: 'Philadelphia ', state: 'PA', zip: '19102' }),
    ).toBe('1500 Market St, Philadelphia, PA 19102');
  });

  it('reads back as the same address', () => {
    const word = fc.constantFrom('Market', 'Broad', 'Chestnut', 'Walnut', 'Oak', 'Spring Garden', 'Cecil B Moore');
    const suffix = fc.constantFrom('St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Pike');
    const address = fc.record({
      street: fc.tuple(fc.integer({ min: 1, max: 99999 }), word, suffix).map(([n, w, s]) => `${n} ${w} ${s}`),
      unit: fc.option(
        fc
          .tuple(fc.constantFrom('Apt', 'Suite', 'Unit', 'Room'), fc.stringMatching(/^[1-9][0-9]{0,2}[A-Z]?$/))
          .map(([d, n]) => `${d} ${n}`),
        { nil: null },
      ),
      city: fc.constantFrom('Philadelphia', 'Cherry Hill', 'Wilkes-Barre', 'King of Prussia', 'St. Davids'),
      state: fc.constantFrom(...Object.keys(USPS_STATES)),
      zip: fc.stringMatching(/^\d{5}$/),
    });
    fc.assert(
      fc.property(address, (a) => {
        expect(parseAddressLine(formatAddressLine(a))).toEqual(a);
      }),
    );
  });
});
