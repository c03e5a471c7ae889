import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobStatusTimes, referralStatusTimes } from './status-times';
import { JOB_STATUSES, REFERRAL_STATUSES } from './statuses';

const now = new Date('2026-11-23T15:00:00Z');
const jobStatus = fc.constantFrom(...JOB_STATUSES);

describe('the times a job status change records', () => {
  it('records the moment each status is reached, in its own field', () => {
    expect(jobStatusTimes('accepted', 'pending', now)).toEqual({ acceptedAt: now });
    expect(jobStatusTimes('declined', 'pending', now)).toEqual({ declinedAt: now });
    expect(jobStatusTimes('in_progress', 'accepted', now)).toEqual({ startedAt: now });
    expect(jobStatusTimes('completed', 'in_progress', now)).toEqual({ completedAt: now });
  });

  it('records a new job created straight into a status', () => {
    expect(jobStatusTimes('completed', undefined, now)).toEqual({ completedAt: now });
    expect(jobStatusTimes('pending', undefined, now)).toEqual({});
  });

  it('records nothing when the status stays, and never clears a time (a correction back keeps the history)', () => {
    fc.assert(
      fc.property(jobStatus, jobStatus, (previous, status) => {
        const times = jobStatusTimes(status, previous, now);
        if (status === previous) expect(times).toEqual({});
        // At most one field, only ever set to the change's time: nothing is set to null or undefined.
        expect(Object.keys(times).length).toBeLessThanOrEqual(1);
        for (const value of Object.values(times)) expect(value).toBe(now);
      }),
    );
    expect(jobStatusTimes('pending', 'completed', now)).toEqual({});
  });
});

describe('the time a referral status change records', () => {
  it('moves statusChangedAt only when the status changes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REFERRAL_STATUSES), fc.constantFrom(...REFERRAL_STATUSES), (previous, status) => {
        expect(referralStatusTimes(status, previous, now)).toEqual(status === previous ? {} : { statusChangedAt: now });
      }),
    );
  });
});
