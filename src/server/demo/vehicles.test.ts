import { afterAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../domain/dates';
import { vehicleSchema } from '../../domain/vehicle';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { drivers, vehicleDocuments, vehicles } from '../db/schema';
import { sniffContentType } from '../modules/objects/file-type';
import { LocalDiskStore } from '../storage/local-disk';
import { throwAwayDirs } from '../test/temp-dirs';
import { openTestDatabase } from '../test/test-app';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
afterAll(() => opened?.drop());
const dirs = throwAwayDirs('demo-vehicles');
const store = new LocalDiskStore(dirs());

describe('the demo fleet (docs/decisions/043-vehicles.md)', () => {
  it('has a sedan, a ramp minivan and a lift van with papers, one inspection expiring soon, and a vehicle of their own for each working driver', async () => {
    opened = await openTestDatabase();
    const db = opened.database.db;
    await bootstrap(db, loadConfig({ DATA_DIR: dirs() }), store);

    const fleet = await db.select().from(vehicles).orderBy(vehicles.number);
    expect(
      fleet.map((v) => [v.number, v.ambulatorySeats, v.wheelchairPositions, v.stretcherPositions, v.liftOrRamp]),
    ).toEqual([
      ['L-301', 3, 2, 1, 'lift'],
      ['R-201', 2, 1, 0, 'ramp'],
      ['S-101', 4, 0, 0, 'none'],
    ]);
    // What the vehicle form would have accepted (the VIN check digit among it).
    for (const v of fleet) expect(vehicleSchema.safeParse(v).error).toBeUndefined();

    const papers = await db.select().from(vehicleDocuments);
    expect(papers).toHaveLength(4 + 4 + 3);
    const soon = papers.filter((d) => d.expiresOn < daysFromToday(30));
    expect(soon.map((d) => [fleet.find((v) => v.id === d.vehicleId)?.number, d.kind, d.expiresOn])).toEqual([
      ['R-201', 'inspection', daysFromToday(20)],
    ]);
    expect(papers.every((d) => d.expiresOn >= daysFromToday(20))).toBe(true);
    for (const d of papers) expect(sniffContentType((await store.get(d.objectId!))!)).toBe('application/pdf');

    const people = await db.select().from(drivers);
    for (const driver of people) {
      const working = driver.status === 'approved' || driver.status === 'active';
      expect(Boolean(driver.vehicleId), driver.status).toBe(working);
    }
    // Each working driver their own: the demo's own account the lift van (every level), the other the ramp minivan.
    const numberOf = (status: string) =>
      fleet.find((v) => v.id === people.find((d) => d.status === status)?.vehicleId)?.number;
    expect([numberOf('approved'), numberOf('active')]).toEqual(['L-301', 'R-201']);
  }, 180_000);
});
