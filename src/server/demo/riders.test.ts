import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { jobs, referrals, riders } from '../db/schema';
import { LocalDiskStore } from '../storage/local-disk';
import { throwAwayDirs } from '../test/temp-dirs';
import { openTestDatabase } from '../test/test-app';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
afterAll(() => opened?.drop());
const dirs = throwAwayDirs('demo-riders');

describe('the demo riders (docs/decisions/044-riders.md)', () => {
  it('links every demo referral and job to a rider, and gives the dialysis rider repeat wheelchair rides to assign', async () => {
    opened = await openTestDatabase();
    const db = opened.database.db;
    await bootstrap(db, loadConfig({ DATA_DIR: dirs() }), new LocalDiskStore(dirs()));

    const allJobs = await db.select().from(jobs);
    const allReferrals = await db.select().from(referrals);
    expect(allJobs.every((j) => j.riderId !== null)).toBe(true);
    expect(allReferrals.every((r) => r.riderId !== null)).toBe(true);

    const [harold] = await db.select().from(riders).where(eq(riders.fullName, 'Harold Jenkins'));
    const rides = allJobs.filter(
      (j) => j.riderId === harold!.id && j.assignedDriverId === null && j.levelOfService === 'wheelchair',
    );
    expect(rides.length).toBeGreaterThanOrEqual(3);
    expect(harold!.defaultLevelOfService).toBe('wheelchair');
  }, 180_000);
});
