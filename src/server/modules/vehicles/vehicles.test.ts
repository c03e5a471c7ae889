import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDriver } from '../../demo/factories';
import { vehicleInput } from '../../demo/samples';
import { auditLog } from '../../db/schema';
import { SAMPLE_FILES } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadDocument } from '../../test/uploads';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { uploadsPerHour: 1000 } });
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, who: SignedIn = admin) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who.cookie ? { cookie: who.cookie } : {} });
const create = (overrides: Record<string, unknown> = {}) => call('POST', '/api/vehicles', vehicleInput(overrides));

const VALID_VIN = '1M8GDM9AXKP042788';
const TYPO_VIN = '1M8GDM9A1KP042788';

describe('vehicles: add, read, change, list (docs/decisions/043-vehicles.md)', () => {
  it('adds a vehicle, stores the VIN in capitals, reads it back and replaces it whole', async () => {
    const res = await create({ vin: VALID_VIN.toLowerCase(), plate: 'nj 123', number: 'VAN-A1' });
    expect(res.statusCode, res.body).toBe(201);
    const vehicle = res.json();
    expect(vehicle).toMatchObject({
      number: 'VAN-A1',
      vin: VALID_VIN,
      plate: 'NJ 123',
      liftOrRamp: 'ramp',
      status: 'active',
      documents: [],
      driverIds: [],
    });

    const read = await call('GET', `/api/vehicles/${vehicle.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(vehicle);

    const changed = await call('PUT', `/api/vehicles/${vehicle.id}`, {
      ...vehicleInput({ vin: VALID_VIN, number: 'VAN-A1' }),
      status: 'out_of_service',
      wheelchairPositions: 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: vehicle.id,
      status: 'out_of_service',
      wheelchairPositions: 2,
      vin: VALID_VIN,
    });

    expect((await call('GET', `/api/vehicles/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/vehicles/${crypto.randomUUID()}`, vehicleInput())).statusCode).toBe(404);
  });

  it('refuses a VIN whose check digit does not match, on the vin field', async () => {
    const res = await create({ vin: TYPO_VIN });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ vin: 'VIN check digit does not match: check the VIN for a typing error' });
  });

  it('refuses wheelchair or stretcher positions without a ramp or lift, on liftOrRamp', async () => {
    const res = await create({ wheelchairPositions: 1, liftOrRamp: 'none' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      liftOrRamp: 'A vehicle that carries wheelchairs or stretchers needs a ramp or lift',
    });
    expect((await create({ wheelchairPositions: 0, stretcherPositions: 0, liftOrRamp: 'none' })).statusCode).toBe(201);
  });

  it('answers 409 on the field for a number (in any case) or a VIN another vehicle has, on add and on change', async () => {
    const first = (await create({ number: 'Dup-7' })).json();
    const sameNumber = await create({ number: 'DUP-7' });
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json().fieldErrors).toEqual({ number: 'Another vehicle has this number' });
    const sameVin = await create({ vin: first.vin.toLowerCase() });
    expect(sameVin.statusCode).toBe(409);
    expect(sameVin.json().fieldErrors).toEqual({ vin: 'Another vehicle has this VIN' });

    const other = (await create()).json();
    const renamed = await call('PUT', `/api/vehicles/${other.id}`, vehicleInput({ number: 'dup-7' }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fieldErrors).toEqual({ number: 'Another vehicle has this number' });
  });

  it('lists a page at a time by number, and filters by status', async () => {
    const tag = crypto.randomUUID().slice(0, 4).toUpperCase();
    for (const n of ['3', '1', '2']) await create({ number: `Z${tag}-${n}` });
    await create({ number: `Z${tag}-0`, status: 'out_of_service' });
    const numbers: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { statusCode: number; json: () => { items: { number: string }[]; nextCursor: string | null } } =
        await call('GET', `/api/vehicles?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      numbers.push(...body.items.map((v) => v.number));
      cursor = body.nextCursor;
    } while (cursor);
    const ours = numbers.filter((n) => n.startsWith(`Z${tag}`));
    expect(ours).toEqual([`Z${tag}-0`, `Z${tag}-1`, `Z${tag}-2`, `Z${tag}-3`]);

    const active = (await call('GET', '/api/vehicles?status=out_of_service&limit=100')).json().items as {
      number: string;
      status: string;
    }[];
    expect(active.every((v) => v.status === 'out_of_service')).toBe(true);
    expect(active.map((v) => v.number)).toContain(`Z${tag}-0`);
    expect((await call('GET', '/api/vehicles?cursor=***')).statusCode).toBe(400);
  });
});

