import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { daysFromToday } from '../../../domain/dates';
import type { Rider } from '../../../domain/rider';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { riderInput } from '../../demo/samples';
import { messages, riders } from '../../db/schema';
import { jobBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A caregiver gets a copy of the rider's trip texts when the rider's record says so
 * (docs/decisions/111-caregiver-copies.md), and only then. On PGlite and PostgreSQL.
 */
const zone = DEFAULT_COMPANY.timeZone;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie! } });

async function riderWith(overrides: Record<string, unknown>): Promise<Rider> {
  const res = await call('POST', '/api/riders', riderInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rider>();
}

/** A leg booked for the rider four days ahead, and the texts it queued, by recipient. */
async function bookFor(rider: Rider, phone: string) {
  const day = daysFromToday(4, { company: { timeZone: zone } });
  const res = await call(
    'POST',
    '/api/jobs',
    jobBody({
      riderId: rider.id,
      patientName: rider.fullName,
      patientPhone: phone,
      pickupTime: zonedLocalToIso(`${day}T09:30`, zone),
      dropoffTime: zonedLocalToIso(`${day}T10:15`, zone),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const textsOf = (jobId: string, event: 'trip_scheduled' | 'trip_cancelled') =>
  t.database.db
    .select({ recipient: messages.recipient, body: messages.body })
    .from(messages)
    .where(and(eq(messages.jobId, jobId), eq(messages.event, event)));

describe("copies of a rider's texts to the alternate contact", () => {
  it('are refused without the contact’s phone, with the field named and nothing written', async () => {
    const body = riderInput({ alternateContactPhone: null, alternateContactGetsTexts: true });
    const res = await call('POST', '/api/riders', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { alternateContactPhone: "Add the alternate contact's phone to send them the rider's texts" },
    });
    const written = await t.database.db
      .select({ id: riders.id })
      .from(riders)
      .where(eq(riders.fullName, body.fullName));
    expect(written).toHaveLength(0);
  });

  it('go to the caregiver when the record says so: the same words, on booking and on cancelling', async () => {
    const rider = await riderWith({ alternateContactPhone: '(215) 555-0191', alternateContactGetsTexts: true });
    expect(rider.alternateContactGetsTexts).toBe(true);
    const jobId = await bookFor(rider, '(215) 555-0190');
    const booked = await textsOf(jobId, 'trip_scheduled');
    expect(booked.map((m) => m.recipient).sort()).toEqual(['(215) 555-0190', '(215) 555-0191']);
    expect(booked[0]!.body).toBe(booked[1]!.body);

    const cancelled = await call('POST', `/api/jobs/${jobId}/cancel`, { reason: 'rider', requestedBy: 'rider' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await textsOf(jobId, 'trip_cancelled')).map((m) => m.recipient).sort()).toEqual([
      '(215) 555-0190',
      '(215) 555-0191',
    ]);
  });

  it('are not sent when the box is not ticked, nor twice when the caregiver’s phone is the rider’s', async () => {
    const unticked = await riderWith({ alternateContactPhone: '(215) 555-0193' });
    expect(unticked.alternateContactGetsTexts).toBe(false);
    const plain = await bookFor(unticked, '(215) 555-0192');
    expect((await textsOf(plain, 'trip_scheduled')).map((m) => m.recipient)).toEqual(['(215) 555-0192']);

    const samePhone = await riderWith({ alternateContactPhone: '(215) 555-0194', alternateContactGetsTexts: true });
    const once = await bookFor(samePhone, '(215) 555-0194');
    expect((await textsOf(once, 'trip_scheduled')).map((m) => m.recipient)).toEqual(['(215) 555-0194']);
    const all = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.jobId, [plain, once]));
    expect(all).toHaveLength(2);
  });
});
