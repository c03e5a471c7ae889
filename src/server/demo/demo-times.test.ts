import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../domain/statuses';
import { isoToZonedLocal, zonedLocalToIso } from '../../domain/zoned-time';
import { DEMO_WORKING_DAY, demoPickupTime, demoTimingOf } from './demo-times';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'America/Anchorage',
  'Europe/London',
  'Australia/Lord_Howe',
];
const wallMinutes = (at: Date, timeZone: string) => {
  const [h, m] = isoToZonedLocal(at.toISOString(), timeZone).slice(11).split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const local = (wall: string, timeZone: string) => new Date(zonedLocalToIso(wall, timeZone));

describe('the demo trips’ times', () => {
  it('put finished trips before now, the one under way within minutes of now, and trips to come after now, all in working hours', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2032-12-31T23:59:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...JOB_STATUSES),
        fc.integer({ min: 0, max: 12 }),
        (now, zone, status, slot) => {
          const pickup = demoPickupTime(status, now, zone, slot);
          const timing = demoTimingOf(status);
          if (timing === 'under_way') {
            expect(pickup.getTime()).toBeGreaterThan(now.getTime());
            expect(pickup.getTime() - now.getTime()).toBeLessThanOrEqual(20 * 60_000);
            return;
          }
          const wall = wallMinutes(pickup, zone);
          expect(wall).toBeGreaterThanOrEqual(DEMO_WORKING_DAY.start);
          expect(wall).toBeLessThanOrEqual(DEMO_WORKING_DAY.end);
          if (timing === 'past') {
            // Driven and finished (45 minutes' ride) before now, no earlier than yesterday.
            expect(pickup.getTime() + 45 * 60_000).toBeLessThan(now.getTime());
            expect(now.getTime() - pickup.getTime()).toBeLessThan(2 * 86_400_000);
          } else {
            expect(pickup.getTime()).toBeGreaterThan(now.getTime());
            expect(pickup.getTime() - now.getTime()).toBeLessThan(2 * 86_400_000);
            // After the trip under way has been driven (45 minutes), so one driver can have both.
            expect(pickup.getTime()).toBeGreaterThanOrEqual(
              demoPickupTime('in_progress', now, zone).getTime() + 45 * 60_000,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('books trips to come later today in the afternoon, and tomorrow morning after the working day', () => {
    const zone = 'America/New_York';
    expect(demoPickupTime('pending', local('2026-11-27T13:10', zone), zone)).toEqual(local('2026-11-27T14:45', zone));
    expect(demoPickupTime('accepted', local('2026-11-27T02:00', zone), zone, 1)).toEqual(
      local('2026-11-27T08:30', zone),
    );
    expect(demoPickupTime('pending', local('2026-11-27T21:00', zone), zone)).toEqual(local('2026-11-28T08:00', zone));
  });

  it('puts finished trips earlier today once the day is under way, else yesterday afternoon', () => {
    const zone = 'America/New_York';
    expect(demoPickupTime('completed', local('2026-11-27T13:10', zone), zone)).toEqual(local('2026-11-27T11:30', zone));
    expect(demoPickupTime('no_show', local('2026-11-27T23:30', zone), zone, 2)).toEqual(
      local('2026-11-27T15:00', zone),
    );
    expect(demoPickupTime('cancelled', local('2026-11-27T03:00', zone), zone)).toEqual(local('2026-11-26T16:00', zone));
  });
});