describe('vehicle documents', () => {
  it("attaches the administrator's own upload and lists documents newest expiry first", async () => {
    const vehicle = (await create()).json();
    const upload = await uploadDocument(t.app, { cookie: admin.cookie, kind: 'insurance', bytes: SAMPLE_FILES.pdf });
    expect(upload.complete.statusCode).toBe(200);
    const add = (body: object) => call('POST', `/api/vehicles/${vehicle.id}/documents`, body);
    const insurance = await add({ kind: 'insurance', expiresOn: '2027-03-01', objectId: upload.objectId });
    expect(insurance.statusCode, insurance.body).toBe(201);
    expect(insurance.json()).toMatchObject({
      vehicleId: vehicle.id,
      kind: 'insurance',
      expiresOn: '2027-03-01',
      objectId: upload.objectId,
    });
    expect((await add({ kind: 'registration', expiresOn: '2028-01-15' })).statusCode).toBe(201);
    expect((await add({ kind: 'inspection', expiresOn: '2026-12-10' })).statusCode).toBe(201);

    const read = (await call('GET', `/api/vehicles/${vehicle.id}`)).json();
    expect(read.documents.map((d: { kind: string; expiresOn: string }) => [d.kind, d.expiresOn])).toEqual([
      ['registration', '2028-01-15'],
      ['insurance', '2027-03-01'],
      ['inspection', '2026-12-10'],
    ]);
    const listed = (await call('GET', '/api/vehicles?limit=100'))
      .json()
      .items.find((v: { id: string }) => v.id === vehicle.id);
    expect(listed.documents).toHaveLength(3);
  });

  it("refuses an unknown upload, or someone else's, on objectId; a bad kind or date on its field; an unknown vehicle with 404", async () => {
    const vehicle = (await create()).json();
    const add = (body: object, id = vehicle.id) => call('POST', `/api/vehicles/${id}/documents`, body);
    const unknown = await add({ kind: 'insurance', expiresOn: '2027-03-01', objectId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ objectId: 'Upload the document again' });

    const driver = await signedIn(t.app, t.database.db, 'driver');
    const theirs = await uploadDocument(t.app, { cookie: driver.cookie, bytes: SAMPLE_FILES.pdf });
    const stranger = await add({ kind: 'insurance', expiresOn: '2027-03-01', objectId: theirs.objectId });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors).toEqual({ objectId: 'Upload the document again' });

    const bad = await add({ kind: 'title', expiresOn: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['expiresOn', 'kind']);
    expect((await add({ kind: 'insurance', expiresOn: '2027-03-01' }, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe("a driver's current vehicle: PUT /api/drivers/{id} { vehicleId }", () => {
  it('sets it alone or with a status, shows it on the driver and the vehicle, and clears it with null', async () => {
    const vehicle = (await create()).json();
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    const put = (payload: object) => call('PUT', `/api/drivers/${driver.id}`, payload);

    const set = await put({ vehicleId: vehicle.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: driver.id, status: 'approved', vehicleId: vehicle.id });
    expect((await call('GET', `/api/vehicles/${vehicle.id}`)).json().driverIds).toEqual([driver.id]);
    // Named, not only counted: the vehicle's page says who drives it.
    expect((await call('GET', `/api/vehicles/${vehicle.id}`)).json().drivers).toEqual([
      { id: driver.id, fullName: driver.fullName },
    ]);

    const both = await put({ status: 'active', vehicleId: vehicle.id });
    expect(both.json()).toMatchObject({ status: 'active', vehicleId: vehicle.id });
    // A status decision alone leaves the vehicle as it was.
    expect((await put({ status: 'approved' })).json()).toMatchObject({ status: 'approved', vehicleId: vehicle.id });

    const cleared = await put({ vehicleId: null });
    expect(cleared.json()).toMatchObject({ status: 'approved', vehicleId: null });
    expect((await call('GET', `/api/vehicles/${vehicle.id}`)).json()).toMatchObject({ driverIds: [], drivers: [] });

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'driver.vehicle'), eq(auditLog.entityId, driver.id)));
    expect(row).toMatchObject({ entity: 'driver', userId: admin.userId, statusCode: 200 });
  });

  it('refuses an unknown vehicle on vehicleId, an empty change, and keeps the rejection rule', async () => {
    const driver = await makeDriver(t.database.db, { status: 'pending' });
    const put = (payload: object) => call('PUT', `/api/drivers/${driver.id}`, payload);
    const unknown = await put({ vehicleId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ vehicleId: 'Choose a vehicle' });
    const notUuid = await put({ vehicleId: 'van 7' });
    expect(notUuid.json().fieldErrors).toEqual({ vehicleId: 'Choose a vehicle' });
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ status: 'Choose a status' });
    const rejected = await put({ status: 'rejected', vehicleId: null });
    expect(rejected.json().fieldErrors).toEqual({ rejectionReason: 'Give the applicant a reason for the rejection' });
    expect((await put({ vehicleId: null, colour: 'red' })).statusCode).toBe(400);
  });
});

describe('who may keep the fleet', () => {
  it('refuses anonymous callers (401), drivers and partners (403) on every vehicle route', async () => {
    const vehicle = (await create()).json();
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    const anonymous: SignedIn = { cookie: undefined };
    const routes: [Method, string, object?][] = [
      ['GET', '/api/vehicles'],
      ['POST', '/api/vehicles', vehicleInput()],
      ['GET', `/api/vehicles/${vehicle.id}`],
      ['PUT', `/api/vehicles/${vehicle.id}`, vehicleInput()],
      ['POST', `/api/vehicles/${vehicle.id}/documents`, { kind: 'insurance', expiresOn: '2027-01-01' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, anonymous)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, driver)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, partner)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('records every read and change in the audit trail with the vehicle id', async () => {
    const vehicle = (await create()).json();
    await call('GET', `/api/vehicles/${vehicle.id}`);
    await call('PUT', `/api/vehicles/${vehicle.id}`, vehicleInput());
    await call('POST', `/api/vehicles/${vehicle.id}/documents`, { kind: 'registration', expiresOn: '2027-06-30' });
    await call('GET', '/api/vehicles');
    // The trail is written after the answer has gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, vehicle.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'vehicle.create',
      'vehicle.document.create',
      'vehicle.read',
      'vehicle.update',
    ]);
    expect(rows.every((r) => r.entity === 'vehicle' && r.userId === admin.userId)).toBe(true);
    const listed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vehicle.list'), eq(auditLog.userId, admin.userId!)));
    expect(listed.length).toBeGreaterThan(0);
  });
});
