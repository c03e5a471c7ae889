import { describe, expect, it } from 'vitest';
import { dayStartIn, formatAppointment, formatJobTime } from './dates';

const zone = 'America/New_York';

describe('company calendar days as instants', () => {
  it('starts a day at midnight on the company clock, and ends it where the next begins', () => {
    expect(dayStartIn('2026-11-24', zone)).toBe('2026-11-24T05:00:00.000Z');
    expect(dayStartIn('2026-11-24', zone, { nextDay: true })).toBe('2026-11-25T05:00:00.000Z');
    expect(dayStartIn('2026-12-31', zone, { nextDay: true })).toBe('2027-01-01T05:00:00.000Z');
  });

  it('follows the clock change: the day summer time starts is 23 hours long', () => {
    expect(dayStartIn('2026-03-08', zone)).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('2026-03-08', zone, { nextDay: true })).toBe('2026-03-09T04:00:00.000Z');
  });

  it('refuses a value that is not a date', () => {
    expect(dayStartIn('', zone)).toBe('');
  });
});

describe('times on screen', () => {
  it('reads an appointment on the company clock, naming the zone', () => {
    expect(formatAppointment('2026-11-24', '09:30', zone)).toMatch(/^Tue, Nov 24, 2026 at 9:30\sAM Eastern time/);
  });

  it('shows a job time with its zone, and the year only when it is not this year', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(formatJobTime('2026-11-23T14:30:00Z', zone, now)).toMatch(/^Mon, Nov 23, 9:30\sAM ET$/);
    expect(formatJobTime('2027-01-04T14:30:00Z', zone, now)).toContain('2027');
    expect(formatJobTime('not a time', zone, now)).toBe('—');
  });
});
