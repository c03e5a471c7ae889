import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../domain/company';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { jobs, riders } from '../db/schema';
import { priceOfJob } from '../modules/jobs/price';
import { LocalDiskStore } from '../storage/local-disk';
import { throwAwayDirs } from '../test/temp-dirs';
import { openTestDatabase } from '../test/test-app';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
afterAll(() => opened?.drop());
const dirs = throwAwayDirs('demo-billing');

// README: Maria Alvarez's authorized rides, to physical therapy after a fall at work, wait to be invoiced. A claim
// names where the rider went by the origin/destination modifier: home (R) to a therapy site (D), not dialysis (J).
describe('the demo billing (docs/decisions/070-invoices.md)', () => {
  it("bills Maria Alvarez's physical therapy rides from home to a therapy site (RD) on every line", async () => {
    opened = await openTestDatabase();
    const db = opened.database.db;
    await bootstrap(db, loadConfig({ DATA_DIR: dirs() }), new LocalDiskStore(dirs()));

    const [maria] = await db.select().from(riders).where(eq(riders.fullName, 'Maria Alvarez'));
    const rides = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.riderId, maria!.id), isNotNull(jobs.authorizationId)));
    expect(rides.length).toBeGreaterThan(0);
    for (const ride of rides) {
      expect(ride.dropoffPlace?.placeType).toBe('therapy_center');
      const { price } = await priceOfJob(db, ride, DEFAULT_COMPANY.timeZone);
      expect(price?.lines.length).toBeGreaterThan(0);
      expect(new Set(price!.lines.map((line) => line.modifier))).toEqual(new Set(['RD']));
    }
  });
});
