import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { referralReference } from '../../../domain/referral';
import { auditLog, jobs, referrals } from '../../db/schema';
import { makeJob, makeReferral } from '../../demo/factories';
import { riderInput } from '../../demo/samples';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { linkRider } from './link';

let t: TestApp;
let admin: SignedIn;
let partner: SignedIn;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  partner = await signedIn(t.app, t.database.db, 'referral_partner');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who.cookie ? { cookie: who.cookie } : {} });
const create = async (body: object = riderInput()) => {
  const res = await as(admin, 'POST', '/api/riders', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; fullName: string };
};
const DUPLICATE = 'A rider with this name and date of birth already exists';
// onResponse writes the audit row after the answer is sent: give it a moment to land.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('riders (admin)', () => {
  it('creates a rider with the home place located by the geocoder, and reads it back', async () => {
    const body = riderInput();
    const created = await create(body);
    expect(created).toMatchObject({
      fullName: body.fullName,
      dateOfBirth: '1946-07-02',
      defaultLevelOfService: 'wheelchair',
      oxygen: true,
      escortCount: 1,
      homePlace: { ...body.homePlace, needsReview: false },
    });
    // Located by the offline geocoder: the centre of ZIP 19104, in West Philadelphia.
    const home = (created as unknown as { homePlace: { lat: number; lng: number } }).homePlace;
    expect(home.lat).toBeCloseTo(39.96, 1);
    expect(home.lng).toBeCloseTo(-75.2, 1);
    const read = await as(admin, 'GET', `/api/riders/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('keeps empty optional fields as null and defaults the needs', async () => {
    const created = await create({
      fullName: `Ana  Ruiz ${crypto.randomUUID().slice(0, 6)}`,
      dateOfBirth: '1980-01-05',
      phone: '(267) 555-0101',
      memberId: '',
    });
    expect(created).toMatchObject({
      homePlace: null,
      memberId: null,
      driverNotes: null,
      defaultLevelOfService: 'ambulatory',
      oxygen: false,
      escortCount: 0,
    });
    expect(created.fullName).toMatch(/^Ana Ruiz /);
  });

  it('replaces the whole rider on PUT, name key included', async () => {
    const created = await create();
    const edited = riderInput({
      fullName: `Margaret Oduya-Banks ${crypto.randomUUID().slice(0, 6)}`,
      driverNotes: 'Front door now',
      oxygen: false,
      homePlace: null,
    });
    const res = await as(admin, 'PUT', `/api/riders/${created.id}`, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      fullName: edited.fullName,
      driverNotes: 'Front door now',
      oxygen: false,
      homePlace: null,
    });
    // The new name is found by search, and the old one's key no longer blocks a new rider with it.
    const found = await as(admin, 'GET', `/api/riders?q=${encodeURIComponent(edited.fullName.toUpperCase())}`);
    expect(found.json().items.map((r: { id: string }) => r.id)).toEqual([created.id]);
    await create({ ...riderInput(), fullName: created.fullName });
  });

  it('keeps the sex and diagnosis codes claims state, read as typed and normalized; a bad code is refused and nothing written', async () => {
    type Claimed = { id: string; fullName: string; sex: string; diagnosisCodes: string[] };
    const body = riderInput({ sex: 'F', diagnosisCodes: 'z992, n186' });
    const created = (await create(body)) as Claimed;
    expect([created.sex, created.diagnosisCodes]).toEqual(['F', ['Z99.2', 'N18.6']]);
    const fresh = await create();
    expect((await as(admin, 'GET', `/api/riders/${fresh.id}`)).json()).toMatchObject({ sex: 'U', diagnosisCodes: [] });

    // PUT replaces them like any other field; the array form is read the same way, repeats dropped.
    const updated = await as(
      admin,
      'PUT',
      `/api/riders/${created.id}`,
      riderInput({ fullName: created.fullName, sex: 'M', diagnosisCodes: ['e11.9', ' Z99.2 ', 'E119'] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ sex: 'M', diagnosisCodes: ['E11.9', 'Z99.2'] });
    const listed = await as(admin, 'GET', `/api/riders?q=${encodeURIComponent(created.fullName)}`);
    expect(listed.json().items).toMatchObject([{ id: created.id, sex: 'M', diagnosisCodes: ['E11.9', 'Z99.2'] }]);

    const bad = await as(
      admin,
      'PUT',
      `/api/riders/${created.id}`,
      riderInput({ fullName: created.fullName, sex: 'F', diagnosisCodes: ['Z99.2', 'kidneys'] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ diagnosisCodes: '"kidneys" is not an ICD-10-CM code, such as Z99.2' });
    const refusedNew = riderInput({ diagnosisCodes: 'Z99.2 12345' });
    const badNew = await as(admin, 'POST', '/api/riders', refusedNew);
    expect(badNew.statusCode).toBe(400);
    expect(badNew.json().fieldErrors).toEqual({ diagnosisCodes: '"12345" is not an ICD-10-CM code, such as Z99.2' });
    const sex = await as(admin, 'POST', '/api/riders', riderInput({ sex: 'X' as 'F' }));
    expect(sex.statusCode).toBe(400);
    expect(sex.json().fieldErrors).toEqual({ sex: 'Choose female, male or unknown' });

    expect((await as(admin, 'GET', `/api/riders/${created.id}`)).json()).toMatchObject({
      sex: 'M',
      diagnosisCodes: ['E11.9', 'Z99.2'],
    });
    const none = await as(admin, 'GET', `/api/riders?q=${encodeURIComponent(refusedNew.fullName)}`);
    expect(none.json().items).toEqual([]);
  });

  it('refuses a second rider with the same name and date of birth, whatever the case and spacing (409 on fullName)', async () => {
    const body = riderInput();
    await create(body);
    for (const fullName of [body.fullName, `  ${body.fullName.toUpperCase().replace(' ', '   ')} `]) {
      const res = await as(admin, 'POST', '/api/riders', { ...body, fullName });
      expect(res.statusCode, fullName).toBe(409);
      expect(res.json()).toEqual({ message: DUPLICATE, fieldErrors: { fullName: DUPLICATE } });
    }
    // Same name, other date of birth: another person.
    await create({ ...body, dateOfBirth: '1950-01-01' });
    // An edit that turns one rider into another one's twin is refused the same way; saving itself unchanged is not.
    const other = await create();
    const clash = await as(admin, 'PUT', `/api/riders/${other.id}`, { ...body, fullName: body.fullName.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors).toEqual({ fullName: DUPLICATE });
    expect(
      (await as(admin, 'PUT', `/api/riders/${other.id}`, { ...riderInput(), fullName: other.fullName })).statusCode,
    ).toBe(200);
  });

  it('answers 400 with the field errors of the rider form', async () => {
    const missing = await as(admin, 'POST', '/api/riders', { dateOfBirth: '1950-01-01', phone: '(215) 555-0100' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ fullName: 'Full name is required' });
    const bad = await as(
      admin,
      'POST',
      '/api/riders',
      riderInput({
        dateOfBirth: '1950-02-30',
        phone: '555-01',
        homePlace: { street: '1 Main St', city: 'Camden', state: 'NJ', zip: '0810' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      dateOfBirth: 'Date of birth must be a valid date',
      phone: 'Valid phone number is required',
      'homePlace.zip': 'ZIP code must be 5 digits',
    });
    const put = await as(admin, 'PUT', `/api/riders/${(await create()).id}`, riderInput({ fullName: ' ' }));
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors).toEqual({ fullName: 'Full name is required' });
  });

  it('answers 404 for a rider that does not exist, on every route with an id', async () => {
    const unknown = crypto.randomUUID();
    expect((await as(admin, 'GET', `/api/riders/${unknown}`)).statusCode).toBe(404);
    expect((await as(admin, 'PUT', `/api/riders/${unknown}`, riderInput())).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/riders/${unknown}/trips`)).statusCode).toBe(404);
  });
});

