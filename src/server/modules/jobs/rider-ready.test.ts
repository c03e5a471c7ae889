import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, type JobRow } from '../../db/schema';
import { jobBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * "Rider ready" waits for the way there (docs/decisions/047-legs-returns-cancellations.md, amended 2026-11-27): a
 * return is called only once the outbound leg has its rider on board or is done, and is never picked up before the
 * outbound's drop-off.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie: admin.cookie! } });
const rowOf = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const setRow = (id: string, values: Partial<JobRow>) => t.database.db.update(jobs).set(values).where(eq(jobs.id, id));

/** A round trip with a will-call return, its way there picked up `pickupInMinutes` from now, taking 45 minutes. */
async function willCallTrip(pickupInMinutes: number) {
  const pickup = new Date(Date.now() + pickupInMinutes * MINUTE);
  const body = jobBody({
    pickupTime: pickup.toISOString(),
    dropoffTime: new Date(pickup.getTime() + 45 * MINUTE).toISOString(),
    returnTrip: 'will_call',
  });
  const created = await as('POST', '/api/jobs', body);
  expect(created.statusCode, created.body).toBe(201);
  return { outboundId: created.json().id as string, returnId: created.json().returnJobId as string, pickup };
}

describe('"Rider ready" before the way there is done', () => {
  it('refuses (409, outbound_not_done) while the outbound leg has not picked the rider up, and writes nothing', async () => {
    // The day's finding: a 10:00 outbound, "Rider ready" pressed at 9:03, scheduled the return for 9:23.
    const { outboundId, returnId } = await willCallTrip(57);
    const before = await rowOf(returnId);
    const refused = await as('POST', `/api/jobs/${returnId}/rider-ready`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: 'The rider has not been picked up for the way there yet, so the return cannot be scheduled',
      reasons: ['outbound_not_done'],
    });
    expect(await rowOf(returnId)).toEqual(before);
    // Started but the rider not yet on board: still refused.
    await setRow(outboundId, { status: 'in_progress', startedAt: new Date(), arrivedAt: new Date() });
    expect((await as('POST', `/api/jobs/${returnId}/rider-ready`)).json().reasons).toEqual(['outbound_not_done']);
  });

  it('refuses a return whose way there was cancelled or a no-show', async () => {
    const cancelled = await willCallTrip(30);
    await setRow(cancelled.outboundId, { status: 'cancelled', cancelledAt: new Date(), cancelReason: 'rider' });
    const res = await as('POST', `/api/jobs/${cancelled.returnId}/rider-ready`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The way there was cancelled, so there is no return to schedule',
      reasons: ['outbound_not_done'],
    });
    const noShow = await willCallTrip(-30);
    await setRow(noShow.outboundId, { status: 'no_show', noShowAt: new Date() });
    expect((await as('POST', `/api/jobs/${noShow.returnId}/rider-ready`)).json()).toEqual({
      message: 'The rider was a no-show for the way there, so there is no return to schedule',
      reasons: ['outbound_not_done'],
    });
  });
});

describe('"Rider ready" once the rider is on the way there or has arrived', () => {
  it('picks up no earlier than the scheduled drop-off of a leg still under way', async () => {
    // Picked up 5 minutes ago for a drop-off 40 minutes from now: 20 minutes from now would be too early.
    const { outboundId, returnId, pickup } = await willCallTrip(-5);
    await setRow(outboundId, {
      status: 'in_progress',
      startedAt: new Date(),
      arrivedAt: new Date(),
      pickedUpAt: new Date(),
    });
    const ready = await as('POST', `/api/jobs/${returnId}/rider-ready`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(Date.parse(ready.json().pickupTime)).toBe(pickup.getTime() + 45 * MINUTE);
    expect(Date.parse(ready.json().dropoffTime) - Date.parse(ready.json().pickupTime)).toBe(45 * MINUTE);
  });

  it("counts from the actual drop-off of a completed leg: the policy's 20 minutes from now when it ran early", async () => {
    const { outboundId, returnId } = await willCallTrip(-20);
    await setRow(outboundId, {
      status: 'completed',
      startedAt: new Date(),
      pickedUpAt: new Date(Date.now() - 20 * MINUTE),
      completedAt: new Date(Date.now() - 2 * MINUTE),
    });
    const before = Date.now();
    const ready = await as('POST', `/api/jobs/${returnId}/rider-ready`);
    expect(ready.statusCode, ready.body).toBe(200);
    const pickup = Date.parse(ready.json().pickupTime);
    expect(pickup).toBeGreaterThanOrEqual(before + 20 * MINUTE);
    expect(pickup).toBeLessThan(Date.now() + 20 * MINUTE + 1000);
  });
});
