import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { drivers, objects, users } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { signedIn } from '../../test/sign-in';
import { driverApplication, SAMPLE_FILES } from '../../test/bodies';
import { uploadDocument } from '../../test/uploads';
import { equipDriver, makeDriver } from '../../demo/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { applicationsPerHour: 1000 } });
});
afterAll(() => t.close());

const apply = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/drivers', payload: payload as object, headers });
const usersNamed = async (username: string) =>
  Number((await t.database.db.select({ n: count() }).from(users).where(eq(users.username, username)))[0]!.n);

async function uploadAll(cookie?: string) {
  const license = await uploadDocument(t.app, { cookie, kind: 'license', bytes: SAMPLE_FILES.pdf });
  const insurance = await uploadDocument(t.app, {
    cookie: license.cookie,
    kind: 'insurance',
    bytes: SAMPLE_FILES.png,
    contentType: 'image/png',
  });
  const w9 = await uploadDocument(t.app, {
    cookie: license.cookie,
    kind: 'w9',
    bytes: SAMPLE_FILES.jpeg,
    contentType: 'image/jpeg',
  });
  return { cookie: license.cookie, licenseUrl: license.url!, insuranceUrl: insurance.url!, w9Url: w9.url! };
}
/** Well-formed paths the schema accepts; refused later, which these tests never reach. */
const UNCHECKED_DOCUMENTS = Object.fromEntries(
  ['licenseUrl', 'insuranceUrl', 'w9Url'].map((field) => [field, `/objects/${crypto.randomUUID()}`]),
);
const withoutCookie = ({ cookie: _c, ...documents }: Awaited<ReturnType<typeof uploadAll>>) => documents;

