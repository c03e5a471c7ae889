import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../domain/job';
import type { Page } from '../../../domain/page';
import type { JobListItem } from '../../../domain/job';
import type { TripImport, TripImportSummary } from '../../../domain/trip-import';
import { makeDriver } from '../../demo/factories';
import {
  brokerDay,
  brokerPayer,
  manifestCsv,
  manifestUpload,
  manifestXlsx,
  roundTrip,
  type ManifestLine,
} from '../../test/manifest';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A broker's manifest through the API (docs/decisions/105-broker-trip-import.md): the preview's outcomes, apply once
 * however often it is asked, a later file's changes and cancellations, the changes held for the dispatcher, and
 * files that are refused.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie! } });
const key = () => String(randomInt(10_000, 99_999));
const day = brokerDay(10);

async function preview(payerId: string, lines: ManifestLine[], fileName = 'manifest.csv') {
  const res = await call('POST', '/api/trip-imports', manifestUpload(payerId, fileName, manifestCsv(lines)));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TripImport>();
}
async function apply(id: string, body: object = {}) {
  const res = await call('POST', `/api/trip-imports/${id}/apply`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TripImport>();
}
const job = async (id: string) => (await call('GET', `/api/jobs/${id}`)).json<Job>();
const jobsOf = async (q: string) =>
  (await call('GET', `/api/jobs?q=${encodeURIComponent(q)}`)).json<Page<JobListItem>>();

describe('a first manifest', () => {
  it('previews new legs and errors without writing a trip, then applies them linked as outbound and return', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const k = key();
    const [leg1, back] = roundTrip(k, 1, day);
    const there = { ...leg1, 'PU Address': '1500 Market St Apt 4B, Philadelphia, PA 19102' };
    const [there2, willCall] = roundTrip(k, 2, day, { willCall: true, mobility: 'AMB' });
    const bad = { ...roundTrip(k, 3, day)[0], Mobility: 'HOVER', DOS: '31/12/2026' };
    const made = await preview(payerId, [there, back, there2, willCall, bad]);

    expect(made.rows.map((r) => [r.number, r.outcome])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'new'],
      [5, 'new'],
      [6, 'error'],
    ]);
    expect(made.rows[4]!.errors).toEqual({
      Mobility: '"HOVER" is not a level of service this mapping knows',
      DOS: 'Trip date must be a date like MM/DD/YYYY',
    });
    expect(made.rows[4]!.cells.Mobility).toBe('HOVER');
    expect(made.rows[0]).toMatchObject({
      tripNumber: there.TripID,
      leg: 'outbound',
      rider: { match: 'new', memberId: `M${k}1`, dateOfBirth: '1951-04-12' },
      values: { levelOfService: 'wheelchair', serviceDate: day.iso, willCall: false },
    });
    expect(made.rows[0]!.values!.pickupPlace).toMatchObject({ street: '1500 Market St', unit: 'Apt 4B', zip: '19102' });
    expect(made.rows[3]!.values).toMatchObject({ willCall: true, pickupTime: null, levelOfService: 'ambulatory' });
    expect(made.counts).toMatchObject({ new: 4, error: 1 });
    expect((await jobsOf(there.TripID)).items).toEqual([]);

    // With an error in it, the file writes nothing until the bad row is left out.
    const refused = await call('POST', `/api/trip-imports/${made.id}/apply`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      reasons: ['import_has_errors'],
      fieldErrors: { skipErrorRows: expect.any(String) },
    });
    expect((await jobsOf(there.TripID)).items).toEqual([]);

    const applied = await apply(made.id, { skipErrorRows: true });
    expect(applied.status).toBe('applied');
    expect(applied.result).toEqual({ created: 4, updated: 0, cancelled: 0, held: 0, skipped: 1 });
    const [outbound] = (await jobsOf(there.TripID)).items;
    const [returning] = (await jobsOf(back.TripID)).items;
    expect(outbound).toMatchObject({
      brokerTripId: there.TripID,
      leg: 'outbound',
      status: 'pending',
      assignedDriverId: null,
    });
    expect(returning).toMatchObject({ brokerTripId: back.TripID, leg: 'return', returnOfJobId: outbound!.id });
    expect((await job(outbound!.id)).returnJobId).toBe(returning!.id);
    const waiting = (await jobsOf(willCall.TripID)).items[0]!;
    expect(waiting).toMatchObject({
      willCall: true,
      pickupTime: null,
      returnOfJobId: (await jobsOf(there2.TripID)).items[0]!.id,
    });

    // Applying again, and a second preview of the same file, write nothing twice.
    expect((await apply(made.id)).result).toEqual(applied.result);
    const again = await preview(payerId, [there, back]);
    expect(again.rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(again.rows[0]!.rider).toMatchObject({ match: 'member_id' });
    // Without the member ID, the same rider by name and date of birth.
    const byName = await preview(payerId, [{ ...there, MemberID: '', TripID: `${there.TripID}X` }]);
    expect(byName.rows[0]!.rider).toMatchObject({ match: 'name_and_birth', riderId: again.rows[0]!.rider!.riderId });
    expect((await apply(again.id)).result).toMatchObject({ created: 0, updated: 0 });
    expect((await jobsOf(there.TripID)).items).toHaveLength(1);
  });

  it('applies the same file twice at once and writes each trip once', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const lines = roundTrip(key(), 1, day);
    const [a, b] = await Promise.all([preview(payerId, lines), preview(payerId, lines)]);
    const [first, second] = await Promise.all([
      call('POST', `/api/trip-imports/${a.id}/apply`, {}),
      call('POST', `/api/trip-imports/${b.id}/apply`, {}),
      call('POST', `/api/trip-imports/${a.id}/apply`, {}),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const created = first!.json<TripImport>().result!.created + second!.json<TripImport>().result!.created;
    expect(created).toBe(2);
    expect((await jobsOf(lines[0].TripID)).items).toHaveLength(1);
    expect((await jobsOf(lines[1].TripID)).items).toHaveLength(1);
  });
});

