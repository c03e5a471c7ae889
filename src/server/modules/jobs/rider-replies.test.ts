import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DispatchDay } from '../../../domain/dispatch';
import type { Job } from '../../../domain/job';
import type { MessageEvent } from '../../../domain/message';
import type { Rider } from '../../../domain/rider';
import { todayIn } from '../../../domain/dates';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { riderInput } from '../../demo/samples';
import { jobs, messages, smsReplies } from '../../db/schema';
import { jobBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TWILIO_INBOUND_PATH, twilioSignature } from '../notifications/twilio';

/**
 * A rider's reply to the company's texts (docs/decisions/113-rider-replies.md): C confirms the number's next ride, X
 * cancels it under the cancellation rules, both through the generic gateway and the Twilio-compatible provider, each
 * reply acting once. On PGlite and PostgreSQL.
 */
const GATEWAY = 'gateway-token-for-replies';
const TWILIO_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const WEBHOOKS = 'https://ops.example.com';
const zone = DEFAULT_COMPANY.timeZone;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({
    SMS_TOKEN: GATEWAY,
    TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: '+12155550100',
    TWILIO_WEBHOOK_URL: WEBHOOKS,
  });
  admin = await signedIn(t.app, t.database.db, 'admin');
  const policies = await call('GET', '/api/policies');
  const { trip, site } = policies.json<{ trip: object; site: object }>();
  // Three hours' notice, so "before" and "after" the limit both fall within the reply's reach of today and tomorrow.
  const saved = await call('PUT', '/api/policies', { trip: { ...trip, lateCancellationHours: 3 }, site });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: admin.cookie! } });
}

const HOUR = 3_600_000;
/** A minute's instant `hours` from now. */
const inHours = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);

