import { eq } from 'drizzle-orm';
import { legToFollow } from '../../../domain/referral-status';
import type { Database } from '../../db/client';
import { jobs, type JobRow } from '../../db/schema';
import { moveReferral } from '../referrals/service';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A referral follows the job made from it, through the referrals service (the one writer of its status). */
export async function referralFollows(tx: Tx, job: JobRow) {
  if (!job.referralId) return;
  // Every leg made from the referral, this one as just written (docs/decisions/047-legs-returns-cancellations.md).
  const legs = await tx
    .select({ status: jobs.status, assignedDriverId: jobs.assignedDriverId })
    .from(jobs)
    .where(eq(jobs.referralId, job.referralId));
  await moveReferral(tx, job.referralId, { cause: 'job', job: legToFollow(legs) ?? job });
}
