import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import { daysFromToday } from '../../../domain/dates';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { messages, users } from '../../db/schema';
import { makeCredential } from '../../demo/demo-credentials';
import { makeDriver, makeJob, makeReferral } from '../../demo/factories';
import { workLeg } from '../../test/trip';
import { referralReference } from '../../../domain/referral';
import { driverApplication, jobBody, referralBody, SAMPLE_FILES } from '../../test/bodies';
import { uploadDocument } from '../../test/uploads';
import { riderInput } from '../../demo/samples';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { quietUntil } from './quiet-hours';
import { queueCredentialNotices, queueDayBeforeReminders } from './scheduled';

/** Which changes write which messages, what they may say, and the calendar's messages (docs/decisions/065-notifications.md). */
const zone = DEFAULT_COMPANY.timeZone;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie! } });
const of = (jobId: string) => t.database.db.select().from(messages).where(eq(messages.jobId, jobId));
const at = (day: string, clock: string) => zonedLocalToIso(`${day}T${clock}`, zone);

describe("a leg's messages", () => {
  it('books, moves and cancels a trip with a text to the rider each time, and tells the driver of a new trip', async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved', phoneNumber: '(267) 555-0101' });
    const day = daysFromToday(5, { company: { timeZone: zone } });
    const created = await as(
      'POST',
      '/api/jobs',
      jobBody({
        pickupTime: at(day, '09:30'),
        dropoffTime: at(day, '10:15'),
        patientName: 'Ruth Feldman',
        patientPhone: '(215) 555-0177',
        assignedDriverId: driver.id,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<{ id: string }>();
    expect((await of(job.id)).map((m) => [m.event, m.channel, m.recipient])).toEqual(
      expect.arrayContaining([
        ['trip_scheduled', 'sms', '(215) 555-0177'],
        ['driver_assigned', 'sms', '(267) 555-0101'],
      ]),
    );
    const booked = (await of(job.id)).find((m) => m.event === 'trip_scheduled')!;
    expect(booked.body).toContain('Hi Ruth');
    expect(booked.body).toMatch(/9:15\s?AM–9:45\s?AM/);

    // Saving it again unchanged writes nothing; a new pickup time writes one change.
    await as(
      'PUT',
      `/api/jobs/${job.id}`,
      jobBody({
        pickupTime: at(day, '09:30'),
        dropoffTime: at(day, '10:15'),
        patientName: 'Ruth Feldman',
        patientPhone: '(215) 555-0177',
        assignedDriverId: driver.id,
      }),
    );
    expect(await of(job.id)).toHaveLength(2);
    await as(
      'PUT',
      `/api/jobs/${job.id}`,
      jobBody({
        pickupTime: at(day, '11:00'),
        dropoffTime: at(day, '11:45'),
        patientName: 'Ruth Feldman',
        patientPhone: '(215) 555-0177',
        assignedDriverId: driver.id,
      }),
    );
    expect((await of(job.id)).filter((m) => m.event === 'trip_changed')).toHaveLength(1);

    const cancelled = await as('POST', `/api/jobs/${job.id}/cancel`, { reason: 'rider', requestedBy: 'rider' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await of(job.id)).map((m) => m.event).sort()).toEqual([
      'driver_assigned',
      'trip_cancelled',
      'trip_changed',
      'trip_scheduled',
    ]);
  });

  it('never says a diagnosis, a date of birth or where the rider is going, in any message about them', async () => {
    const rider = await as(
      'POST',
      '/api/riders',
      riderInput({
        fullName: 'Marker Rider',
        dateOfBirth: '1931-07-04',
        driverNotes: 'MARKER-DIAGNOSIS end-stage renal disease',
        phone: '(215) 555-0190',
      }),
    );
    expect(rider.statusCode, rider.body).toBe(201);
    const tomorrow = daysFromToday(1, { company: { timeZone: zone } });
    const leg = await as(
      'POST',
      '/api/jobs',
      jobBody({
        riderId: rider.json<{ id: string }>().id,
        patientName: 'Marker Rider',
        patientPhone: '(215) 555-0190',
        pickupTime: at(tomorrow, '08:00'),
        dropoffTime: at(tomorrow, '08:40'),
        rideNotes: 'MARKER-DIAGNOSIS oxygen for COPD',
        dropoffPlace: {
          street: '77 Markerdrop Ave',
          unit: null,
          city: 'Philadelphia',
          state: 'PA',
          zip: '19104',
          placeType: 'dialysis_center',
        },
        returnTrip: 'at_time',
        returnPickupTime: at(tomorrow, '12:00'),
      }),
    );
    expect(leg.statusCode, leg.body).toBe(201);
    const jobId = leg.json<{ id: string }>().id;
    await as(
      'PUT',
      `/api/jobs/${jobId}`,
      jobBody({
        riderId: rider.json<{ id: string }>().id,
        patientName: 'Marker Rider',
        patientPhone: '(215) 555-0190',
        pickupTime: at(tomorrow, '08:30'),
        dropoffTime: at(tomorrow, '09:10'),
        rideNotes: 'MARKER-DIAGNOSIS oxygen for COPD',
        dropoffPlace: {
          street: '77 Markerdrop Ave',
          unit: null,
          city: 'Philadelphia',
          state: 'PA',
          zip: '19104',
          placeType: 'dialysis_center',
        },
      }),
    );
    await queueDayBeforeReminders(t.database.db, zone);
    await as('POST', `/api/jobs/${jobId}/cancel`, { reason: 'rider', requestedBy: 'rider', cancelReturn: true });
    const referral = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({
        patientName: 'Marker Rider',
        patientDob: '1931-07-04',
        notes: 'MARKER-DIAGNOSIS dialysis',
        dropoffPlace: {
          street: '77 Markerdrop Ave',
          unit: null,
          city: 'Philadelphia',
          state: 'PA',
          zip: '19104',
          placeType: 'dialysis_center',
        },
      }),
    });
    expect(referral.statusCode, referral.body).toBe(201);

    const written = await t.database.db
      .select()
      .from(messages)
      .where(or(eq(messages.recipient, '(215) 555-0190'), eq(messages.referralId, referral.json<{ id: string }>().id)));
    expect(new Set(written.map((m) => m.event))).toEqual(
      new Set(['trip_scheduled', 'trip_changed', 'trip_reminder', 'trip_cancelled', 'referral_received']),
    );
    for (const m of written) {
      for (const marker of ['MARKER-DIAGNOSIS', 'renal', 'COPD', 'dialysis', '1931', '7/4/1931', '07/04', 'Markerdrop'])
        expect(`${m.subject ?? ''} ${m.body}`).not.toContain(marker);
    }
  });
});

