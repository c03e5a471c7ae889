import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PerformanceReport } from '../../../domain/report';
import { rowsOf } from '../../db/rows';
import { makeDriver, makeJob } from '../../demo/factories';
import { invoiceOf } from '../../test/invoice';
import { expectedReport } from '../../test/report-legs';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshLegFigures } from './leg-figures-repository';
import { legsOfPeriod } from './repository';

/**
 * Each leg's figures are kept worked out (docs/decisions/110-leg-figures.md): whatever changes a job, its claims or its
 * invoice's payments, here even plain SQL that no service sees, the next report counts the change, and the driver's
 * whole day when one leg of it moves.
 */
let t: TestApp;
let admin: SignedIn;
let zone: string;
const DAY = '2026-03-10';
const at = (time: string) => new Date(`${DAY}T${time}:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  zone = t.config.company.timeZone;
});
afterAll(() => t.close());

async function report(query: string): Promise<PerformanceReport> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/performance?${query}`,
    headers: { cookie: admin.cookie! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PerformanceReport>();
}

/** A leg done by `driverId` between two times of the day (UTC), its pickup on time. */
const doneLeg = (driverId: string, startedAt: string, droppedAt: string) =>
  makeJob(t.database.db, {
    assignedDriverId: driverId,
    status: 'completed',
    pickupTime: at(startedAt),
    startedAt: at(startedAt),
    pickedUpAt: at(startedAt),
    completedAt: at(droppedAt),
  });

/** The day's report grouped by driver equals the domain's figures of the legs as they are now, group by group. */
async function expectTheDayAsItIs() {
  const rows = await legsOfPeriod(t.database.db, { from: DAY, to: DAY, timeZone: zone });
  const byDriver = await report(`from=${DAY}&to=${DAY}&groupBy=driver`);
  expect(byDriver.total).toEqual(expectedReport(rows, 15, zone).total);
  for (const group of byDriver.groups)
    expect(group.figures).toEqual(
      expectedReport(
        rows.filter((row) => (row.driver_id ?? 'none') === group.key),
        15,
        zone,
      ).total,
    );
  return byDriver;
}
const hoursOf = (r: PerformanceReport, driverId: string) =>
  r.groups.find((g) => g.key === driverId)?.figures.vehicleHours ?? null;

describe('stored leg figures', () => {
  it('follow a leg cancelled, moved to another driver and removed, by plain SQL after a report was read', async () => {
    const first = await makeDriver(t.database.db, { status: 'approved' });
    const second = await makeDriver(t.database.db, { status: 'approved' });
    await doneLeg(first.id, '14:00', '14:40');
    const later = await doneLeg(first.id, '15:00', '16:00');
    const before = await expectTheDayAsItIs();
    expect(before.total.tripsDone).toBe(2);
    expect(hoursOf(before, first.id)).toBe(2);

    await t.database.db.execute(
      sql`update jobs set status = 'cancelled', cancel_reason = 'rider', cancelled_at = ${at('13:00')} where id = ${later.id}`,
    );
    const cancelled = await expectTheDayAsItIs();
    expect(cancelled.total.tripsDone).toBe(1);
    expect(cancelled.results.find((r) => r.result === 'cancelled')?.count).toBe(1);
    expect(hoursOf(cancelled, first.id)).toBe(0.7);

    await t.database.db.execute(
      sql`update jobs set status = 'completed', cancel_reason = null, cancelled_at = null, assigned_driver_id = ${second.id} where id = ${later.id}`,
    );
    const moved = await expectTheDayAsItIs();
    expect(hoursOf(moved, first.id)).toBe(0.7);
    expect(hoursOf(moved, second.id)).toBe(1);

    // A will-call leg on no day yet (no pickup time, no service day) is in no report, and stops none.
    await makeJob(t.database.db, { assignedDriverId: first.id, willCall: true, pickupTime: null, serviceDate: null });
    await t.database.db.execute(sql`delete from jobs where id = ${later.id}`);
    const removed = await expectTheDayAsItIs();
    expect(removed.total.legs).toBe(1);
    expect(hoursOf(removed, second.id)).toBeNull();
    const [marks] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from leg_figure_marks`),
    );
    expect(marks!.n).toBe(0);
  });

  it("count a payment recorded on an invoice as collected for the invoice's trips", async () => {
    const invoice = await invoiceOf(t.app, t.database.db, admin.cookie!, 'sent', 2);
    const october = 'from=2026-10-01&to=2026-10-31&groupBy=month';
    const billed = await report(october);
    expect(billed.total.tripsDone).toBe(2);
    expect(billed.total.billedCents).toBeGreaterThan(0);
    expect(billed.total.collectedCents).toBe(0);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: { cookie: admin.cookie! },
      payload: {
        amount: (billed.total.billedCents / 100).toFixed(2),
        receivedOn: '2026-11-20',
        method: 'check',
        reference: 'CHK 2207',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await report(october)).total.collectedCents).toBe(billed.total.billedCents);
  });

  it('are worked out again under another time zone, and back under the company one', async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    // 23:30 UTC on the 10th is still the 10th in the Americas and already the 11th at UTC+14.
    const leg = await doneLeg(driver.id, '23:00', '23:30');
    const dayOf = async () =>
      rowsOf<{ day: string; basis: string }>(
        await t.database.db.execute(
          sql`select to_char(day, 'YYYY-MM-DD') as day, basis from leg_figures where job_id = ${leg.id}`,
        ),
      )[0];
    await refreshLegFigures(t.database.db, 'Pacific/Kiritimati');
    expect(await dayOf()).toMatchObject({ day: '2026-03-11', basis: expect.stringMatching(/^Pacific\/Kiritimati /) });
    const day = await report(`from=${DAY}&to=${DAY}&groupBy=day`);
    expect(await dayOf()).toMatchObject({ day: DAY, basis: expect.stringMatching(new RegExp(`^${zone} `)) });
    expect(day.groups.map((g) => g.key)).toEqual([DAY]);
  });
});