describe('GET /api/riders', () => {
  it('finds part of a name in any case, and part of the phone number by its digits', async () => {
    // Letters only, so no digits in the names can match the digit searches below.
    const tag = Array.from(crypto.getRandomValues(new Uint8Array(8)), (n) => String.fromCharCode(97 + (n % 26))).join(
      '',
    );
    const a = await create(riderInput({ fullName: `Beatrix Quill ${tag}`, phone: '(610) 555-8821' }));
    const b = await create(riderInput({ fullName: `Albert Quill ${tag}`, phone: '(484) 555-3907' }));
    const ids = async (q: string) =>
      (await as(admin, 'GET', `/api/riders?q=${encodeURIComponent(q)}`)).json().items.map((r: { id: string }) => r.id);
    // Ordered by name.
    expect(await ids(`quill ${tag}`)).toEqual([b.id, a.id]);
    expect(await ids(`BEATRIX   QUILL ${tag}`)).toEqual([a.id]);
    expect(await ids('610-555-88')).toEqual([a.id]);
    expect(await ids('(484) 555 3907')).toEqual([b.id]);
    expect(await ids('5553907')).toEqual([b.id]);
    // Fewer than three digits search the name only; a wildcard typed in the box is a letter.
    expect(await ids('39')).not.toContain(b.id);
    expect(await ids(`%${tag}`)).toEqual([]);
  });

  it('pages by name with the cursor it answers', async () => {
    // Letters only: three digits or more in `q` also search the phone numbers, and would find other riders.
    const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const made = [];
    for (const first of ['Cora', 'Abe', 'Bea'])
      made.push(await create(riderInput({ fullName: `${first} Paging${tag}` })));
    const first = (await as(admin, 'GET', `/api/riders?q=paging${tag}&limit=2`)).json();
    expect(first.items.map((r: { fullName: string }) => r.fullName.split(' ')[0])).toEqual(['Abe', 'Bea']);
    const second = (await as(admin, 'GET', `/api/riders?q=paging${tag}&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((r: { fullName: string }) => r.fullName.split(' ')[0])).toEqual(['Cora']);
    expect(second.nextCursor).toBeNull();
    expect((await as(admin, 'GET', '/api/riders?cursor=bm9wZQ')).statusCode).toBe(400);
  });
});

describe('GET /api/riders/{id}/trips', () => {
  it("lists the rider's jobs and referrals, and no one else's", async () => {
    const rider = await create();
    const job = await makeJob(t.database.db, { assignedDriverId: driver.driverId!, levelOfService: 'wheelchair' });
    await t.database.db.update(jobs).set({ riderId: rider.id }).where(eq(jobs.id, job.id));
    await makeJob(t.database.db);
    const referral = await makeReferral(t.database.db, { patientName: rider.fullName, patientDob: '1946-07-02' });
    // A referral for the same person (any case) links the same rider.
    const linked = await t.database.db.transaction((tx) =>
      linkRider(tx, { fullName: rider.fullName.toUpperCase(), dateOfBirth: '1946-07-02', phone: '(215) 555-0142' }),
    );
    expect(linked).toBe(rider.id);
    await t.database.db.update(referrals).set({ riderId: linked }).where(eq(referrals.id, referral.id));

    const res = await as(admin, 'GET', `/api/riders/${rider.id}/trips`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      jobs: [
        {
          id: job.id,
          pickupTime: job.pickupTime!.toISOString(),
          status: 'pending',
          levelOfService: 'wheelchair',
          pickupAddress: job.pickupAddress,
          dropoffAddress: job.dropoffAddress,
          assignedDriverName: 'Jordan Lee',
        },
      ],
      referrals: [
        {
          id: referral.id,
          reference: referralReference(referral.id),
          appointmentDate: referral.appointmentDate,
          appointmentTime: referral.appointmentTime.slice(0, 5),
          status: 'pending',
          transportType: referral.transportType,
        },
      ],
    });
  });
});

describe('who may see riders', () => {
  it('refuses partners and drivers (403) and visitors (401) on every route', async () => {
    const rider = await create();
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/api/riders'],
      ['POST', '/api/riders', riderInput()],
      ['GET', `/api/riders/${rider.id}`],
      ['PUT', `/api/riders/${rider.id}`, riderInput()],
      ['GET', `/api/riders/${rider.id}/trips`],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(partner, method, url, body)).statusCode, `partner ${method} ${url}`).toBe(403);
      expect((await as(driver, method, url, body)).statusCode, `driver ${method} ${url}`).toBe(403);
      expect((await as({ cookie: undefined }, method, url, body)).statusCode, `visitor ${method} ${url}`).toBe(401);
    }
  });

  it('audits every read and change of a rider with who did it', async () => {
    const rider = await create();
    await as(admin, 'GET', `/api/riders/${rider.id}`);
    await as(admin, 'PUT', `/api/riders/${rider.id}`, { ...riderInput(), fullName: rider.fullName });
    await as(admin, 'GET', `/api/riders/${rider.id}/trips`);
    await as(admin, 'GET', '/api/riders?q=oduya');
    await settle();
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rider'), eq(auditLog.entityId, rider.id)));
    expect(rows.map((r) => `${r.action} ${r.method} ${r.route}`).sort()).toEqual([
      'rider.create POST /api/riders',
      'rider.read GET /api/riders/:id',
      'rider.read GET /api/riders/:id/trips',
      'rider.update PUT /api/riders/:id',
    ]);
    expect(rows.every((r) => r.userId === admin.userId && r.statusCode < 300)).toBe(true);
    const lists = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rider.list'), eq(auditLog.userId, admin.userId!)));
    expect(lists.length).toBeGreaterThan(0);
  });
});
