import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invalidateAfterDriverChange,
  invalidateAfterJobChange,
  invalidateAfterPayerChange,
  invalidateAfterReferralChange,
  queryKeys,
} from './query-keys';

/** A client holding one cached answer under each key, as the app would after visiting its pages. */
function cacheWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('what a change refreshes', () => {
  it('a job change refreshes the referral it moves (lists and detail), every job list and the figures', async () => {
    const referralList = queryKeys.referrals.list({ status: '' });
    const pendingReferrals = queryKeys.referrals.list({ status: 'pending' });
    const referral = queryKeys.referrals.detail('r1');
    const jobs = queryKeys.jobs.list({ status: 'pending' });
    const driverJobs = queryKeys.jobs.forDriver('d1');
    const figures = queryKeys.stats.overview();
    const drivers = queryKeys.drivers.list({ status: '' });
    const client = cacheWith(referralList, pendingReferrals, referral, jobs, driverJobs, figures, drivers);

    await invalidateAfterJobChange(client);

    for (const key of [referralList, pendingReferrals, referral, jobs, driverJobs, figures])
      expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    // The driver applications do not depend on jobs.
    expect(invalidated(client, drivers)).toBe(false);
  });

  it('a referral change refreshes the referrals and the figures, not the jobs', async () => {
    const referralList = queryKeys.referrals.list({ status: '' });
    const jobs = queryKeys.jobs.list({});
    const client = cacheWith(referralList, jobs, queryKeys.stats.overview());

    await invalidateAfterReferralChange(client);

    expect(invalidated(client, referralList)).toBe(true);
    expect(invalidated(client, queryKeys.stats.overview())).toBe(true);
    expect(invalidated(client, jobs)).toBe(false);
  });

  it("a decision on an application refreshes the applications and the job form's driver choices", async () => {
    const pending = queryKeys.drivers.list({ status: 'pending' });
    const assignable = queryKeys.drivers.assignable();
    const referralList = queryKeys.referrals.list({ status: '' });
    const client = cacheWith(pending, assignable, referralList);

    await invalidateAfterDriverChange(client);

    expect(invalidated(client, pending)).toBe(true);
    expect(invalidated(client, assignable)).toBe(true);
    expect(invalidated(client, referralList)).toBe(false);
  });

  it("a job saved reads its price again, and a payer's rate changed reads every job's price again (docs/decisions/068-job-price.md)", async () => {
    const price = queryKeys.jobs.price('j1');
    const payerChoices = queryKeys.payers.choices();
    const afterJob = cacheWith(price, payerChoices);

    await invalidateAfterJobChange(afterJob);

    expect(invalidated(afterJob, price)).toBe(true);
    expect(invalidated(afterJob, payerChoices)).toBe(false);

    const jobs = queryKeys.jobs.list({});
    const afterPayer = cacheWith(price, payerChoices, jobs);

    await invalidateAfterPayerChange(afterPayer);

    expect(invalidated(afterPayer, price)).toBe(true);
    expect(invalidated(afterPayer, payerChoices)).toBe(true);
    expect(invalidated(afterPayer, jobs)).toBe(false);
  });
});
