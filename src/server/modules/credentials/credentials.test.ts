import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../domain/dates';
import { auditLog, driverCredentials, vehicleDocuments, vehicles } from '../../db/schema';
import { seedDemoCredentials } from '../../demo/demo-credentials';
import { makeDriver } from '../../demo/factories';
import { LocalDiskStore } from '../../storage/local-disk';
import { SAMPLE_FILES } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { throwAwayDirs } from '../../test/temp-dirs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadDocument } from '../../test/uploads';

let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let otherDriver: SignedIn;
let partner: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { limits: { uploadsPerHour: 10_000 } });
  const db = t.database.db;
  admin = await signedIn(t.app, db, 'admin');
  // Bare drivers: these tests add each credential themselves (equipDriver would add a full, verified set).
  driver = await signedIn(t.app, db, 'driver', { equip: false });
  otherDriver = await signedIn(t.app, db, 'driver', { equip: false });
  partner = await signedIn(t.app, db, 'referral_partner');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: SignedIn, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who.cookie ? { cookie: who.cookie } : {} });
const credentialsUrl = (driverId: string) => `/api/drivers/${driverId}/credentials`;
const summaryOf = async (driverId: string, who: SignedIn = admin) => {
  const res = await call('GET', credentialsUrl(driverId), who);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().summary as { kind: string; state: string; expiresOn: string | null }[]).map((line) => [
      line.kind,
      line,
    ]),
  );
};

