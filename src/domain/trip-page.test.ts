import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './statuses';
import { TRIP_PAGE_WORDS, tripLinkExpiresAt, tripStage, TRIP_STAGES } from './trip-page';

const HOUR = 3_600_000;

describe("a leg's stage on its rider's page", () => {
  it('follows the driver: scheduled, on the way, here, on board, then how it ended', () => {
    const leg = { arrivedAt: null, pickedUpAt: null };
    expect(tripStage({ ...leg, status: 'accepted' })).toBe('scheduled');
    expect(tripStage({ ...leg, status: 'in_progress' })).toBe('on_the_way');
    expect(tripStage({ status: 'in_progress', arrivedAt: new Date(), pickedUpAt: null })).toBe('arrived');
    expect(tripStage({ status: 'in_progress', arrivedAt: new Date(), pickedUpAt: new Date() })).toBe('picked_up');
    expect(tripStage({ ...leg, status: 'completed' })).toBe('completed');
    expect(tripStage({ status: 'cancelled', arrivedAt: new Date(), pickedUpAt: null })).toBe('cancelled');
    expect(tripStage({ status: 'no_show', arrivedAt: new Date(), pickedUpAt: null })).toBe('no_show');
  });

  it('is always one the page has words for, in each language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JOB_STATUSES), fc.boolean(), fc.boolean(), (status, arrived, onBoard) => {
        const stage = tripStage({
          status,
          arrivedAt: arrived ? new Date() : null,
          pickedUpAt: onBoard ? new Date() : null,
        });
        expect(TRIP_STAGES).toContain(stage);
        expect(TRIP_PAGE_WORDS.en.stages[stage]).toBeTruthy();
        expect(TRIP_PAGE_WORDS.es.stages[stage]).toBeTruthy();
      }),
    );
  });
});

describe("a trip link's end", () => {
  const pickup = new Date('2026-12-01T14:30:00Z');
  const createdAt = new Date('2026-12-01T14:05:00Z');

  it('is an hour after the trip ends', () => {
    const endedAt = new Date('2026-12-01T15:20:00Z');
    expect(tripLinkExpiresAt({ pickupTime: pickup, endedAt, createdAt })).toEqual(new Date(endedAt.getTime() + HOUR));
  });

  it('is a day after the pickup at the latest, for a leg nobody closed', () => {
    expect(tripLinkExpiresAt({ pickupTime: pickup, endedAt: null, createdAt })).toEqual(
      new Date(pickup.getTime() + 24 * HOUR),
    );
    expect(tripLinkExpiresAt({ pickupTime: null, endedAt: null, createdAt })).toEqual(
      new Date(createdAt.getTime() + 24 * HOUR),
    );
  });

  it('is never later than either rule allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -48, max: 72 }), (hoursAfterPickup) => {
        const endedAt = new Date(pickup.getTime() + hoursAfterPickup * HOUR);
        const end = tripLinkExpiresAt({ pickupTime: pickup, endedAt, createdAt }).getTime();
        expect(end).toBeLessThanOrEqual(endedAt.getTime() + HOUR);
        expect(end).toBeLessThanOrEqual(pickup.getTime() + 24 * HOUR);
      }),
    );
  });
});