describe('POST /api/drivers: a visitor applies (decisions 024 and 025)', () => {
  it('creates the driver account and a pending application with the documents, in one go', async () => {
    const { cookie, ...documents } = await uploadAll();
    const body = driverApplication({ ...documents, status: 'approved', rating: '5.00', userId: 'forged' });
    const res = await apply(body, { cookie });
    expect(res.statusCode).toBe(201);
    const driver = res.json();
    expect(driver).toMatchObject({
      fullName: 'Jordan Lee',
      state: 'NJ',
      status: 'pending',
      rating: null,
      tripsCompleted: 0,
      ...documents,
    });
    expect(driver.contractSignedAt).toBeTruthy();

    const [user] = await t.database.db.select().from(users).where(eq(users.id, driver.userId));
    expect(user).toMatchObject({ username: body.username, role: 'driver', firstName: 'Jordan', lastName: 'Lee' });
    const owned = await t.database.db.select().from(objects).where(eq(objects.ownerUserId, driver.userId));
    expect(owned).toHaveLength(3);

    // docs/product/screens-and-routes.md: the applicant then signs in at /driver-login and finds the application and the documents.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: body.password },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/drivers/me', headers: { cookie: sessionCookie(login) } });
    expect(me.json()).toMatchObject({ id: driver.id, licenseUrl: documents.licenseUrl });
    const file = await t.app.inject({ method: 'GET', url: documents.w9Url, headers: { cookie: sessionCookie(login) } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('shows every rule of docs/product/validation.md under its field', async () => {
    const res = await apply({
      username: 'jo',
      password: 'short',
      confirmPassword: 'other',
      email: 'x',
      backgroundCheckConsent: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      fullName: 'Full name is required',
      phoneNumber: 'Phone number is required',
      email: 'Valid email is required',
      city: 'City is required',
      state: 'State is required',
      backgroundCheckConsent: 'You must consent to a background check',
      contractAgreementSigned: 'You must agree to the Independent Contractor Agreement',
      digitalSignature: 'Please enter your full name as digital signature',
      licenseUrl: "Upload your Driver's License",
      insuranceUrl: 'Upload your Insurance',
      w9Url: 'Upload your W-9 Form',
    });
    const mismatch = await apply(driverApplication({ confirmPassword: 'Different-Pass-99', ...UNCHECKED_DOCUMENTS }));
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: "Passwords don't match" });
    const outOfArea = await apply(driverApplication({ state: 'CA', ...UNCHECKED_DOCUMENTS }));
    expect(outOfArea.json().fieldErrors).toEqual({ state: 'State is required' });
  });

  it('answers a taken username or email with 409 on the field and creates nothing', async () => {
    const { cookie, ...documents } = await uploadAll();
    const first = driverApplication(documents);
    expect((await apply(first, { cookie })).statusCode).toBe(201);
    const again = await uploadAll();
    const sameName = driverApplication({ username: first.username.toUpperCase(), ...withoutCookie(again) });
    const res = await apply(sameName, { cookie: again.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ username: 'Username is already taken' });
    const sameEmail = await apply(driverApplication({ email: first.email.toUpperCase(), ...withoutCookie(again) }), {
      cookie: again.cookie,
    });
    expect(sameEmail.json().fieldErrors).toEqual({ email: 'Email is already registered' });
    // Nothing was written for either refused application.
    const written = await t.database.db
      .select({ n: count() })
      .from(drivers)
      .where(eq(drivers.email, first.email.toUpperCase()));
    expect(Number(written[0]!.n)).toBe(0);
    expect(await usersNamed(sameName.username)).toBe(0);
  });

  it("does not let a driver open another driver's document (404)", async () => {
    const owner = await signedIn(t.app, t.database.db, 'driver');
    const other = await signedIn(t.app, t.database.db, 'driver');
    const upload = await uploadDocument(t.app, { cookie: owner.cookie, kind: 'license', bytes: SAMPLE_FILES.pdf });
    expect(
      (await t.app.inject({ method: 'GET', url: upload.url!, headers: { cookie: owner.cookie! } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: upload.url!, headers: { cookie: other.cookie! } })).statusCode,
    ).toBe(404);
  });

  it('refuses a document the applicant did not upload, leaving no half-made account', async () => {
    const someoneElses = await uploadAll();
    const own = await uploadAll();
    const body = driverApplication({ ...withoutCookie(own), licenseUrl: someoneElses.licenseUrl });
    const res = await apply(body, { cookie: own.cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ licenseUrl: 'Upload the document again' });
    expect(await usersNamed(body.username)).toBe(0);
  });

  it('refuses a common password', async () => {
    const { cookie, ...documents } = await uploadAll();
    const res = await apply(driverApplication({ password: 'iloveyou1', confirmPassword: 'iloveyou1', ...documents }), {
      cookie,
    });
    expect(res.json().fieldErrors).toEqual({ password: 'This password is too common' });
  });

  it("refuses a password made of the applicant's username or of one repeated character", async () => {
    const { cookie, ...documents } = await uploadAll();
    const body = driverApplication(documents);
    const own = await apply(
      { ...body, password: `${body.username}2026`, confirmPassword: `${body.username}2026` },
      { cookie },
    );
    expect(own.json().fieldErrors).toEqual({
      password: 'Choose a password that does not contain your name or username',
    });
    const repeated = await apply(
      driverApplication({ password: 'zzzzzzzzzz', confirmPassword: 'zzzzzzzzzz', ...documents }),
      { cookie },
    );
    expect(repeated.json().fieldErrors).toEqual({ password: 'Choose a password with more different characters' });
    expect(await usersNamed(body.username)).toBe(0);
  });

  it('makes one account from a double-submitted application (Idempotency-Key)', async () => {
    const { cookie, ...documents } = await uploadAll();
    const body = driverApplication(documents);
    const headers = { 'idempotency-key': crypto.randomUUID(), cookie };
    const [a, b] = await Promise.all([apply(body, headers), apply(body, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await usersNamed(body.username)).toBe(1);
  });
});

describe("the admin's decision (ASVS 7.4.2)", () => {
  it('signs a suspended driver out everywhere, and leaves an approved one signed in', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const kept = await signedIn(t.app, t.database.db, 'driver');
    const suspended = await signedIn(t.app, t.database.db, 'driver');
    const decide = (driverId: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/drivers/${driverId}`,
        payload: { status },
        headers: { cookie: admin.cookie! },
      });
    expect((await decide(kept.driverId!, 'approved')).statusCode).toBe(200);
    expect((await decide(suspended.driverId!, 'suspended')).json().status).toBe('suspended');
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/drivers/me', headers: { cookie } });
    expect((await me(kept.cookie!)).statusCode).toBe(200);
    expect((await me(suspended.cookie!)).statusCode).toBe(401);
  });
});

describe('a signed-in user applies, reads and updates their application', () => {
  it('needs no username or password again, and applies only once', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: `sam_${Date.now()}`,
        email: `sam_${Date.now()}@example.com`,
        role: 'driver',
        password: 'Wheelchair-Van-2026',
        confirmPassword: 'Wheelchair-Van-2026',
      },
    });
    const cookie = sessionCookie(registered);
    expect((await t.app.inject({ method: 'GET', url: '/api/drivers/me', headers: { cookie } })).statusCode).toBe(404);
    const { cookie: _own, ...documents } = await uploadAll(cookie);
    const { username: _u, password: _p, confirmPassword: _c, ...profile } = driverApplication(documents);
    const res = await apply(profile, { cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toBe(registered.json().id);
    expect((await apply(profile, { cookie })).statusCode).toBe(409);
  });

  it('is refused to a partner or an admin (403), and /me needs a session (401)', async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    const { username: _u, password: _p, confirmPassword: _c, ...profile } = driverApplication();
    expect((await apply(profile, { cookie: partner.cookie! })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/drivers/me' })).statusCode).toBe(401);
  });

  it('replaces a document and keeps the old one stored (decision 026)', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const first = await uploadDocument(t.app, { cookie: driver.cookie, kind: 'license', bytes: SAMPLE_FILES.pdf });
    await t.app.inject({
      method: 'PUT',
      url: '/api/drivers/me/documents',
      payload: { licenseUrl: first.url },
      headers: { cookie: driver.cookie! },
    });
    const second = await uploadDocument(t.app, {
      cookie: driver.cookie,
      kind: 'license',
      bytes: SAMPLE_FILES.png,
      contentType: 'image/png',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/drivers/me/documents',
      payload: { licenseUrl: second.url },
      headers: { cookie: driver.cookie! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().licenseUrl).toBe(second.url);
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, driver.driverId!));
    expect(row!.licenseUrl).toBe(second.url);
    expect(
      (await t.app.inject({ method: 'GET', url: first.url!, headers: { cookie: driver.cookie! } })).statusCode,
    ).toBe(200);
  });

  it("refuses another user's document as a replacement", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const stranger = await uploadAll();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/drivers/me/documents',
      payload: { w9Url: stranger.w9Url },
      headers: { cookie: driver.cookie! },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ w9Url: 'Upload the document again' });
  });
});

describe('after applying, the applicant is signed in', () => {
  it('answers the application with a session for the new driver account', async () => {
    const { cookie, ...documents } = await uploadAll();
    const res = await apply(driverApplication(documents), { cookie });
    expect(res.statusCode).toBe(201);
    const session = sessionCookie(res);
    expect(session).toBeTruthy();
    const me = await t.app.inject({ method: 'GET', url: '/api/drivers/me', headers: { cookie: session! } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: res.json().id, status: 'pending' });
  });
});

describe('rejecting an application needs a reason the applicant is shown', () => {
  it('refuses a rejection without a reason, stores the reason, and clears it on a later approval', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const applicant = await signedIn(t.app, t.database.db, 'driver');
    const decide = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/drivers/${applicant.driverId}`,
        payload,
        headers: { cookie: admin.cookie! },
      });
    const bare = await decide({ status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual({ rejectionReason: 'Give the applicant a reason for the rejection' });
    expect((await decide({ status: 'rejected', rejectionReason: '   ' })).statusCode).toBe(400);
    const [unchanged] = await t.database.db.select().from(drivers).where(eq(drivers.id, applicant.driverId!));
    expect(unchanged!.status).not.toBe('rejected');

    const rejected = await decide({ status: 'rejected', rejectionReason: ' The W-9 form is missing. ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'The W-9 form is missing.' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/drivers?status=rejected',
      headers: { cookie: admin.cookie! },
    });
    expect(listed.json().items.find((d: { id: string }) => d.id === applicant.driverId)).toMatchObject({
      rejectionReason: 'The W-9 form is missing.',
    });

    expect((await decide({ status: 'approved', acknowledgeMissing: true })).json()).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    });
  });
});

describe('one file in each of the three document slots (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md)', () => {
  it('refuses an application without its insurance and W-9, naming each slot, and makes no account', async () => {
    const license = await uploadDocument(t.app, { kind: 'license', bytes: SAMPLE_FILES.pdf });
    const body = driverApplication({ licenseUrl: license.url! });
    const res = await apply(body, { cookie: license.cookie! });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ insuranceUrl: 'Upload your Insurance', w9Url: 'Upload your W-9 Form' });
    expect(await usersNamed(body.username)).toBe(0);
  });

  it('refuses licence uploads standing in the insurance and W-9 slots', async () => {
    const first = await uploadDocument(t.app, { kind: 'license', bytes: SAMPLE_FILES.pdf });
    const second = await uploadDocument(t.app, { cookie: first.cookie, kind: 'license', bytes: SAMPLE_FILES.pdf });
    const third = await uploadDocument(t.app, { cookie: first.cookie, kind: 'license', bytes: SAMPLE_FILES.pdf });
    const body = driverApplication({ licenseUrl: first.url!, insuranceUrl: second.url!, w9Url: third.url! });
    const res = await apply(body, { cookie: first.cookie! });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      insuranceUrl: 'This file was uploaded as another document; upload your Insurance here',
      w9Url: 'This file was uploaded as another document; upload your W-9 Form here',
    });
    expect(await usersNamed(body.username)).toBe(0);
  });

  it('refuses a licence upload as the W-9 replacement in the portal', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const license = await uploadDocument(t.app, { cookie: driver.cookie, kind: 'license', bytes: SAMPLE_FILES.pdf });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/drivers/me/documents',
      payload: { w9Url: license.url },
      headers: { cookie: driver.cookie! },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['w9Url']);
  });
});