describe("the driver's steps", () => {
  it('tells the rider the driver is on the way with an estimate, and a workers’ compensation referrer that the trip was completed', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const referral = await makeReferral(t.database.db, {
      transportType: 'workers_compensation',
      referrerEmail: 'adjuster@carrier.example',
    });
    const leg = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      referralId: referral.id,
      patientName: 'Dana Otto',
      patientPhone: '(215) 555-0188',
      pickupTime: new Date(Date.now() + 20 * 60_000),
      dropoffTime: new Date(Date.now() + 60 * 60_000),
    });
    await workLeg(t.app, driver.cookie!, leg.id, ['start']);
    const [onTheWay] = await of(leg.id);
    expect(onTheWay).toMatchObject({
      event: 'driver_on_the_way',
      channel: 'sms',
      recipient: '(215) 555-0188',
      anyHour: true,
    });
    expect(onTheWay!.body).toMatch(/Hi Dana, your driver is on the way, about \d+ min out/);
    await workLeg(t.app, driver.cookie!, leg.id, ['arrival', 'pickup', 'dropoff']);
    const completed = (await of(leg.id)).find((m) => m.event === 'trip_completed');
    expect(completed).toMatchObject({
      channel: 'email',
      recipient: 'adjuster@carrier.example',
      referralId: referral.id,
    });
    expect(completed!.body).toContain(referralReference(referral.id));
  });
});

