import { describe, expect, it } from 'vitest';
import { addMinutesToZonedLocal, isoToZonedLocal, zonedLocalToIso } from './zoned-time';

const NY = 'America/New_York';

describe('zonedLocalToIso (decision 031: job times on the company clock)', () => {
  it('reads a winter and a summer wall time with their own offsets', () => {
    expect(zonedLocalToIso('2026-01-15T09:30', NY)).toBe('2026-01-15T14:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', NY)).toBe('2026-07-15T13:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', 'America/Los_Angeles')).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', 'UTC')).toBe('2026-07-15T09:30:00.000Z');
  });

  it('gets both sides of the spring-forward day right (8 March 2026 in New York)', () => {
    expect(zonedLocalToIso('2026-03-08T01:30', NY)).toBe('2026-03-08T06:30:00.000Z'); // EST
    expect(zonedLocalToIso('2026-03-08T03:30', NY)).toBe('2026-03-08T07:30:00.000Z'); // EDT
    // 02:30 never happened on that day: it moves forward by the hour the clocks skipped.
    expect(zonedLocalToIso('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the first of the two 01:30s on the fall-back day (1 November 2026)', () => {
    expect(zonedLocalToIso('2026-11-01T01:30', NY)).toBe('2026-11-01T05:30:00.000Z'); // EDT
    expect(zonedLocalToIso('2026-11-01T02:30', NY)).toBe('2026-11-01T07:30:00.000Z'); // EST
  });

  it('gives an empty string for an empty or malformed value, so the form says the time is required', () => {
    expect(zonedLocalToIso('', NY)).toBe('');
    expect(zonedLocalToIso('tomorrow', NY)).toBe('');
  });
});

describe('isoToZonedLocal', () => {
  it('shows an instant on the company clock, whatever the offset it was written with', () => {
    expect(isoToZonedLocal('2026-01-15T14:30:00.000Z', NY)).toBe('2026-01-15T09:30');
    expect(isoToZonedLocal('2026-07-15T09:30:00-04:00', NY)).toBe('2026-07-15T09:30');
    expect(isoToZonedLocal('2026-11-01T05:30:00Z', NY)).toBe('2026-11-01T01:30');
    expect(isoToZonedLocal('2026-11-01T06:30:00Z', NY)).toBe('2026-11-01T01:30');
    expect(isoToZonedLocal('2026-03-08T07:00:00Z', NY)).toBe('2026-03-08T03:00');
    expect(isoToZonedLocal('2026-12-31T23:59:00-05:00', 'Asia/Tokyo')).toBe('2027-01-01T13:59');
    expect(isoToZonedLocal('not a date', NY)).toBe('');
  });

  it('round-trips every wall time of the spring-forward day except the skipped hour', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const local = `2026-03-08T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      if (local >= '2026-03-08T02:00' && local < '2026-03-08T03:00') continue;
      expect(isoToZonedLocal(zonedLocalToIso(local, NY), NY)).toBe(local);
    }
  });
});

describe('addMinutesToZonedLocal (pickup an hour before a referral appointment)', () => {
  it('counts real minutes across the DST change', () => {
    expect(addMinutesToZonedLocal('2026-03-08T03:30', -60, NY)).toBe('2026-03-08T01:30');
    expect(addMinutesToZonedLocal('2026-11-01T02:30', -60, NY)).toBe('2026-11-01T01:30');
    expect(addMinutesToZonedLocal('2026-05-04T10:00', -60, NY)).toBe('2026-05-04T09:00');
    expect(addMinutesToZonedLocal('2026-05-04T00:30', -60, NY)).toBe('2026-05-03T23:30');
  });
});