async function book(phone: string, hours: number, extra: Record<string, unknown> = {}): Promise<Job> {
  const pickup = inHours(hours);
  const res = await call(
    'POST',
    '/api/jobs',
    jobBody({
      patientPhone: phone,
      pickupTime: pickup.toISOString(),
      dropoffTime: new Date(pickup.getTime() + 45 * 60_000).toISOString(),
      ...extra,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Job>();
}
const roundTrip = (phone: string, hours: number) =>
  book(phone, hours, { returnTrip: 'at_time', returnPickupTime: inHours(hours + 3).toISOString() });

const jobOf = async (id: string) => (await call('GET', `/api/jobs/${id}`)).json<Job>();

/** A reply as the generic gateway passes it on. */
async function gatewayReply(from: string, body: string, id?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { authorization: `Bearer ${GATEWAY}` },
    payload: { from, body, ...(id ? { id } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ optedOut: boolean; outcome: string }>();
}

/** A reply as the Twilio-compatible provider posts it: a form signed over the address it calls and every field. */
const twilioReply = (fields: Record<string, string>, token = TWILIO_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: TWILIO_INBOUND_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, WEBHOOKS + TWILIO_INBOUND_PATH, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });

const textsTo = (recipient: string, event: MessageEvent) =>
  t.database.db
    .select({ body: messages.body, jobId: messages.jobId, anyHour: messages.anyHour })
    .from(messages)
    .where(and(eq(messages.recipient, recipient), eq(messages.event, event)));

describe('a reply X', () => {
  it('before the late-cancel limit cancels the next ride without a late flag, as the rider asked, by text', async () => {
    const leg = await book('(215) 555-0301', 5);
    expect(await gatewayReply('+12155550301', ' x ', 'gw-1')).toEqual({ optedOut: false, outcome: 'cancelled' });
    const cancelled = await jobOf(leg.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      lateCancellation: false,
      cancelledByText: true,
      cancelReason: 'rider',
      cancelRequestedBy: 'rider',
    });
    // The "cancelled" text is the rider's answer: it goes out at any hour.
    expect(await textsTo('(215) 555-0301', 'trip_cancelled')).toEqual([
      expect.objectContaining({ jobId: leg.id, anyHour: true }),
    ]);
  });

  it('after the limit cancels it with the late flag', async () => {
    const leg = await book('(215) 555-0302', 1.5);
    expect((await gatewayReply('+12155550302', 'X')).outcome).toBe('cancelled');
    expect(await jobOf(leg.id)).toMatchObject({ status: 'cancelled', lateCancellation: true, cancelledByText: true });
  });

  it('on the way there offers the ride home, which a second X cancels', async () => {
    const there = await roundTrip('(215) 555-0303', 4);
    const home = (await jobOf(there.id)).returnJobId!;
    expect((await gatewayReply('(215) 555-0303', 'X', 'gw-3a')).outcome).toBe('cancelled');
    expect((await jobOf(home)).status).toBe('pending');
    const offers = await textsTo('+12155550303', 'return_offer');
    expect(offers).toHaveLength(1);
    expect(offers[0]!.jobId).toBe(home);
    expect(offers[0]!.body).toContain('Reply X to cancel it too');

    expect((await gatewayReply('(215) 555-0303', 'X', 'gw-3b')).outcome).toBe('cancelled');
    expect(await jobOf(home)).toMatchObject({ status: 'cancelled', cancelledByText: true });
  });

  it('once the driver is on the way changes nothing and says to call', async () => {
    const leg = await book('(215) 555-0304', 0.5);
    await t.database.db.update(jobs).set({ status: 'in_progress' }).where(eq(jobs.id, leg.id));
    expect((await gatewayReply('+12155550304', 'X')).outcome).toBe('too_late');
    expect((await jobOf(leg.id)).status).toBe('in_progress');
    expect(await textsTo('+12155550304', 'reply_too_late')).toHaveLength(1);
  });

  it('leaves a ride beyond tomorrow alone, and an unknown number changes nothing', async () => {
    const later = await book('(215) 555-0305', 72);
    expect((await gatewayReply('+12155550305', 'X')).outcome).toBe('no_trip');
    expect((await jobOf(later.id)).status).toBe('pending');
    const before = await t.database.db
      .select({ id: jobs.id, status: jobs.status, updatedAt: jobs.updatedAt })
      .from(jobs);
    expect((await gatewayReply('+12155550999', 'X')).outcome).toBe('no_trip');
    expect(
      await t.database.db.select({ id: jobs.id, status: jobs.status, updatedAt: jobs.updatedAt }).from(jobs),
    ).toEqual(before);
    expect(await textsTo('+12155550999', 'reply_no_trip')).toHaveLength(1);
  });

  it("from the caregiver cancels as the caregiver, only when the rider's record sends them the texts", async () => {
    const res = await call(
      'POST',
      '/api/riders',
      riderInput({ alternateContactPhone: '(215) 555-0307', alternateContactGetsTexts: true }),
    );
    const rider = res.json<Rider>();
    const leg = await book('(215) 555-0306', 6, { riderId: rider.id, patientName: rider.fullName });
    const other = await call('POST', '/api/riders', riderInput({ alternateContactPhone: '(215) 555-0309' }));
    const unticked = await book('(215) 555-0308', 6, {
      riderId: other.json<Rider>().id,
      patientName: other.json<Rider>().fullName,
    });

    expect((await gatewayReply('+12155550309', 'X')).outcome).toBe('no_trip');
    expect((await jobOf(unticked.id)).status).toBe('pending');
    expect((await gatewayReply('+12155550307', 'X')).outcome).toBe('cancelled');
    expect(await jobOf(leg.id)).toMatchObject({ status: 'cancelled', cancelRequestedBy: 'caregiver' });
  });
});

describe('a reply C', () => {
  it('confirms the next ride and its ride home, answers with the window, and the board shows it', async () => {
    const there = await roundTrip('(215) 555-0311', 2);
    const home = (await jobOf(there.id)).returnJobId!;
    expect((await gatewayReply('+12155550311', 'c.')).outcome).toBe('confirmed');
    expect((await jobOf(there.id)).riderConfirmedAt).not.toBeNull();
    expect((await jobOf(home)).riderConfirmedAt).not.toBeNull();
    const [answer] = await textsTo('+12155550311', 'trip_confirmed');
    expect(answer!.body).toMatch(/Your ride on .* is confirmed\. Pickup .*–.* at 1200 Spruce St/);

    const day = todayIn(zone, new Date(there.pickupTime!));
    const board = (await call('GET', `/api/dispatch/day?date=${day}`)).json<DispatchDay>();
    const onBoard = [...board.unassigned, ...board.lanes.flatMap((lane) => lane.legs)].find((l) => l.id === there.id);
    expect(onBoard?.riderConfirmedAt).toBe((await jobOf(there.id)).riderConfirmedAt);
  });
});

describe('each reply', () => {
  it('acts once when the provider delivers it twice', async () => {
    const first = await book('(215) 555-0321', 4);
    const second = await book('(215) 555-0321', 8);
    const fields = { From: '+12155550321', Body: 'X', MessageSid: `SM${'d'.repeat(32)}` };
    expect((await twilioReply(fields)).statusCode).toBe(200);
    expect((await twilioReply(fields)).statusCode).toBe(200);
    expect((await jobOf(first.id)).status).toBe('cancelled');
    expect((await jobOf(second.id)).status).toBe('pending');
    expect(await t.database.db.$count(smsReplies, eq(smsReplies.phone, '+12155550321'))).toBe(1);

    await gatewayReply('+12155550321', 'C', 'gw-twice');
    expect(await gatewayReply('+12155550321', 'C', 'gw-twice')).toEqual({ optedOut: false, outcome: 'confirmed' });
    expect(await textsTo('+12155550321', 'trip_confirmed')).toHaveLength(1);
  });

  it('with a signature not the provider’s is refused 403 and changes nothing', async () => {
    const leg = await book('(215) 555-0322', 4);
    const forged = await twilioReply(
      { From: '+12155550322', Body: 'X', MessageSid: `SM${'e'.repeat(32)}` },
      'another-accounts-token-0000000000',
    );
    expect(forged.statusCode).toBe(403);
    expect((await jobOf(leg.id)).status).toBe('pending');
    expect(await t.database.db.$count(smsReplies, eq(smsReplies.phone, '+12155550322'))).toBe(0);
  });

  it('that is not a command gets how to reply, at most once an hour, and keeps none of its words', async () => {
    expect((await gatewayReply('+12155550331', 'Thanks! See you at the clinic')).outcome).toBe('helped');
    expect((await gatewayReply('+12155550331', 'ok')).outcome).toBe('helped');
    const help = await textsTo('+12155550331', 'reply_help');
    expect(help).toHaveLength(1);
    expect(help[0]!.body).toContain('Reply C to confirm your next ride or X to cancel it');
    const kept = await t.database.db.select().from(smsReplies).where(eq(smsReplies.phone, '+12155550331'));
    expect(kept.map((r) => r.command)).toEqual(['other', 'other']);
    expect(JSON.stringify(kept)).not.toContain('clinic');
  });
});
