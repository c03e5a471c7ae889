import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS } from '../../../domain/audit-labels';
import type { Proof } from '../../../domain/proof';
import { daysFromToday } from '../../../domain/dates';
import { inspectionAnswers } from '../../../domain/inspection-items';
import { auditLog, jobs, vehicleInspections } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES } from '../../test/trip';

/**
 * A step the phone held without signal keeps its own time as evidence, but the gates are judged by the server's
 * clock and the leg's day, and a replayed answer goes only to a driver who still holds the leg
 * (docs/decisions/078-server-clock-judges-gates.md). On PGlite and on PostgreSQL.
 */
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/**
 * A company time zone in which it is now between 03:00 and 07:00, so a step dated late on the company's yesterday
 * is still within the hours a phone may hold it, whatever hour the test runs at. With the minutes since that
 * zone's midnight, to date such a step.
 */
function zoneEarlyInItsDay(now = new Date()): { timeZone: string; minutesIntoDay: number } {
  for (const timeZone of Intl.supportedValuesOf('timeZone')) {
    const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(now)
      .split(':')
      .map(Number) as [number, number];
    if (hours >= 3 && hours < 7) return { timeZone, minutesIntoDay: hours * 60 + minutes };
  }
  throw new Error('no time zone is early in its day');
}

