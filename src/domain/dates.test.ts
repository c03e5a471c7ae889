import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysFromToday, isIsoDate, isIsoDateTime, timeZoneLabel } from './dates';

describe('isIsoDateTime', () => {
  it('accepts real instants with a zone, with or without seconds and fractions', () => {
    for (const v of [
      '2026-11-22T10:00Z',
      '2026-11-22T10:00:00Z',
      '2026-11-22T10:00:00.123Z',
      '2028-02-29T23:59:59-05:00',
      '2026-03-08T02:30:00+14:00',
    ]) {
      expect(isIsoDateTime(v), v).toBe(true);
    }
  });

  it('refuses days that do not exist, times past 23:59, missing zones and other formats', () => {
    for (const v of [
      '2026-02-30T10:00:00Z',
      '2027-02-29T10:00Z',
      '1 Z',
      '2026-11-22T24:00Z',
      '2026-11-22T10:60Z',
      '2026-11-22T10:00:00',
      '2026-11-22 10:00Z',
      '2026-11-22T10:00+15:00',
      '',
    ]) {
      expect(isIsoDateTime(v), v).toBe(false);
    }
  });

  it('agrees with the calendar for every instant Date can print', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString();
          expect(isIsoDateTime(text)).toBe(true);
          expect(isIsoDate(text.slice(0, 10))).toBe(true);
        },
      ),
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

describe('daysFromToday', () => {
  // 22:30 in Philadelphia on 22 November is already 23 November in UTC.
  const lateEvening = new Date('2026-11-23T03:30:00Z');

  it("counts from the company's date, not the UTC date, late in the evening", () => {
    expect(daysFromToday(0, { now: lateEvening })).toBe('2026-11-22');
    expect(daysFromToday(1, { now: lateEvening })).toBe('2026-11-23');
    expect(daysFromToday(-1, { now: lateEvening })).toBe('2026-11-21');
  });

  it("follows the company profile's time zone", () => {
    expect(daysFromToday(0, { company: { timeZone: 'UTC' }, now: lateEvening })).toBe('2026-11-23');
    expect(
      daysFromToday(0, { company: { timeZone: 'America/Los_Angeles' }, now: new Date('2026-11-23T07:30:00Z') }),
    ).toBe('2026-11-22');
  });

  it('steps whole calendar days across daylight saving, month and year ends', () => {
    // 23:30 EST on 7 March 2026; the next day has 23 hours, so adding 24 hours would skip to 9 March.
    expect(daysFromToday(1, { now: new Date('2026-03-08T04:30:00Z') })).toBe('2026-03-08');
    // 00:30 EDT on 1 November 2026; that day has 25 hours.
    expect(daysFromToday(1, { now: new Date('2026-11-01T04:30:00Z') })).toBe('2026-11-02');
    expect(daysFromToday(1, { now: new Date('2027-01-01T04:59:00Z') })).toBe('2027-01-01');
    expect(daysFromToday(60, { now: new Date('2028-01-15T12:00:00Z') })).toBe('2028-03-15');
  });
});
