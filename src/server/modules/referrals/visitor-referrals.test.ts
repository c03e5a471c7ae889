import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referralReference } from '../../../domain/referral';
import { changesIn } from '../../test/live-stream';
import { users, vehicles } from '../../db/schema';
import { makeDriver } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { jobBody, referralBody } from '../../test/bodies';

/** Visitors' referrals reach their partner, and a partner follows the legs (docs/decisions/080-visitor-referrals-reach-the-partner.md). */
let t: TestApp;
let admin: SignedIn;
let partner: SignedIn & { email: string };
let otherPartner: SignedIn & { email: string };
beforeAll(async () => {
  t = await createTestApp({}, { limits: { referralsPerHour: 1000 } });
  admin = await signedIn(t.app, t.database.db, 'admin');
  partner = await partnerWithEmail();
  otherPartner = await partnerWithEmail();
});
afterAll(() => t.close());

async function partnerWithEmail() {
  const who = await signedIn(t.app, t.database.db, 'referral_partner');
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId!));
  return { ...who, email: row!.email! };
}

const as = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who?.cookie ? { cookie: who.cookie } : {} });

/** A referral sent from the public form while signed out. */
async function visitorsReferral(overrides: Record<string, unknown> = {}) {
  const res = await as(null, 'POST', '/api/referrals', referralBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; patientName: string };
}

const listedIds = async (who: SignedIn) =>
  (await as(who, 'GET', '/api/referrals?limit=100')).json().items.map((r: { id: string }) => r.id);