describe('an administrator adds and verifies credentials', () => {
  it('adds a verified credential with the uploaded document, named by the verifier', async () => {
    const { objectId } = await uploadDocument(t.app, { cookie: admin.cookie, bytes: SAMPLE_FILES.pdf });
    const res = await call('POST', credentialsUrl(driver.driverId!), admin, {
      kind: 'drivers_license',
      issuedOn: daysFromToday(-300),
      expiresOn: daysFromToday(900),
      objectId,
      verified: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const credential = res.json();
    expect(credential).toMatchObject({ kind: 'drivers_license', objectId, state: 'valid', driverId: driver.driverId });
    expect(credential.verifiedAt).not.toBeNull();
    expect(credential.verifiedByName).toBeTruthy();
  });

  it('adds an unverified one and verifies it later with PUT; false withdraws the verification', async () => {
    const added = await call('POST', credentialsUrl(driver.driverId!), admin, {
      kind: 'hipaa',
      issuedOn: daysFromToday(-10),
    });
    expect(added.json()).toMatchObject({ state: 'unverified', verifiedAt: null, verifiedByName: null });
    const url = `${credentialsUrl(driver.driverId!)}/${added.json().id}`;
    const verified = await call('PUT', url, admin, { verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().state).toBe('valid');
    const [row] = await t.database.db.select().from(driverCredentials).where(eq(driverCredentials.id, added.json().id));
    expect(row!.verifiedByUserId).toBe(admin.userId);
    expect(row!.verifiedAt).not.toBeNull();
    const withdrawn = await call('PUT', url, admin, { verified: false });
    expect(withdrawn.json()).toMatchObject({ state: 'unverified', verifiedAt: null });
    await call('PUT', url, admin, { verified: true });
  });

  it('defaults the expiry from the issue date by kind: a drug screen issued 2026-01-10 runs to 2027-01-10', async () => {
    const res = await call('POST', credentialsUrl(otherDriver.driverId!), admin, {
      kind: 'drug_screen',
      issuedOn: '2026-01-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().expiresOn).toBe('2027-01-10');
  });

  it('refuses a licence without an expiry, and an expiry not after the issue date, with 400 on expiresOn', async () => {
    const noExpiry = await call('POST', credentialsUrl(driver.driverId!), admin, {
      kind: 'drivers_license',
      issuedOn: '2026-01-10',
    });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json().fieldErrors).toEqual({ expiresOn: 'Expiry date is required for this credential' });
    const backwards = await call('POST', credentialsUrl(driver.driverId!), admin, {
      kind: 'pass',
      issuedOn: '2026-01-10',
      expiresOn: '2026-01-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ expiresOn: 'Expiry date must be after the issue date' });
    const { id } = (
      await call('POST', credentialsUrl(driver.driverId!), admin, { kind: 'cpr_first_aid', issuedOn: '2026-01-10' })
    ).json();
    const corrected = await call('PUT', `${credentialsUrl(driver.driverId!)}/${id}`, admin, {
      expiresOn: '2026-01-01',
    });
    expect(corrected.statusCode).toBe(400);
    expect(corrected.json().fieldErrors).toEqual({ expiresOn: 'Expiry date must be after the issue date' });
  });

  it('refuses a document that is not an upload the caller may use (400 on objectId)', async () => {
    const unknown = await call('POST', credentialsUrl(driver.driverId!), admin, {
      kind: 'hipaa',
      issuedOn: daysFromToday(-1),
      objectId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ objectId: 'Upload the document first' });
    // Another driver's upload is not this driver's to attach.
    const { objectId } = await uploadDocument(t.app, { cookie: otherDriver.cookie, bytes: SAMPLE_FILES.pdf });
    const theirs = await call('POST', credentialsUrl(driver.driverId!), driver, {
      kind: 'hipaa',
      issuedOn: daysFromToday(-1),
      objectId,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fieldErrors).toEqual({ objectId: 'Upload the document first' });
  });
});

describe("the summary's states", () => {
  it('reads valid, expiring, expired, missing and unverified', async () => {
    const { id } = await makeDriver(t.database.db, { equip: false, status: 'approved' });
    const add = (body: object) => call('POST', credentialsUrl(id), admin, body);
    await add({
      kind: 'drivers_license',
      issuedOn: daysFromToday(-100),
      expiresOn: daysFromToday(400),
      verified: true,
    });
    await add({
      kind: 'motor_vehicle_record',
      issuedOn: daysFromToday(-340),
      expiresOn: daysFromToday(20),
      verified: true,
    });
    await add({ kind: 'pass', issuedOn: daysFromToday(-800), expiresOn: daysFromToday(-7), verified: true });
    await add({ kind: 'hipaa', issuedOn: daysFromToday(-3) });
    const summary = await summaryOf(id);
    expect(summary.drivers_license).toEqual({ kind: 'drivers_license', state: 'valid', expiresOn: daysFromToday(400) });
    expect(summary.motor_vehicle_record).toMatchObject({ state: 'expiring', expiresOn: daysFromToday(20) });
    expect(summary.pass).toMatchObject({ state: 'expired', expiresOn: daysFromToday(-7) });
    expect(summary.background_check).toEqual({ kind: 'background_check', state: 'missing', expiresOn: null });
    expect(summary.hipaa).toMatchObject({ state: 'unverified' });
    // A renewal waiting for verification does not hide the expired one it replaces.
    await add({ kind: 'pass', issuedOn: daysFromToday(-1) });
    expect((await summaryOf(id)).pass).toMatchObject({ state: 'expired' });
  });

  it('lists every credential, history included, newest first', async () => {
    const res = await call('GET', credentialsUrl(driver.driverId!), admin);
    const items = res.json().items as { createdAt: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((c) => c.createdAt)).toEqual([...items.map((c) => c.createdAt)].sort().reverse());
  });
});

describe("a driver's own credentials", () => {
  it("reads their own (200) and not another driver's (404)", async () => {
    expect((await call('GET', credentialsUrl(driver.driverId!), driver)).statusCode).toBe(200);
    const other = await call('GET', credentialsUrl(otherDriver.driverId!), driver);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('drug_screen');
    expect(
      (
        await call('POST', credentialsUrl(otherDriver.driverId!), driver, {
          kind: 'hipaa',
          issuedOn: daysFromToday(-1),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('uploads a renewal that stays unverified and cannot verify it', async () => {
    const { objectId } = await uploadDocument(t.app, { cookie: driver.cookie, bytes: SAMPLE_FILES.pdf });
    const renewal = await call('POST', credentialsUrl(driver.driverId!), driver, {
      kind: 'pass',
      issuedOn: daysFromToday(-2),
      objectId,
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    expect(renewal.json()).toMatchObject({ state: 'unverified', verifiedAt: null, objectId });
    expect(
      (
        await call('POST', credentialsUrl(driver.driverId!), driver, {
          kind: 'pass',
          issuedOn: daysFromToday(-2),
          verified: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `${credentialsUrl(driver.driverId!)}/${renewal.json().id}`, driver, { verified: true }))
        .statusCode,
    ).toBe(403);
    expect((await summaryOf(driver.driverId!, driver)).pass).toMatchObject({ state: 'unverified' });
  });

  it('is refused to partners (403) and to visitors (401)', async () => {
    const anonymous: SignedIn = { cookie: undefined };
    expect((await call('GET', credentialsUrl(driver.driverId!), partner)).statusCode).toBe(403);
    expect(
      (await call('POST', credentialsUrl(driver.driverId!), partner, { kind: 'hipaa', issuedOn: daysFromToday(-1) }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', credentialsUrl(driver.driverId!), anonymous)).statusCode).toBe(401);
    expect((await call('GET', '/api/credentials/expiring', partner)).statusCode).toBe(403);
    expect((await call('GET', '/api/credentials/expiring', driver)).statusCode).toBe(403);
    expect((await call('GET', '/api/credentials/expiring', anonymous)).statusCode).toBe(401);
  });

  it('answers 404 for a credential of another driver', async () => {
    const [theirs] = await t.database.db
      .select()
      .from(driverCredentials)
      .where(eq(driverCredentials.driverId, otherDriver.driverId!));
    expect(
      (await call('PUT', `${credentialsUrl(driver.driverId!)}/${theirs!.id}`, admin, { verified: true })).statusCode,
    ).toBe(404);
  });
});

describe('the expiring list', () => {
  it('includes a driver credential and a vehicle document expiring in 10 days, not one expiring in 200 days', async () => {
    const db = t.database.db;
    const soon = await makeDriver(db, { equip: false, status: 'active', fullName: 'Expiring Soon Driver' });
    const later = await makeDriver(db, { equip: false, status: 'active', fullName: 'Expiring Later Driver' });
    await call('POST', credentialsUrl(soon.id), admin, {
      kind: 'drivers_license',
      issuedOn: daysFromToday(-1000),
      expiresOn: daysFromToday(10),
      verified: true,
    });
    await call('POST', credentialsUrl(later.id), admin, {
      kind: 'drivers_license',
      issuedOn: daysFromToday(-1000),
      expiresOn: daysFromToday(200),
      verified: true,
    });
    const [van] = await db
      .insert(vehicles)
      .values({
        number: 'V-10',
        make: 'Ford',
        model: 'Transit',
        year: 2022,
        plate: 'KEY1010',
        vin: '1FTBW3XM6HKA00010',
        wheelchairPositions: 2,
        liftOrRamp: 'lift',
      })
      .returning();
    await db.insert(vehicleDocuments).values([
      { vehicleId: van!.id, kind: 'insurance', expiresOn: daysFromToday(10) },
      { vehicleId: van!.id, kind: 'registration', expiresOn: daysFromToday(200) },
    ]);

    const res = await call('GET', '/api/credentials/expiring', admin);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      subject: string;
      subjectId: string;
      subjectName: string;
      kind: string;
      expiresOn: string;
      state: string;
    }[];
    expect(items).toContainEqual({
      subject: 'driver',
      subjectId: soon.id,
      subjectName: 'Expiring Soon Driver',
      kind: 'drivers_license',
      expiresOn: daysFromToday(10),
      state: 'expiring',
    });
    expect(items).toContainEqual({
      subject: 'vehicle',
      subjectId: van!.id,
      subjectName: 'V-10 Ford Transit',
      kind: 'insurance',
      expiresOn: daysFromToday(10),
      state: 'expiring',
    });
    expect(items.some((i) => i.subjectId === later.id)).toBe(false);
    expect(items.some((i) => i.kind === 'registration')).toBe(false);
    // Already expired and still the latest of its kind: listed, soonest first.
    expect(items.map((i) => i.expiresOn)).toEqual([...items.map((i) => i.expiresOn)].sort());
    expect(items.filter((i) => i.state === 'expired').length).toBeGreaterThan(0);
    // Within 200 days, the later ones appear; more than 90 is refused.
    const wider = (await call('GET', '/api/credentials/expiring?days=90', admin)).json().items as {
      subjectId: string;
    }[];
    expect(wider.some((i) => i.subjectId === later.id)).toBe(false);
    expect((await call('GET', '/api/credentials/expiring?days=91', admin)).statusCode).toBe(400);
  });

  it('drops a credential once a newer verified one of its kind replaces it', async () => {
    const renewed = await makeDriver(t.database.db, { equip: false, status: 'approved', fullName: 'Renewed Driver' });
    await call('POST', credentialsUrl(renewed.id), admin, {
      kind: 'pass',
      issuedOn: daysFromToday(-700),
      expiresOn: daysFromToday(5),
      verified: true,
    });
    const listed = async () =>
      ((await call('GET', '/api/credentials/expiring', admin)).json().items as { subjectId: string }[]).some(
        (i) => i.subjectId === renewed.id,
      );
    expect(await listed()).toBe(true);
    await call('POST', credentialsUrl(renewed.id), admin, { kind: 'pass', issuedOn: daysFromToday(0), verified: true });
    expect(await listed()).toBe(false);
  });
});

describe('the demo content', () => {
  const storeDir = throwAwayDirs('credentials');
  it('gives working drivers their credentials, one licence expiring in 12 days and one PASS expired last week', async () => {
    const db = t.database.db;
    const store = new LocalDiskStore(storeDir());
    const first = await makeDriver(db, { equip: false, status: 'approved', fullName: 'Demo First' });
    const second = await makeDriver(db, { equip: false, status: 'active', fullName: 'Demo Second' });
    const pending = await makeDriver(db, { status: 'pending', fullName: 'Demo Pending' });
    await seedDemoCredentials(db, store, [pending, first, second], { timeZone: 'America/New_York' });
    const one = await summaryOf(first.id);
    expect(one.drivers_license).toMatchObject({ state: 'expiring', expiresOn: daysFromToday(12) });
    for (const kind of ['motor_vehicle_record', 'background_check', 'drug_screen', 'hipaa', 'pass'])
      expect(one[kind]?.state).toBe('valid');
    const two = await summaryOf(second.id);
    expect(two.pass).toMatchObject({ state: 'expired', expiresOn: daysFromToday(-7) });
    expect(two.drivers_license?.state).toBe('valid');
    expect((await summaryOf(pending.id)).hipaa?.state).toBe('missing');
    const document = (await call('GET', credentialsUrl(first.id), admin)).json().items[0].objectId as string;
    expect((await store.get(document))?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the audit trail', () => {
  it('records every read and change of credentials', async () => {
    // Rows are written after the answer has gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.userId!)));
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['credential.list', 'credential.create', 'credential.update', 'credential.expiring'])
      expect(actions).toContain(action);
    const read = rows.find((row) => row.action === 'credential.list' && row.entityId === driver.driverId);
    expect(read?.entity).toBe('driver');
    const change = rows.find((row) => row.action === 'credential.update');
    expect(change?.entity).toBe('credential');
    const [credential] = await t.database.db
      .select()
      .from(driverCredentials)
      .where(eq(driverCredentials.id, change!.entityId!));
    expect(credential).toBeDefined();
  });
});