const company = zoneEarlyInItsDay();
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ COMPANY_TIME_ZONE: company.timeZone });
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const step = (who: SignedIn, jobId: string, name: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proof/${name}`,
    headers: { cookie: who.cookie!, ...headers },
    payload,
  });
const statusOf = async (jobId: string) =>
  (await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)))[0]!.status;
const acceptedLeg = (who: SignedIn, rideNotes: string | null = null) =>
  makeJob(t.database.db, {
    assignedDriverId: who.driverId!,
    status: 'accepted',
    pickupTime: ago(-20),
    dropoffTime: ago(-60),
    rideNotes,
  });
const auditedAs = (action: string, jobId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, jobId)));

describe('the pre-trip inspection, against a start dated on the day before', () => {
  const inspected = (driverId: string, days: number, failed: boolean) =>
    t.database.db.insert(vehicleInspections).values({
      driverId,
      serviceDate: daysFromToday(days, { company }),
      items: inspectionAnswers(failed ? { brakes: 'fault' } : {}),
      failed,
      odometer: 48_000,
      notes: failed ? 'Brake pedal soft' : null,
    });
  // Late yesterday on the company's calendar: an hour and a half before its midnight, within the 12 hours.
  const lateYesterday = () => ago(company.minutesIntoDay + 90).toISOString();

  it("is today's by the server's clock: today's failed one refuses the start, though yesterday's passed", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver', { inspected: false });
    await inspected(driver.driverId!, -1, false);
    await inspected(driver.driverId!, 0, true);
    const leg = await acceptedLeg(driver);
    const res = await step(driver, leg.id, 'start', { at: lateYesterday() });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ reasons: ['inspection_failed'] });
    expect(await statusOf(leg.id)).toBe('accepted');
  });

  it('is not skipped by dating the start before midnight: without one today the start is refused', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver', { inspected: false });
    await inspected(driver.driverId!, -1, false);
    const leg = await acceptedLeg(driver);
    const res = await step(driver, leg.id, 'start', { at: lateYesterday() });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ reasons: ['inspection_required'] });
    expect(await statusOf(leg.id)).toBe('accepted');
  });

  it("lets a leg of yesterday, started after midnight, go on yesterday's passed inspection until one is answered today", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver', { inspected: false });
    await inspected(driver.driverId!, -1, false);
    const pickupTime = ago(company.minutesIntoDay + 60);
    const leg = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      pickupTime,
      dropoffTime: new Date(pickupTime.getTime() + 40 * MINUTE),
    });
    const res = await step(driver, leg.id, 'start');
    expect(res.statusCode, res.body).toBe(200);
    // A leg of an earlier day has no such allowance.
    const older = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      pickupTime: ago(company.minutesIntoDay + 36 * 60),
      dropoffTime: ago(company.minutesIntoDay + 35 * 60),
    });
    await inspected(driver.driverId!, -2, false);
    expect((await step(driver, older.id, 'start')).json()).toMatchObject({ reasons: ['inspection_required'] });
    // Nor a leg of yesterday left over from the day: one whose time is more than eight hours past is today's work.
    const leftOver = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      pickupTime: ago(company.minutesIntoDay + 9 * 60),
      dropoffTime: ago(company.minutesIntoDay + 8 * 60),
    });
    expect((await step(driver, leftOver.id, 'start')).json()).toMatchObject({ reasons: ['inspection_required'] });
  });

  it("lets a start held offline through once today's inspection passed, and keeps the phone's time as evidence", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver', { inspected: false });
    await inspected(driver.driverId!, 0, false);
    const leg = await acceptedLeg(driver);
    const at = lateYesterday();
    const res = await step(driver, leg.id, 'start', { at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', startedAt: at });
  });
});

describe('the no-show wait', () => {
  it('runs from when the server received the arrival, not from the time the phone put on it', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const job = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      pickupTime: ago(30),
      dropoffTime: ago(-15),
    });
    const sent = Date.now();
    expect((await step(driver, job.id, 'start', { at: ago(25).toISOString() })).statusCode).toBe(200);
    const arrivedAt = ago(20).toISOString();
    expect((await step(driver, job.id, 'arrival', { ...STEP_BODIES.arrival, at: arrivedAt })).statusCode).toBe(200);

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/no-show`,
      headers: { cookie: driver.cookie! },
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(await statusOf(job.id)).toBe('in_progress');

    // The record shows both times: the phone's, and the server's receipt, from which the wait is measured.
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/proof`,
      headers: { cookie: admin.cookie! },
    });
    const arrival = record.json<Proof>().events.find((e) => e.kind === 'arrival')!;
    expect(arrival.occurredAt).toBe(arrivedAt);
    expect(Date.parse(arrival.recordedAt)).toBeGreaterThanOrEqual(sent - 1_000);
    expect(Date.parse(early.json().noShowAllowedAt)).toBe(Date.parse(arrival.recordedAt) + 10 * MINUTE);

    // Eleven minutes later by the server's clock, the wait is over.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(arrival.recordedAt) + 11 * MINUTE);
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/no-show`,
        headers: { cookie: driver.cookie! },
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json()).toMatchObject({ status: 'no_show' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a step sent again with its Idempotency-Key', () => {
  it('answers what was answered then, not the leg as it is now, and is audited as a replay', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const leg = await acceptedLeg(driver, 'Ring the bell');
    const key = { 'idempotency-key': `start-${leg.id}` };
    const first = await step(driver, leg.id, 'start', {}, key);
    expect(first.statusCode, first.body).toBe(200);
    await t.database.db.update(jobs).set({ rideNotes: 'Gate code 7788' }).where(eq(jobs.id, leg.id));

    const again = await step(driver, leg.id, 'start', {}, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.body).not.toContain('7788');
    await expect.poll(async () => (await auditedAs('job.proof_replay', leg.id)).length).toBe(1);
    expect(AUDIT_ACTION_LABELS['job.proof_replay']).toBe('Trip step answered again');
    expect((await auditedAs('job.proof', leg.id)).length).toBe(1);
  });

  it('is "not found" to a driver taken off the leg, and shows nothing of it as it is now', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const next = await signedIn(t.app, t.database.db, 'driver');
    const leg = await acceptedLeg(driver, 'Ring the bell');
    const key = { 'idempotency-key': `start-${leg.id}` };
    expect((await step(driver, leg.id, 'start', {}, key)).statusCode).toBe(200);
    // The office gives the leg to another driver, with a note for them.
    await t.database.db
      .update(jobs)
      .set({ assignedDriverId: next.driverId!, rideNotes: 'Gate code 4512' })
      .where(eq(jobs.id, leg.id));

    const replay = await step(driver, leg.id, 'start', {}, key);
    expect(replay.statusCode, replay.body).toBe(404);
    expect(replay.body).not.toContain('4512');
    expect(replay.body).not.toContain(next.driverId!);
    await expect.poll(async () => (await auditedAs('job.proof.failure', leg.id)).length).toBe(1);
  });
});