describe("a driver's application", () => {
  it('is acknowledged to the applicant, and the decision reaches them once; other status changes say nothing', async () => {
    const license = await uploadDocument(t.app, { kind: 'license', bytes: SAMPLE_FILES.pdf });
    const insurance = await uploadDocument(t.app, {
      cookie: license.cookie,
      kind: 'insurance',
      bytes: SAMPLE_FILES.pdf,
    });
    const w9 = await uploadDocument(t.app, { cookie: license.cookie, kind: 'w9', bytes: SAMPLE_FILES.pdf });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: { cookie: license.cookie! },
      payload: driverApplication({
        email: 'new.applicant@example.test',
        licenseUrl: license.url!,
        insuranceUrl: insurance.url!,
        w9Url: w9.url!,
      }),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const driverId = applied.json<{ id: string }>().id;
    const sent = () => t.database.db.select().from(messages).where(eq(messages.driverId, driverId));
    expect((await sent()).map((m) => [m.event, m.recipient])).toEqual([
      ['application_received', 'new.applicant@example.test'],
    ]);

    const decide = (payload: object) => as('PUT', `/api/drivers/${driverId}`, payload);
    // Approved with the vehicle and credentials still to come, as the administrator acknowledges.
    expect((await decide({ status: 'approved', acknowledgeMissing: true })).statusCode).toBe(200);
    expect((await decide({ status: 'approved' })).statusCode).toBe(200);
    expect((await decide({ status: 'suspended' })).statusCode).toBe(200);
    expect((await sent()).map((m) => m.event).sort()).toEqual(['application_approved', 'application_received']);
    expect((await sent()).find((m) => m.event === 'application_approved')!.body).toContain('Hello Jordan Lee');
  });
});

describe("the calendar's messages", () => {
  it('reminds each rider of tomorrow’s trip once, however often it runs, and not for other days or cancelled trips', async () => {
    const [tomorrow, later] = [
      daysFromToday(1, { company: { timeZone: zone } }),
      daysFromToday(2, { company: { timeZone: zone } }),
    ];
    const due = await makeJob(t.database.db, {
      pickupTime: new Date(at(tomorrow, '14:00')),
      patientPhone: '(215) 555-0161',
    });
    const off = await makeJob(t.database.db, {
      pickupTime: new Date(at(tomorrow, '15:00')),
      patientPhone: '(215) 555-0162',
      status: 'cancelled',
    });
    const notYet = await makeJob(t.database.db, {
      pickupTime: new Date(at(later, '09:00')),
      patientPhone: '(215) 555-0163',
    });
    await queueDayBeforeReminders(t.database.db, zone);
    await queueDayBeforeReminders(t.database.db, zone);
    const reminders = await t.database.db
      .select()
      .from(messages)
      .where(inArray(messages.jobId, [due.id, off.id, notYet.id]));
    expect(reminders.map((m) => [m.jobId, m.event])).toEqual([[due.id, 'trip_reminder']]);
    expect(reminders[0]!.anyHour).toBe(false);
  });

  it('warns a driver and the administrators 30 and 7 days before a credential expires and on the day, once each, and not for one renewed', async () => {
    const driver = await makeDriver(t.database.db, {
      status: 'approved',
      email: 'lena.driver@example.test',
      equip: false,
    });
    const day = (n: number) => daysFromToday(n, { company: { timeZone: zone } });
    const pass = await makeCredential(t.database.db, { driverId: driver.id, kind: 'pass', expiresOn: day(30) });
    const cpr = await makeCredential(t.database.db, { driverId: driver.id, kind: 'cpr_first_aid', expiresOn: day(7) });
    const hipaa = await makeCredential(t.database.db, { driverId: driver.id, kind: 'hipaa', expiresOn: day(0) });
    // A background check expiring in seven days, already renewed for a year: nothing to say.
    await makeCredential(t.database.db, { driverId: driver.id, kind: 'background_check', expiresOn: day(7) });
    await makeCredential(t.database.db, { driverId: driver.id, kind: 'background_check', expiresOn: day(365) });
    await queueCredentialNotices(t.database.db, zone);
    await queueCredentialNotices(t.database.db, zone);
    const toDriver = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, 'lena.driver@example.test'));
    expect(toDriver.map((m) => m.event).sort()).toEqual([
      'credential_expired',
      'credential_expiring',
      'credential_expiring',
    ]);
    expect(toDriver.find((m) => m.subject?.startsWith('Passenger'))?.subject).toBe(
      'Passenger assistance (PASS) expires in 30 days',
    );
    const [adminRow] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, admin.userId!));
    const toAdmin = await t.database.db.select().from(messages).where(eq(messages.recipient, adminRow!.email!));
    expect(toAdmin.filter((m) => m.driverId === driver.id)).toHaveLength(3);
    void [pass, cpr, hipaa];
  });
});

