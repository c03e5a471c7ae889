import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { invoices, jobs, payers, riders } from '../db/schema';
import { billableJobs } from '../modules/invoices/billable';
import { buildInvoice } from '../modules/invoices/build';
import { invoiceById } from '../modules/invoices/read';
import { priceOfJob } from '../modules/jobs/price';
import { LocalDiskStore } from '../storage/local-disk';
import { throwAwayDirs } from '../test/temp-dirs';
import { openTestDatabase } from '../test/test-app';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const dirs = throwAwayDirs('demo-billing');
// A fresh start's whole demo: the migrations and the seed take a while on a busy machine.
beforeAll(async () => {
  opened = await openTestDatabase();
  await bootstrap(opened.database.db, loadConfig({ DATA_DIR: dirs() }), new LocalDiskStore(dirs()));
}, 180_000);
afterAll(() => opened?.drop());

const timeZone = DEFAULT_COMPANY.timeZone;
const today = daysFromToday(0);
const thisMonth = `${today.slice(0, 8)}01`;
const lastMonth = (() => {
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10),
    to: new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10),
  };
})();

// README: Maria Alvarez's authorized rides, to physical therapy after a fall at work, wait to be invoiced. A claim
// names where the rider went by the origin/destination modifier: home (R) to a therapy site (D), not dialysis (J).
describe('the demo billing (docs/decisions/070-invoices.md)', () => {
  it("bills Maria Alvarez's physical therapy rides from home to a therapy site (RD) on every line", async () => {
    const db = opened!.database.db;
    const [maria] = await db.select().from(riders).where(eq(riders.fullName, 'Maria Alvarez'));
    const rides = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.riderId, maria!.id), isNotNull(jobs.authorizationId)));
    expect(rides.length).toBeGreaterThan(0);
    for (const ride of rides) {
      expect(ride.dropoffPlace?.placeType).toBe('therapy_center');
      const { price } = await priceOfJob(db, ride, timeZone);
      expect(price?.lines.length).toBeGreaterThan(0);
      expect(new Set(price!.lines.map((line) => line.modifier))).toEqual(new Set(['RD']));
    }
  });

  it("has last month's invoice to the carrier built, each claim a trip line and a mileage line from the odometer, nothing for the clerk to fix", async () => {
    const db = opened!.database.db;
    const built = await db.select().from(invoices);
    expect(built).toHaveLength(1);
    const [carrier] = await db.select().from(payers).where(eq(payers.id, built[0]!.payerId));
    expect(carrier!.type).toBe('workers_comp');
    expect([built[0]!.periodFrom, built[0]!.periodTo]).toEqual([lastMonth.from, lastMonth.to]);
    const invoice = await invoiceById(db, built[0]!.id, timeZone);
    expect(invoice.claims.length).toBeGreaterThanOrEqual(4);
    for (const claim of invoice.claims) {
      expect(claim.lines.map((l) => l.kind)).toEqual(['trip', 'mileage']);
      expect(claim.lines[1]!.description).not.toMatch(/estimate/i);
      expect(claim.problems, claim.serviceDate).toEqual([]);
    }
  });

  it("leaves the broker's completed wheelchair trips of last month and this week's trips to bill, priced from the odometer", async () => {
    const db = opened!.database.db;
    const [broker] = await db.select().from(payers).where(eq(payers.type, 'medicaid_broker'));
    const waiting = await billableJobs(db, broker!.id, lastMonth.from, today, timeZone);
    expect(waiting.some((w) => w.serviceDate <= lastMonth.to)).toBe(true);
    // The most recent period has trips to find: one was driven in the last few days.
    expect(waiting.some((w) => w.serviceDate >= daysFromToday(-4))).toBe(true);
    for (const { job } of waiting) {
      expect(job.status).toBe('completed');
      expect(job.levelOfService).toBe('wheelchair');
      const { price, basis } = await priceOfJob(db, job, timeZone);
      expect(basis?.milesFrom).toBe('odometer');
      expect(price!.lines.map((l) => l.kind)).toEqual(expect.arrayContaining(['trip', 'mileage', 'escort']));
    }
    // A clerk building them finds claims with nothing to fix: signed, read odometers, a qualified driver and van.
    const id = await buildInvoice(
      db,
      { payerId: broker!.id, periodFrom: lastMonth.from, periodTo: today },
      null,
      timeZone,
    );
    const invoice = await invoiceById(db, id, timeZone);
    expect(invoice.claims).toHaveLength(waiting.length);
    for (const claim of invoice.claims) expect(claim.problems, claim.serviceDate).toEqual([]);
  });
});
