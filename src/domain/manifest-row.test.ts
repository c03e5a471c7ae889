import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifestDate, manifestTime, readManifestRow, READY_MAPPINGS, type ManifestMapping } from './manifest-row';

const legPerRow: ManifestMapping = READY_MAPPINGS.legPerRow;
const namedLegs: ManifestMapping = READY_MAPPINGS.namedLegs;

/** A row as the leg-per-row layout exports it. */
const row = (overrides: Record<string, string> = {}) => ({
  TripID: '1-20261130-12345-A',
  MemberID: 'PA123456789',
  LastName: 'Delgado',
  FirstName: 'Rosa',
  DOB: '04/12/1951',
  Phone: '(215) 555-0142',
  'PU Address': '1500 Market St Apt 4B, Philadelphia, PA 19102',
  'DO Address': 'Liberty Dialysis, 1800 Lombard St, Philadelphia, PA 19146',
  DOS: '11/30/2026',
  'PU Time': '0915',
  'Appt Time': '1000',
  Mobility: 'WC',
  Attendants: '1',
  'Trip Status': 'Scheduled',
  Comments: 'Ring bell twice',
  ...overrides,
});

describe('a manifest row', () => {
  it('reads a leg-per-row broker export: the trip number as sent, the leg from its end, US dates, 0915 times', () => {
    const result = readManifestRow(row(), legPerRow);
    expect(result).toEqual({
      ok: true,
      trip: {
        tripNumber: '1-20261130-12345-A',
        memberId: 'PA123456789',
        riderName: 'Rosa Delgado',
        dateOfBirth: '1951-04-12',
        phone: '(215) 555-0142',
        language: null,
        pickup: {
          line: '1500 Market St Apt 4B, Philadelphia, PA 19102',
          address: { street: '1500 Market St', unit: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' },
        },
        dropoff: {
          line: 'Liberty Dialysis, 1800 Lombard St, Philadelphia, PA 19146',
          address: { street: '1800 Lombard St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19146' },
        },
        tripDate: '2026-11-30',
        pickupTime: '09:15',
        appointmentTime: '10:00',
        willCall: false,
        levelOfService: 'wheelchair',
        escortCount: 1,
        leg: 'outbound',
        cancelled: false,
        notes: 'Ring bell twice',
      },
    });
  });

  it('takes the B leg as the return, a will-call return without a time, and a cancellation', () => {
    const back = readManifestRow(
      row({ TripID: '1-20261130-12345-B', 'PU Time': 'WILL CALL', 'Appt Time': '', 'Trip Status': 'CXL' }),
      legPerRow,
    );
    expect(back).toMatchObject({
      ok: true,
      trip: { leg: 'return', willCall: true, pickupTime: null, cancelled: true },
    });
  });

  it('reads "LAST, FIRST" names, a leg column and 12-hour times', () => {
    const result = readManifestRow(
      {
        'Trip Number': 'T-88123',
        'Member Number': 'M-1',
        'Member Name': 'DELGADO, ROSA',
        'Pickup Location': '1500 Market St, Philadelphia, PA 19102',
        Destination: '1800 Lombard St, Philadelphia, PA 19146',
        'Date of Service': '12/1/2026',
        'Pickup Time': '1:30 PM',
        'Level of Service': 'Ambulatory',
        Leg: 'Return',
      },
      namedLegs,
    );
    expect(result).toMatchObject({
      ok: true,
      trip: {
        riderName: 'ROSA DELGADO',
        tripDate: '2026-12-01',
        pickupTime: '13:30',
        leg: 'return',
        levelOfService: 'ambulatory',
      },
    });
  });

  it('names each bad cell under its own column, and is no trip', () => {
    const result = readManifestRow(
      row({
        DOS: '30/11/2026',
        'PU Time': '25:00',
        'Appt Time': '',
        Mobility: 'HOVERCRAFT',
        Attendants: 'two',
        'DO Address': 'the dialysis place',
        LastName: '',
        FirstName: '',
      }),
      legPerRow,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        LastName: 'Rider name is required',
        DOS: 'Trip date must be a date like MM/DD/YYYY',
        'DO Address': 'Dropoff address must be one address: street, city, state and ZIP code',
        'PU Time': 'Pickup time must be a time like HHmm',
        Mobility: '"HOVERCRAFT" is not a level of service this mapping knows',
        Attendants: 'Escorts must be a whole number from 0 to 3',
      },
    });
  });

  it('refuses a will-call outbound leg and an unknown leg marker', () => {
    expect(readManifestRow(row({ 'PU Time': 'WILL CALL' }), legPerRow)).toMatchObject({
      ok: false,
      errors: { 'PU Time': 'Only a return may be will-call' },
    });
    expect(readManifestRow(row({ TripID: '1-20261130-12345-C' }), legPerRow)).toMatchObject({
      ok: false,
      errors: { TripID: '"C" is not a leg this mapping knows' },
    });
  });
});

describe("a manifest's language column", () => {
  const withLanguage: ManifestMapping = { ...legPerRow, columns: { ...legPerRow.columns, language: 'Lang' } };
  it.each([
    ['SPA', 'es'],
    ['Español', 'es'],
    ['spanish', 'es'],
    ['EN', 'en'],
    ['', null],
  ])('reads %j as the rider’s language for texts (%s)', (word, language) => {
    expect(readManifestRow(row({ Lang: word }), withLanguage)).toMatchObject({ ok: true, trip: { language } });
  });

  it('names a language it does not know under its column', () => {
    expect(readManifestRow(row({ Lang: 'Klingon' }), withLanguage)).toMatchObject({
      ok: false,
      errors: { Lang: '"Klingon" is not a language for texts: use English or Spanish' },
    });
  });
});

describe('manifest dates and times', () => {
  it('reads only real days and clock times in the mapping’s format', () => {
    expect(manifestDate('02/29/2028', 'MM/DD/YYYY')).toBe('2028-02-29');
    expect(manifestDate('02/29/2027', 'MM/DD/YYYY')).toBeNull();
    expect(manifestDate('30/11/2026', 'MM/DD/YYYY')).toBeNull();
    expect(manifestDate('2026-11-30', 'YYYY-MM-DD')).toBe('2026-11-30');
    expect(manifestTime('12:05 AM', 'h:mm a')).toBe('00:05');
    expect(manifestTime('12:05 PM', 'h:mm a')).toBe('12:05');
    expect(manifestTime('13:05 PM', 'h:mm a')).toBeNull();
    expect(manifestTime('0960', 'HHmm')).toBeNull();
    expect(manifestTime('7:05', 'HH:mm')).toBe('07:05');
  });

  it('writes every minute of the day back as it was, in each format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const twelve = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
        expect(manifestTime(hhmm, 'HH:mm')).toBe(hhmm);
        expect(manifestTime(hhmm.replace(':', ''), 'HHmm')).toBe(hhmm);
        expect(manifestTime(twelve, 'h:mm a')).toBe(hhmm);
      }),
    );
  });
});

describe('a spreadsheet’s cells', () => {
  it('reads a year-first date and a 24-hour time whatever the mapping’s formats', () => {
    expect(manifestDate('2026-11-30', 'MM/DD/YYYY')).toBe('2026-11-30');
    expect(manifestDate('2026-02-30', 'MM/DD/YYYY')).toBeNull();
    expect(manifestTime('09:15', 'HHmm')).toBe('09:15');
    expect(manifestTime('13:30', 'h:mm a')).toBe('13:30');
    expect(manifestTime('9:15', 'HHmm')).toBeNull();
  });
});
