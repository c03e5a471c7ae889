import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './statuses';
import { calledReturnTimes, riderReadyRefusal, type OutboundLeg } from './will-call';

const MINUTE = 60_000;
const now = new Date('2026-11-27T14:03:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
/** The way there at 10:00 (57 minutes from now), 45 minutes long, not begun. */
const outbound: OutboundLeg = {
  status: 'pending',
  pickupTime: at(57),
  dropoffTime: at(102),
  pickedUpAt: null,
  completedAt: null,
};

describe('whether a will-call return may be called', () => {
  it('waits until the way there has its rider on board, or is done', () => {
    for (const status of ['pending', 'accepted', 'declined', 'in_progress'] as const)
      expect(riderReadyRefusal({ ...outbound, status })).toMatch(/not been picked up/);
    expect(riderReadyRefusal({ ...outbound, status: 'in_progress', pickedUpAt: at(-5) })).toBeNull();
    expect(riderReadyRefusal({ ...outbound, status: 'completed' })).toBeNull();
  });

  it('never calls the return of a cancelled or no-show way there', () => {
    expect(riderReadyRefusal({ ...outbound, status: 'cancelled' })).toMatch(/cancelled/);
    expect(riderReadyRefusal({ ...outbound, status: 'no_show' })).toMatch(/no-show/);
  });

  it('does not hold back a return with no way there on record', () => {
    expect(riderReadyRefusal(undefined)).toBeNull();
  });
});

describe("a called return's times", () => {
  it("is the policy's minutes from now when the way there is already over", () => {
    const done = {
      ...outbound,
      status: 'completed' as const,
      pickupTime: at(-60),
      dropoffTime: at(-15),
      completedAt: at(-10),
    };
    expect(calledReturnTimes(now, 20, done)).toEqual({ pickupTime: at(20), dropoffTime: at(65) });
  });

  it('waits for the scheduled drop-off of a way there still under way', () => {
    const underWay = { ...outbound, status: 'in_progress' as const, pickedUpAt: at(0) };
    expect(calledReturnTimes(now, 20, underWay)).toEqual({ pickupTime: at(102), dropoffTime: at(147) });
  });

  it('goes by the recorded drop-off of a completed way there, not its schedule', () => {
    const early = { ...outbound, status: 'completed' as const, completedAt: at(-2) };
    expect(calledReturnTimes(now, 20, early).pickupTime).toEqual(at(20));
    const late = {
      ...outbound,
      status: 'completed' as const,
      pickupTime: at(-60),
      dropoffTime: at(-15),
      completedAt: at(30),
    };
    expect(calledReturnTimes(now, 20, late).pickupTime).toEqual(at(30));
  });

  it('takes 45 minutes without a way there to go by', () => {
    expect(calledReturnTimes(now, 20, undefined)).toEqual({ pickupTime: at(20), dropoffTime: at(65) });
  });

  it('is never before the way there drops off, nor sooner than the policy allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JOB_STATUSES),
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: 1, max: 240 }),
        fc.integer({ min: 0, max: 120 }),
        (status, start, length, lead) => {
          const leg = {
            status,
            pickupTime: at(start),
            dropoffTime: at(start + length),
            pickedUpAt: null,
            completedAt: status === 'completed' ? at(start + length) : null,
          };
          const { pickupTime, dropoffTime } = calledReturnTimes(now, lead, leg);
          expect(pickupTime.getTime()).toBeGreaterThanOrEqual(Math.max(at(lead).getTime(), leg.dropoffTime.getTime()));
          expect(dropoffTime.getTime() - pickupTime.getTime()).toBe(length * MINUTE);
        },
      ),
    );
  });
});