describe('quiet hours', () => {
  it('holds a text from 21:00 to 08:00 on the company clock until 08:00, and lets it go in the day', () => {
    const ny = (local: string) => new Date(zonedLocalToIso(local, zone));
    expect(quietUntil(ny('2026-12-01T21:30'), zone)).toEqual(ny('2026-12-02T08:00'));
    expect(quietUntil(ny('2026-12-02T06:59'), zone)).toEqual(ny('2026-12-02T08:00'));
    expect(quietUntil(ny('2026-12-02T08:00'), zone)).toBeNull();
    expect(quietUntil(ny('2026-12-02T20:59'), zone)).toBeNull();
  });
});

describe("an administrator's own words", () => {
  const put = (event: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/message-templates/${event}`,
      payload,
      headers: { cookie: admin.cookie! },
    });

  it('replace the default for the next messages, preview with made-up facts, refuse unknown fields, and reset', async () => {
    const mine = {
      subject: 'Ride booked for {{day}}',
      body: '{{companyName}}: {{firstName}}, you are booked for {{day}}. {{pickup}}. Call {{companyPhone}}.',
    };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/message-templates/trip_scheduled/preview',
      payload: mine,
      headers: { cookie: admin.cookie! },
    });
    expect(preview.json()).toEqual({
      subject: 'Ride booked for Tue, Dec 1',
      body: `${DEFAULT_COMPANY.name}: Ruth, you are booked for Tue, Dec 1. Pickup 9:15–9:45 AM at 1200 Spruce St, Philadelphia, PA 19107. Call ${DEFAULT_COMPANY.phone}.`,
    });

    const leaky = await put('trip_scheduled', {
      ...mine,
      body: 'Hi {{firstName}}, born {{dateOfBirth}}, going to {{dropoffAddress}}',
    });
    expect(leaky.statusCode).toBe(422);
    expect(leaky.json().fieldErrors.body).toMatch(
      /^\{\{dateOfBirth\}\}, \{\{dropoffAddress\}\} is not a field of this message; use \{\{firstName\}\}/,
    );

    const saved = await put('trip_scheduled', mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ customized: true, channel: 'sms', body: mine.body });
    const day = daysFromToday(9, { company: { timeZone: zone } });
    const job = (
      await as(
        'POST',
        '/api/jobs',
        jobBody({
          pickupTime: at(day, '10:00'),
          dropoffTime: at(day, '10:40'),
          patientName: 'Ivy Chen',
          patientPhone: '(215) 555-0150',
        }),
      )
    ).json<{ id: string }>();
    expect((await of(job.id))[0]!.body).toMatch(/^Keystone Medical Transport: Ivy, you are booked for/);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/message-templates/trip_scheduled',
      headers: { cookie: admin.cookie! },
    });
    expect(reset.json()).toMatchObject({ customized: false, body: reset.json().defaultBody });
  });
});
