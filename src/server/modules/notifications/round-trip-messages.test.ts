import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { daysFromToday } from '../../../domain/dates';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { messages } from '../../db/schema';
import { jobBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A round trip booked at once is one "Trip scheduled" text naming both legs (docs/decisions/065-notifications.md). On PGlite and PostgreSQL. */
const zone = DEFAULT_COMPANY.timeZone;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const at = (day: string, clock: string) => zonedLocalToIso(`${day}T${clock}`, zone);
const book = async (phone: string, extra: object) => {
  const day = daysFromToday(4, { company: { timeZone: zone } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { cookie: admin.cookie! },
    payload: jobBody({
      patientName: 'Ruth Feldman',
      patientPhone: phone,
      pickupTime: at(day, '09:30'),
      dropoffTime: at(day, '10:15'),
      ...extra,
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    day,
    scheduled: await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, phone), eq(messages.event, 'trip_scheduled'))),
  };
};

describe('a round trip booked at once', () => {
  it('sends the rider one text with the way there and the ride home, never the ride home’s pickup address', async () => {
    const day = daysFromToday(4, { company: { timeZone: zone } });
    const { scheduled } = await book('(215) 555-0181', { returnTrip: 'at_time', returnPickupTime: at(day, '13:00') });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.body).toContain(
      'Pickup 9:15 AM–9:45 AM at 1200 Spruce St, Philadelphia, PA 19107; pickup for your ride home 12:45 PM–1:15 PM.',
    );
    expect(scheduled[0]!.body).not.toContain('51 N 39th');
  });

  it('tells the rider of a will-call return to call when ready, in the same one text', async () => {
    const { scheduled } = await book('(215) 555-0182', { returnTrip: 'will_call' });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.body).toContain('for your ride home, call us when you are ready.');
  });

  it('books a one-way trip as before', async () => {
    const { scheduled } = await book('(215) 555-0183', { returnTrip: 'none' });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.body).not.toContain('ride home');
  });
});
