import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canCreateJobFrom,
  legToFollow,
  planReferralChange,
  referralStatusChange,
  referralStatusChoices,
  referralStatusFromJob,
} from './referral-status';
import { JOB_STATUSES, REFERRAL_STATUSES } from './statuses';

const status = fc.constantFrom(...REFERRAL_STATUSES);
const context = fc.record({ hasJob: fc.boolean(), cause: fc.constantFrom('admin' as const, 'job' as const) });

describe('the referral status machine', () => {
  it('never lets a cancelled referral move again, whoever asks', () => {
    fc.assert(
      fc.property(status, context, (to, ctx) => {
        expect(referralStatusChange('cancelled', to, ctx).allowed).toBe(to === 'cancelled');
      }),
    );
  });

  it('never reaches assigned, in progress or completed without a job', () => {
    fc.assert(
      fc.property(
        status,
        fc.constantFrom('assigned' as const, 'in_progress' as const, 'completed' as const),
        fc.constantFrom('admin' as const, 'job' as const),
        (from, to, cause) => {
          fc.pre(from !== to);
          expect(referralStatusChange(from, to, { hasJob: false, cause }).allowed).toBe(false);
        },
      ),
    );
  });

  it('always allows staying put, and gives a reason whenever it refuses', () => {
    fc.assert(
      fc.property(status, status, context, (from, to, ctx) => {
        const decision = referralStatusChange(from, to, ctx);
        if (from === to) expect(decision.allowed).toBe(true);
        if (!decision.allowed) expect(decision.reason.length).toBeGreaterThan(10);
      }),
    );
  });

  it('lets an administrator, or its legs all cancelled, cancel it, and never a completed referral', () => {
    expect(referralStatusChange('pending', 'cancelled', { hasJob: false, cause: 'admin' })).toEqual({ allowed: true });
    expect(referralStatusChange('in_progress', 'cancelled', { hasJob: true, cause: 'admin' })).toEqual({
      allowed: true,
    });
    expect(referralStatusChange('assigned', 'cancelled', { hasJob: true, cause: 'job' }).allowed).toBe(true);
    expect(referralStatusChange('completed', 'cancelled', { hasJob: true, cause: 'job' }).allowed).toBe(false);
    expect(referralStatusChange('completed', 'cancelled', { hasJob: true, cause: 'admin' }).allowed).toBe(false);
  });

  it('follows the job, including a correction back from completed, but not an administrator editing a completed one', () => {
    expect(referralStatusChange('pending', 'assigned', { hasJob: true, cause: 'job' }).allowed).toBe(true);
    expect(referralStatusChange('in_progress', 'completed', { hasJob: true, cause: 'job' }).allowed).toBe(true);
    expect(referralStatusChange('completed', 'in_progress', { hasJob: true, cause: 'job' }).allowed).toBe(true);
    expect(referralStatusChange('completed', 'pending', { hasJob: true, cause: 'admin' }).allowed).toBe(false);
  });

  it('offers the administrator only the statuses it would accept', () => {
    expect(referralStatusChoices('pending', false, REFERRAL_STATUSES)).toEqual(['pending', 'cancelled']);
    expect(referralStatusChoices('cancelled', true, REFERRAL_STATUSES)).toEqual(['cancelled']);
    expect(referralStatusChoices('assigned', true, REFERRAL_STATUSES)).toEqual([
      'pending',
      'assigned',
      'in_progress',
      'completed',
      'cancelled',
    ]);
  });

  it('refuses a job for a cancelled or completed referral', () => {
    expect(canCreateJobFrom('cancelled').allowed).toBe(false);
    expect(canCreateJobFrom('completed').allowed).toBe(false);
    expect(canCreateJobFrom('pending').allowed).toBe(true);
  });
});

const driverId = '6f1c2a7e-0d43-4b8e-9a51-3c2f7d9e8b10';
const job = fc.record({ status: fc.constantFrom(...JOB_STATUSES), assignedDriverId: fc.constantFrom(null, driverId) });

