import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textablePhone } from '../../domain/phone';
import { isoToZonedLocal } from '../../domain/zoned-time';
import { DEFAULT_COMPANY } from '../../domain/company';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { drivers, jobs, referrals, vehicles } from '../db/schema';
import { LocalDiskStore } from '../storage/local-disk';
import { throwAwayDirs } from '../test/temp-dirs';
import { openTestDatabase } from '../test/test-app';
import { DEMO_WORKING_DAY, demoTimingOf } from './demo-times';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const dirs = throwAwayDirs('demo-seed');
// A fresh start's whole demo: the migrations and the seed take a while on a busy machine.
beforeAll(async () => {
  opened = await openTestDatabase();
  await bootstrap(opened.database.db, loadConfig({ DATA_DIR: dirs() }), new LocalDiskStore(dirs()));
}, 180_000);
afterAll(() => opened?.drop());

const wallMinutes = (at: Date) => {
  const [h, m] = isoToZonedLocal(at.toISOString(), DEFAULT_COMPANY.timeZone).slice(11).split(':').map(Number) as [
    number,
    number,
  ];
  return h * 60 + m;
};

describe('the demo story (decision 003)', () => {
  it('dates each trip as its status says: finished ones before now, the one under way about now, the rest ahead, in working hours', async () => {
    const now = Date.now();
    const all = await opened!.database.db.select().from(jobs);
    for (const job of all) {
      const pickup = job.pickupTime!;
      const label = `${job.patientName} (${job.status}) at ${pickup.toISOString()}`;
      switch (demoTimingOf(job.status)) {
        case 'past':
          expect(job.dropoffTime!.getTime(), label).toBeLessThan(now);
          break;
        case 'under_way':
          expect(Math.abs(pickup.getTime() - now), label).toBeLessThan(3600_000);
          break;
        case 'future':
          expect(pickup.getTime(), label).toBeGreaterThan(now);
          break;
      }
      if (job.status !== 'in_progress') {
        expect(wallMinutes(pickup), label).toBeGreaterThanOrEqual(DEMO_WORKING_DAY.start);
        expect(wallMinutes(pickup), label).toBeLessThanOrEqual(DEMO_WORKING_DAY.end);
      }
    }
    expect(new Set(all.map((j) => j.status)).size).toBe(7);
  });

  it("sets a referral's appointment on its job's day, 45 minutes after the pickup", async () => {
    const db = opened!.database.db;
    const linked = (await db.select().from(jobs)).filter((j) => j.referralId !== null);
    expect(linked.map((j) => j.status).sort()).toEqual(['accepted', 'completed', 'in_progress']);
    for (const job of linked) {
      const [referral] = await db.select().from(referrals).where(eq(referrals.id, job.referralId!));
      const appointment = isoToZonedLocal(
        new Date(job.pickupTime!.getTime() + 45 * 60_000).toISOString(),
        DEFAULT_COMPANY.timeZone,
      );
      expect([referral!.appointmentDate, referral!.appointmentTime.slice(0, 5)], job.status).toEqual([
        appointment.slice(0, 10),
        appointment.slice(11),
      ]);
    }
  });

  it('gives each driver their own phone (one a text can reach), home town and vehicle', async () => {
    const db = opened!.database.db;
    const people = await db.select().from(drivers);
    expect(people).toHaveLength(6);
    for (const driver of people) expect(textablePhone(driver.phoneNumber), driver.fullName).not.toBeNull();
    expect(new Set(people.map((d) => d.phoneNumber)).size).toBe(6);
    expect(new Set(people.map((d) => d.city)).size).toBe(6);
    expect(new Set(people.map((d) => d.vehicleInfo)).size).toBe(6);
    expect(new Set(people.map((d) => d.fullName)).size).toBe(6);

    const fleet = await db.select().from(vehicles);
    const working = people.filter((d) => d.status === 'approved' || d.status === 'active');
    const driven = working.map((d) => fleet.find((v) => v.id === d.vehicleId));
    expect(driven.every(Boolean)).toBe(true);
    expect(new Set(driven.map((v) => v!.number)).size).toBe(working.length);
    // The demo's own account ("driver", approved) is sent every level of service: its van carries a stretcher.
    expect(driven[working.findIndex((d) => d.status === 'approved')]!.stretcherPositions).toBeGreaterThan(0);
  });
});
