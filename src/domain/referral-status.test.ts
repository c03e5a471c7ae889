import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canCreateJobFrom, referralStatusChange, referralStatusChoices } from './referral-status';
import { REFERRAL_STATUSES } from './statuses';

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
      fc.property(status, fc.constantFrom('assigned' as const, 'in_progress' as const, 'completed' as const), fc.constantFrom('admin' as const, 'job' as const), (from, to, cause) => {
        fc.pre(from !== to);
        expect(referralStatusChange(from, to, { hasJob: false, cause }).allowed).toBe(false);
      }),
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

  it('lets only an administrator cancel, and never a completed referral', () => {
    expect(referralStatusChange('pending', 'cancelled', { hasJob: false, cause: 'admin' })).toEqual({ allowed: true });
    expect(referralStatusChange('in_progress', 'cancelled', { hasJob: true, cause: 'admin' })).toEqual({ allowed: true });
    expect(referralStatusChange('assigned', 'cancelled', { hasJob: true, cause: 'job' }).allowed).toBe(false);
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
    expect(referralStatusChoices('assigned', true, REFERRAL_STATUSES)).toEqual(['pending', 'assigned', 'in_progress', 'completed', 'cancelled']);
  });

  it('refuses a job for a cancelled or completed referral', () => {
    expect(canCreateJobFrom('cancelled').allowed).toBe(false);
    expect(canCreateJobFrom('completed').allowed).toBe(false);
    expect(canCreateJobFrom('pending').allowed).toBe(true);
  });
});
