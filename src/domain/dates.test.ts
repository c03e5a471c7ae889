import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isIsoDate, isIsoDateTime, timeZoneLabel } from './dates';

describe('isIsoDateTime', () => {
  it('accepts real instants with a zone, with or without seconds and fractions', () => {
    for (const v of ['2026-11-22T10:00Z', '2026-11-22T10:00:00Z', '2026-11-22T10:00:00.123Z', '2028-02-29T23:59:59-05:00', '2026-03-08T02:30:00+14:00']) {
      expect(isIsoDateTime(v), v).toBe(true);
    }
  });

  it('refuses days that do not exist, times past 23:59, missing zones and other formats', () => {
    for (const v of ['2026-02-30T10:00:00Z', '2027-02-29T10:00Z', '1 Z', '2026-11-22T24:00Z', '2026-11-22T10:60Z', '2026-11-22T10:00:00', '2026-11-22 10:00Z', '2026-11-22T10:00+15:00', '']) {
      expect(isIsoDateTime(v), v).toBe(false);
    }
  });

  it('agrees with the calendar for every instant Date can print', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }), (date) => {
        const text = date.toISOString();
        expect(isIsoDateTime(text)).toBe(true);
        expect(isIsoDate(text.slice(0, 10))).toBe(true);
      }),
    );
  });
});

describe('timeZoneLabel', () => {
  it('names the company time zone in words and letters, the same in winter and summer', () => {
    expect(timeZoneLabel('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('Eastern time (ET)');
    expect(timeZoneLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('Eastern time (ET)');
    expect(timeZoneLabel('America/Chicago')).toBe('Central time (CT)');
  });
});