describe('approving a driver who still lacks a vehicle, a document or a credential (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md)', () => {
  it('is refused with the list of what is missing, and goes through once the administrator acknowledges it', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    // An application from before all three documents were required: no W-9, no vehicle, no credentials.
    const paper = `/objects/${crypto.randomUUID()}`;
    const bare = await makeDriver(t.database.db, { status: 'pending', licenseUrl: paper, insuranceUrl: paper });
    const decide = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/drivers/${bare.id}`, payload, headers: { cookie: admin.cookie! } });

    const refused = await decide({ status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual([
      'vehicle',
      'w9Url',
      'drivers_license',
      'motor_vehicle_record',
      'background_check',
      'drug_screen',
      'hipaa',
    ]);
    expect(refused.json().fieldErrors.acknowledgeMissing).toContain('Vehicle assigned, W-9 Form, ');
    const [unchanged] = await t.database.db.select().from(drivers).where(eq(drivers.id, bare.id));
    expect(unchanged!.status).toBe('pending');

    const approved = await decide({ status: 'approved', acknowledgeMissing: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
  });

  it('approves a driver with nothing missing without asking', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const paper = `/objects/${crypto.randomUUID()}`;
    const ready = await makeDriver(t.database.db, {
      status: 'pending',
      licenseUrl: paper,
      insuranceUrl: paper,
      w9Url: paper,
    });
    await equipDriver(t.database.db, ready.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${ready.id}`,
      payload: { status: 'approved' },
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