describe("a referral's status from its job", () => {
  it('follows the job: assigned once it has a driver or is accepted, back to pending when declined', () => {
    expect(referralStatusFromJob({ status: 'pending', assignedDriverId: null })).toBe('pending');
    expect(referralStatusFromJob({ status: 'pending', assignedDriverId: driverId })).toBe('assigned');
    expect(referralStatusFromJob({ status: 'accepted', assignedDriverId: driverId })).toBe('assigned');
    expect(referralStatusFromJob({ status: 'declined', assignedDriverId: driverId })).toBe('pending');
    expect(referralStatusFromJob({ status: 'in_progress', assignedDriverId: driverId })).toBe('in_progress');
    expect(referralStatusFromJob({ status: 'completed', assignedDriverId: driverId })).toBe('completed');
  });

  it('makes a referral cancelled only from a cancelled or no-show job', () => {
    fc.assert(
      fc.property(job, (j) => {
        expect(referralStatusFromJob(j) === 'cancelled').toBe(j.status === 'cancelled' || j.status === 'no_show');
      }),
    );
  });

  it('follows all its legs: cancelled when every leg is, completed when every other leg is done, else the leg furthest along', () => {
    const leg = (status: (typeof JOB_STATUSES)[number], assigned = false) => ({
      status,
      assignedDriverId: assigned ? driverId : null,
    });
    const follow = (...legs: ReturnType<typeof leg>[]) => referralStatusFromJob(legToFollow(legs)!);
    expect(follow(leg('cancelled'), leg('cancelled'))).toBe('cancelled');
    expect(follow(leg('cancelled'), leg('no_show'))).toBe('cancelled');
    expect(follow(leg('completed'), leg('completed'))).toBe('completed');
    expect(follow(leg('completed'), leg('cancelled'))).toBe('completed');
    expect(follow(leg('completed'), leg('pending'))).toBe('pending');
    expect(follow(leg('completed'), leg('pending', true))).toBe('assigned');
    expect(follow(leg('in_progress', true), leg('pending'))).toBe('in_progress');
    expect(follow(leg('cancelled'), leg('accepted', true))).toBe('assigned');
    expect(legToFollow([])).toBeNull();
  });
});

describe('planning a change to a referral', () => {
  it("moves it with its job, and takes the job's driver (none once declined)", () => {
    expect(
      planReferralChange(
        { status: 'pending', hasJob: true },
        { cause: 'job', job: { status: 'pending', assignedDriverId: driverId } },
      ),
    ).toEqual({
      kind: 'write',
      status: 'assigned',
      assignedDriverId: driverId,
    });
    expect(
      planReferralChange(
        { status: 'assigned', hasJob: true },
        { cause: 'job', job: { status: 'declined', assignedDriverId: driverId } },
      ),
    ).toEqual({
      kind: 'write',
      status: 'pending',
      assignedDriverId: null,
    });
  });

  it('leaves a referral alone when the machine refuses to let it follow a job, and never refuses the job', () => {
    fc.assert(
      fc.property(status, job, fc.boolean(), (from, j, hasJob) => {
        const plan = planReferralChange({ status: from, hasJob }, { cause: 'job', job: j });
        expect(plan.kind).not.toBe('refuse');
        if (from === 'cancelled') expect(plan).toEqual({ kind: 'keep' });
        if (plan.kind === 'write')
          expect(referralStatusChange(from, plan.status, { hasJob: true, cause: 'job' }).allowed).toBe(true);
      }),
    );
  });

  it('sends a referral back to the queue, unassigned, when its last job is deleted, unless it is cancelled', () => {
    for (const from of ['assigned', 'in_progress', 'completed'] as const) {
      expect(planReferralChange({ status: from, hasJob: false }, { cause: 'job', job: null })).toEqual({
        kind: 'write',
        status: 'pending',
        assignedDriverId: null,
      });
    }
    expect(planReferralChange({ status: 'cancelled', hasJob: false }, { cause: 'job', job: null })).toEqual({
      kind: 'keep',
    });
    expect(planReferralChange({ status: 'pending', hasJob: false }, { cause: 'job', job: null })).toEqual({
      kind: 'keep',
    });
  });

  it('keeps a referral that still has another job when one is deleted', () => {
    fc.assert(
      fc.property(status, (from) => {
        expect(planReferralChange({ status: from, hasJob: true }, { cause: 'job', job: null })).toEqual({
          kind: 'keep',
        });
      }),
    );
  });

  it('refuses the administrator exactly where the machine does, with its reason, and leaves the driver alone', () => {
    fc.assert(
      fc.property(status, status, fc.boolean(), (from, to, hasJob) => {
        const plan = planReferralChange({ status: from, hasJob }, { cause: 'admin', status: to });
        const decision = referralStatusChange(from, to, { hasJob, cause: 'admin' });
        expect(plan).toEqual(
          decision.allowed ? { kind: 'write', status: to } : { kind: 'refuse', reason: decision.reason },
        );
      }),
    );
  });

  it('lets the administrator change only the notes of any referral, cancelled or completed alike', () => {
    fc.assert(
      fc.property(status, fc.boolean(), (from, hasJob) => {
        expect(planReferralChange({ status: from, hasJob }, { cause: 'admin' })).toEqual({
          kind: 'write',
          status: from,
        });
      }),
    );
  });
});