describe('the next day’s manifest', () => {
  it('updates a pending trip, cancels one the broker cancelled with its return, leaves out a missing one', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const k = key();
    const [a1, b1] = roundTrip(k, 1, day);
    const [a2, b2] = roundTrip(k, 2, day);
    const [a3, b3] = roundTrip(k, 3, day);
    await apply((await preview(payerId, [a1, b1, a2, b2, a3, b3])).id);

    const next = await preview(payerId, [
      { ...a1, 'PU Time': '0845', Attendants: '1' },
      b1,
      { ...a2, 'Trip Status': 'Cancelled' },
    ]);
    expect(next.rows.map((r) => r.outcome)).toEqual(['update', 'unchanged', 'cancel']);
    expect(next.rows[0]!.changes.map((c) => c.field)).toEqual(['pickupTime', 'escortCount']);
    expect(next.rows[0]!.changes[1]).toEqual({ field: 'escortCount', label: 'Escorts', from: '0', to: '1' });
    expect(next.rows[2]).toMatchObject({ cancelled: true, cancelsReturn: true, held: false });

    const before = (await jobsOf(a1.TripID)).items[0]!;
    expect((await apply(next.id)).result).toEqual({ created: 0, updated: 1, cancelled: 1, held: 0, skipped: 0 });
    const moved = (await jobsOf(a1.TripID)).items[0]!;
    expect(Date.parse(moved.pickupTime!) - Date.parse(before.pickupTime!)).toBe(-30 * 60_000);
    expect(moved.escortCount).toBe(1);
    for (const trip of [a2, b2])
      expect((await jobsOf(trip.TripID)).items[0]).toMatchObject({ status: 'cancelled', cancelReason: 'broker' });
    // A trip missing from the later file is left alone.
    expect((await jobsOf(a3.TripID)).items[0]).toMatchObject({ status: 'pending' });
  });

  it('holds a change to an assigned trip until the dispatcher accepts it, and ignoring leaves the trip as it was', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const k = key();
    const [a1, b1] = roundTrip(k, 1, day);
    const [a2, b2] = roundTrip(k, 2, day);
    await apply((await preview(payerId, [a1, b1, a2, b2])).id);
    const driver = await makeDriver(t.database.db, { status: 'active' });
    const outbound = (await jobsOf(a1.TripID)).items[0]!;
    const other = (await jobsOf(a2.TripID)).items[0]!;
    for (const leg of [outbound, other]) {
      const assigned = await call('PUT', `/api/jobs/${leg.id}/driver`, { driverId: driver.id, expectedDriverId: null });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }

    const next = await preview(payerId, [
      { ...a1, 'PU Time': '0900' },
      { ...a2, 'Trip Status': 'CXL' },
    ]);
    expect(next.rows.map((r) => [r.outcome, r.held])).toEqual([
      ['update', true],
      ['cancel', true],
    ]);
    const applied = await apply(next.id);
    expect(applied.result).toMatchObject({ updated: 0, cancelled: 0, held: 2 });
    expect(applied.pendingChanges).toBe(2);
    expect((await job(outbound.id)).pickupTime).toBe(outbound.pickupTime);
    expect((await job(other.id)).status).toBe('pending');

    const [change, cancel] = applied.changes;
    expect(change).toMatchObject({ kind: 'update', status: 'pending', tripNumber: a1.TripID, jobId: outbound.id });
    expect(change!.changes).toEqual([
      { field: 'pickupTime', label: 'Pickup time', from: outbound.pickupTime, to: expect.any(String) },
    ]);
    const accepted = await call('POST', `/api/trip-import-changes/${change!.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect(Date.parse((await job(outbound.id)).pickupTime!) - Date.parse(outbound.pickupTime!)).toBe(-15 * 60_000);
    expect((await job(outbound.id)).assignedDriverId).toBe(driver.id);
    expect((await call('POST', `/api/trip-import-changes/${change!.id}/accept`)).statusCode).toBe(409);

    expect((await call('POST', `/api/trip-import-changes/${cancel!.id}/ignore`)).json()).toMatchObject({
      status: 'ignored',
    });
    expect((await job(other.id)).status).toBe('pending');
    expect((await call('GET', `/api/trip-imports/${next.id}`)).json<TripImport>().pendingChanges).toBe(0);
  });
});

describe('files as brokers send them', () => {
  it('reads an .xlsx with a date cell and a CSV in Windows-1252', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const lines = roundTrip(key(), 1, day);
    const xlsx = await call(
      'POST',
      '/api/trip-imports',
      manifestUpload(payerId, 'manifest.xlsx', await manifestXlsx(lines)),
    );
    expect(xlsx.statusCode, xlsx.body).toBe(201);
    const read = xlsx.json<TripImport>();
    expect(read.fileKind).toBe('xlsx');
    expect(read.rows.map((r) => r.outcome)).toEqual(['new', 'new']);
    expect(read.rows[0]!.values!.serviceDate).toBe(day.iso);

    const named = { ...roundTrip(key(), 2, day)[0], FirstName: 'José', LastName: 'Muñoz' };
    const latin1 = Buffer.from(manifestCsv([named]), 'latin1');
    const csv = await call('POST', '/api/trip-imports', manifestUpload(payerId, 'manifest.csv', latin1));
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.json<TripImport>().rows[0]!.values!.patientName).toBe('José Muñoz');
  });

  it('refuses a file over 10 MB, a broken workbook, a file with no trips and an unknown payer with 400, writing nothing', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const before = (await call('GET', '/api/trip-imports?limit=100')).json<Page<TripImportSummary>>().items.length;
    const huge = Buffer.alloc(20 * 1024 * 1024, 'a');
    const big = await call('POST', '/api/trip-imports', manifestUpload(payerId, 'big.csv', huge));
    expect(big.statusCode).toBe(400);
    expect(big.json().fieldErrors.content).toBe('The file is larger than 10 MB');

    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);
    const workbook = await call('POST', '/api/trip-imports', manifestUpload(payerId, 'trips.xlsx', broken));
    expect(workbook.statusCode).toBe(400);
    expect(workbook.json().fieldErrors.content).toMatch(/not an Excel workbook/);

    const empty = await call('POST', '/api/trip-imports', manifestUpload(payerId, 'trips.csv', 'TripID,DOS\r\n'));
    expect(empty.json()).toMatchObject({ fieldErrors: { content: 'The file has a header row but no trips' } });
    const nobody = await call(
      'POST',
      '/api/trip-imports',
      manifestUpload(crypto.randomUUID(), 'trips.csv', manifestCsv(roundTrip(key(), 1, day))),
    );
    expect(nobody.json()).toMatchObject({ fieldErrors: { payerId: 'No such payer' } });
    expect((await call('GET', '/api/trip-imports?limit=100')).json<Page<TripImportSummary>>().items.length).toBe(
      before,
    );
  });

  it('reads the same file again with a corrected mapping saved for the payer', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const lines = roundTrip(key(), 1, day, { mobility: 'WCL' });
    const made = await preview(payerId, lines);
    expect(made.rows.map((r) => r.outcome)).toEqual(['error', 'error']);
    const current = (await call('GET', `/api/trip-import-mappings/${payerId}`)).json();
    expect(current.saved).toBe(false);
    const saved = await call('PUT', `/api/trip-import-mappings/${payerId}`, {
      ...made.mapping,
      levelWords: { ...made.mapping.levelWords, wcl: 'wheelchair' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().mapping.levelWords.WCL).toBe('wheelchair');
    const reread = await call('POST', `/api/trip-imports/${made.id}/preview`);
    expect(reread.json<TripImport>().rows.map((r) => r.outcome)).toEqual(['new', 'new']);
    const badMapping = await call('PUT', `/api/trip-import-mappings/${payerId}`, { ...made.mapping, columns: {} });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().fieldErrors).toMatchObject({
      'columns.tripNumber': 'Choose the column this is read from',
    });
  });

  it('answers a partner or a driver 403', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const body = manifestUpload(payerId, 'm.csv', manifestCsv(roundTrip(key(), 1, day)));
    for (const role of ['referral_partner', 'driver'] as const) {
      const who = await signedIn(t.app, t.database.db, role);
      expect((await call('POST', '/api/trip-imports', body, who)).statusCode).toBe(403);
      expect((await call('GET', '/api/trip-imports', undefined, who)).statusCode).toBe(403);
    }
  });
});

describe('an integration', () => {
  it('posts and applies a manifest with a trips:write token; a trips:read token reads it and may not post', async () => {
    const payerId = await brokerPayer(t.app, admin.cookie!);
    const token = async (scopes: string[]) =>
      (
        await call('POST', '/api/api-tokens', {
          name: `Broker feed ${key()}`,
          scopes,
          expiresOn: brokerDay(30).iso,
        })
      ).json<{ secret: string }>().secret;
    const [writer, reader] = [await token(['trips:write']), await token(['trips:read'])];
    const bearer = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });
    const body = manifestUpload(payerId, 'feed.csv', manifestCsv(roundTrip(key(), 1, day)));

    const posted = await bearer(writer, 'POST', '/api/trip-imports', body);
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<TripImport>().id;
    expect((await bearer(writer, 'POST', `/api/trip-imports/${id}/apply`, {})).json()).toMatchObject({
      result: { created: 2 },
    });
    expect((await bearer(reader, 'GET', `/api/trip-imports/${id}`)).statusCode).toBe(200);
    expect((await bearer(reader, 'POST', '/api/trip-imports', body)).statusCode).toBe(403);
    expect((await bearer(writer, 'GET', `/api/trip-import-mappings/${payerId}`)).statusCode).toBe(403);
  });
});