describe("a visitor's referral reaches the partner who sent it", () => {
  it("becomes partner P's when P gives its reference from their own email (any case), and never partner Q's", async () => {
    const sent = await visitorsReferral({ referrerEmail: partner.email.toUpperCase() });
    // The account's email alone links nothing: nobody verified it (decision 080).
    expect(await listedIds(partner)).not.toContain(sent.id);

    const refused = await as(otherPartner, 'POST', '/api/referrals/claim', { reference: referralReference(sent.id) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(sent.patientName);

    const claimed = await as(partner, 'POST', '/api/referrals/claim', {
      reference: referralReference(sent.id).toLowerCase(),
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ id: sent.id, patientName: sent.patientName });
    // Claiming again answers the same (a double click, a retried request).
    expect(
      (await as(partner, 'POST', '/api/referrals/claim', { reference: referralReference(sent.id) })).json().id,
    ).toBe(sent.id);

    expect(await listedIds(partner)).toContain(sent.id);
    expect(await listedIds(otherPartner)).not.toContain(sent.id);
    expect((await as(otherPartner, 'GET', `/api/referrals/${sent.id}`)).statusCode).toBe(404);
    expect(
      (await as(otherPartner, 'POST', '/api/referrals/claim', { reference: referralReference(sent.id) })).statusCode,
    ).toBe(404);
  });

  it("asks for a reference shaped like the confirmation's, and claims nothing for a driver or an administrator", async () => {
    const bad = await as(partner, 'POST', '/api/referrals/claim', { reference: 'REF-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      reference: 'Enter the reference from the confirmation, like REF-1A2B3C4D',
    });
    const sent = await visitorsReferral({ referrerEmail: partner.email });
    const driver = await signedIn(t.app, t.database.db, 'driver');
    expect(
      (await as(driver, 'POST', '/api/referrals/claim', { reference: referralReference(sent.id) })).statusCode,
    ).toBe(403);
    expect(
      (await as(admin, 'POST', '/api/referrals/claim', { reference: referralReference(sent.id) })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/referrals/by-reference/{reference}', () => {
  it('is 404 for the wrong partner and 401 for a visitor, with no patient data either way', async () => {
    const sent = await visitorsReferral({ referrerEmail: partner.email });
    const reference = referralReference(sent.id);
    const wrong = await as(otherPartner, 'GET', `/api/referrals/by-reference/${reference}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain(sent.patientName);
    const visitor = await as(null, 'GET', `/api/referrals/by-reference/${reference}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain(sent.patientName);

    const right = await as(partner, 'GET', `/api/referrals/by-reference/${reference}`);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ id: sent.id, patientName: sent.patientName });
    expect((await as(admin, 'GET', `/api/referrals/by-reference/${reference}`)).json().id).toBe(sent.id);
  });

  it('never hands over a referral another partner sent signed in, even from the same email', async () => {
    const sentByOther = await as(
      otherPartner,
      'POST',
      '/api/referrals',
      referralBody({ referrerEmail: partner.email }),
    );
    const reference = referralReference(sentByOther.json().id);
    expect((await as(partner, 'GET', `/api/referrals/by-reference/${reference}`)).statusCode).toBe(404);
    expect((await as(partner, 'POST', '/api/referrals/claim', { reference })).statusCode).toBe(404);
    // It stays the sender's, who finds it by the same reference.
    expect((await as(otherPartner, 'GET', `/api/referrals/by-reference/${reference}`)).json().id).toBe(
      sentByOther.json().id,
    );
  });
});

describe('the legs of a referral, as its partner sees them', () => {
  it("shows each leg's pickup time, where it stands and the driver's first name only, once dispatch makes the job", async () => {
    const driver = await makeDriver(t.database.db, {
      status: 'approved',
      fullName: 'Jordan Quillfeather',
      phoneNumber: '(267) 555-0188',
    });
    const [vehicle] = await t.database.db
      .select({ plate: vehicles.plate })
      .from(vehicles)
      .where(eq(vehicles.id, driver.vehicleId!));
    const sent = await as(partner, 'POST', '/api/referrals', referralBody());
    const referralId = sent.json().id as string;
    const pickupTime = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const job = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({
        referralId,
        levelOfService: 'wheelchair',
        pickupTime,
        dropoffTime: new Date(Date.parse(pickupTime) + 45 * 60_000).toISOString(),
      }),
    );
    expect(job.statusCode, job.body).toBe(201);
    const unassigned = (await as(partner, 'GET', `/api/referrals/${referralId}`)).json();
    expect(unassigned.legs).toEqual([
      expect.objectContaining({
        leg: 'outbound',
        pickupTime,
        status: 'pending',
        stage: 'scheduling',
        driverFirstName: null,
      }),
    ]);

    // Dispatch puts the leg on the driver's lane on the day board.
    const assigned = await as(admin, 'PUT', `/api/jobs/${job.json().id}/driver`, {
      driverId: driver.id,
      expectedDriverId: null,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const res = await as(partner, 'GET', `/api/referrals/${referralId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'assigned' });
    expect(res.json().legs).toEqual([
      {
        id: job.json().id,
        leg: 'outbound',
        pickupTime,
        willCall: false,
        status: 'pending',
        stage: 'driver_assigned',
        driverFirstName: 'Jordan',
        cancellable: true,
      },
    ]);
    for (const secret of ['Quillfeather', '555-0188', vehicle!.plate]) expect(res.body).not.toContain(secret);
    const listed = (await as(partner, 'GET', '/api/referrals?limit=100'))
      .json()
      .items.find((r: { id: string }) => r.id === referralId);
    expect(listed.legs).toEqual(res.json().legs);
  });

  it('tells the partner live when a leg of a referral they claimed changes', async () => {
    const sent = await visitorsReferral({ referrerEmail: partner.email });
    await as(partner, 'POST', '/api/referrals/claim', { reference: referralReference(sent.id) });
    const stream = t.app.inject({ method: 'GET', url: '/api/events?timeout=1', headers: { cookie: partner.cookie! } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const job = await as(admin, 'POST', '/api/jobs', jobBody({ referralId: sent.id, levelOfService: 'wheelchair' }));
    expect(job.statusCode, job.body).toBe(201);
    expect(changesIn((await stream).body)).toContainEqual({ type: 'job', id: job.json().id });
  });
});
