import type { RouteOptions } from 'fastify';
import { READY_MAPPINGS } from '../domain/manifest-row';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDriver, makeJob, makeReferral, makeVehicle } from './demo/factories';
import { makeCredential } from './demo/demo-credentials';
import { riderInput, standingOrderInput, vehicleInput } from './demo/samples';
import { daysFromToday } from '../domain/dates';
import { DEFAULT_TRIP_POLICY } from '../domain/trip';
import { referralReference } from '../domain/referral';
import { createTestApp, type TestApp } from './test/test-app';
import { failedInspection, inspectionBody } from './test/inspection';
import { readyProposal } from './test/proposal';
import { failedMessage } from './test/message';
import { payerBody, rateBody } from './test/payer';
import { INVOICE_PERIOD, invoiceOf, payerWithTrips } from './test/invoice';
import { workersCompBody } from './test/authorization';
import { payableDriver, payPeriod, payStatementOf } from './test/pay-statement';
import { signedIn, type SignedIn } from './test/sign-in';
import { driverApplication, jobBody, referralBody, SAMPLE_FILES } from './test/bodies';
import { STEP_BODIES } from './test/trip';
import { uploadDocument } from './test/uploads';
import { ack999ForInvoice } from './test/x12-answers';

/**
 * Decision 021's matrix: every route × every kind of caller, against the real app. A route registered without a row
 * here fails the first test, so a new endpoint cannot ship without its permissions being decided.
 */
type Caller = 'anonymous' | 'partner' | 'otherPartner' | 'driver' | 'otherDriver' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'partner', 'otherPartner', 'driver', 'otherDriver', 'admin'];
type Expect = Record<Caller, number>;

const all = (status: number): Expect => Object.fromEntries(CALLERS.map((c) => [c, status])) as Expect;
const row = (
  anonymous: number,
  partner: number,
  otherPartner: number,
  driver: number,
  otherDriver: number,
  admin: number,
): Expect => ({
  anonymous,
  partner,
  otherPartner,
  driver,
  otherDriver,
  admin,
});

const roleOf = (caller: Caller) =>
  caller === 'anonymous'
    ? 'anonymous'
    : caller.toLowerCase().includes('partner')
      ? 'referral_partner'
      : caller.toLowerCase().includes('driver')
        ? 'driver'
        : 'admin';

const routes: string[] = [];
let t: TestApp;
const who = {} as Record<Caller, SignedIn>;
const ids = {} as Record<
  | 'referral'
  | 'reference'
  | 'job'
  | 'driver'
  | 'otherJob'
  | 'object'
  | 'pendingDriver'
  | 'vehicle'
  | 'rider'
  | 'credential'
  | 'tripJob'
  | 'willCallJob'
  | 'startedJob'
  | 'proofJob'
  | 'standingOrder'
  | 'inspection'
  | 'proposal'
  | 'message'
  | 'payer'
  | 'authorization'
  | 'payDriver'
  | 'payStatement'
  | 'statementToIssue'
  | 'statementToPay'
  | 'statementToVoid'
  | 'invoice'
  | 'invoiceClaim'
  | 'invoiceToSend'
  | 'invoiceToPayClaim'
  | 'invoiceToPay'
  | 'invoiceToDeny'
  | 'invoiceToVoid'
  | 'billPayer'
  | 'shiftRequest',
  string
>;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      limits: {
        referralsPerHour: 10_000,
        registerPer15Minutes: 10_000,
        uploadsPerHour: 10_000,
        applicationsPerHour: 10_000,
      },
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
      },
    },
  );
  const db = t.database.db;
  for (const caller of CALLERS) who[caller] = await signedIn(t.app, db, roleOf(caller));
  ids.referral = (await makeReferral(db, { submittedByUserId: who.partner.userId! })).id;
  ids.reference = referralReference(ids.referral);
  ids.job = (await makeJob(db, { assignedDriverId: who.driver.driverId! })).id;
  ids.otherJob = (await makeJob(db, { assignedDriverId: who.otherDriver.driverId! })).id;
  ids.driver = who.driver.driverId!;
  ids.pendingDriver = (await makeDriver(db, { status: 'pending' })).id;
  ids.object = (await uploadDocument(t.app, { cookie: who.driver.cookie, bytes: SAMPLE_FILES.pdf })).objectId;
  ids.vehicle = (await makeVehicle(db)).id;
  ids.rider = (
    await t.app.inject({
      method: 'POST',
      url: '/api/riders',
      payload: riderInput(),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
  ids.credential = (await makeCredential(db, { driverId: ids.driver })).id;
  // Trips over their day (docs/decisions/047-legs-returns-cancellations.md), each on a job of its own.
  ids.tripJob = (await makeJob(db, { pickupTime: new Date(Date.now() + 86_400_000) })).id;
  ids.willCallJob = (await makeJob(db, { leg: 'return', willCall: true, pickupTime: null, dropoffTime: null })).id;
  ids.startedJob = (
    await makeJob(db, {
      assignedDriverId: who.driver.driverId!,
      status: 'in_progress',
      pickupTime: new Date(Date.now() - 60_000),
    })
  ).id;
  // Under way with the rider on board: its next step is the drop-off.
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  ids.proofJob = (
    await makeJob(db, {
      assignedDriverId: who.driver.driverId!,
      status: 'in_progress',
      pickupTime: minutesAgo(30),
      startedAt: minutesAgo(40),
      arrivedAt: minutesAgo(32),
      pickedUpAt: minutesAgo(28),
    })
  ).id;
  ids.inspection = (await failedInspection(db)).id;
  ids.proposal = (await readyProposal(db)).id;
  ids.message = (await failedMessage(db)).id;
  ids.payer = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payers',
      payload: payerBody(),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
  ids.authorization = (
    await t.app.inject({
      method: 'POST',
      url: `/api/riders/${ids.rider}/authorizations`,
      payload: workersCompBody(),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
  // Pay statements (docs/decisions/071-contractor-pay.md): the driver's issued one, and one for each change.
  ids.payDriver = await payableDriver(db);
  ids.payStatement = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver, 'issued');
  ids.statementToIssue = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver);
  ids.statementToPay = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver, 'issued');
  ids.statementToVoid = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver);
  // Invoices (docs/decisions/070-invoices.md): one in each state a route acts on, and a payer with a trip to bill.
  const admin = who.admin.cookie!;
  const removable = await invoiceOf(t.app, db, admin, 'draft', 2);
  [ids.invoice, ids.invoiceClaim] = [removable.id, removable.claimIds[0]!];
  ids.invoiceToSend = (await invoiceOf(t.app, db, admin)).id;
  const toPay = await invoiceOf(t.app, db, admin, 'sent');
  [ids.invoiceToPay, ids.invoiceToPayClaim] = [toPay.id, toPay.claimIds[0]!];
  ids.invoiceToDeny = (await invoiceOf(t.app, db, admin, 'sent')).id;
  ids.invoiceToVoid = (await invoiceOf(t.app, db, admin)).id;
  ids.billPayer = await payerWithTrips(t.app, db, admin);
  // A driver's request waiting for an administrator (docs/decisions/117-availability.md).
  ids.shiftRequest = (
    await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${ids.driver}/availability/requests`,
      payload: { date: daysFromToday(40), kind: 'off' },
      headers: { cookie: who.driver.cookie! },
    })
  ).json().id;
  ids.standingOrder = (
    await t.app.inject({
      method: 'POST',
      url: '/api/standing-orders',
      payload: standingOrderInput(ids.rider),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
});
afterAll(() => t.close());

interface Case {
  route: string;
  url?: string;
  body?: () => object;
  expect: Expect;
  /** The call ends the caller's session (logout, or signing up as someone new): give each caller a fresh one. */
  consumesSession?: boolean;
}

const TEMPLATE = {
  subject: 'We have your referral {{reference}}',
  body: 'Hello {{referrerName}}, thank you: {{reference}}.',
};

// Bodies are valid, so each status says who may act, not whether the input was good.
const cases: Case[] = [
  { route: 'GET /healthz', expect: all(200) },
  { route: 'GET /readyz', expect: all(200) },
  { route: 'GET /api/company', expect: all(200) },
  // The OpenAPI document describes routes, never data (docs/decisions/006).
  { route: 'GET /api/docs', expect: all(200) },
  { route: 'GET /api/docs/openapi.json', expect: all(200) },
  { route: 'GET /api/session', expect: all(200) },
  { route: 'GET /api/user', expect: row(401, 200, 200, 200, 200, 200) },
  { route: 'GET /api/auth/user', expect: row(401, 200, 200, 200, 200, 200) },
  {
    route: 'POST /api/login',
    body: () => ({ username: `nobody_${crypto.randomUUID().slice(0, 8)}`, password: 'wrong-password' }),
    expect: all(401),
  },
  { route: 'POST /api/logout', expect: all(204), consumesSession: true },
  {
    route: 'POST /api/register',
    body: () => ({
      username: `u_${crypto.randomUUID().slice(0, 8)}`,
      email: `${crypto.randomUUID()}@example.com`,
      password: 'Wheelchair-Van-2026',
      confirmPassword: 'Wheelchair-Van-2026',
    }),
    expect: all(201),
    consumesSession: true,
  },
  { route: 'GET /api/stats/overview', expect: row(401, 200, 200, 200, 200, 200) },
  { route: 'POST /api/referrals', body: () => referralBody(), expect: all(201) },
  { route: 'GET /api/referrals', expect: row(401, 200, 200, 403, 403, 200) },
  { route: 'GET /api/referrals/referrer-defaults', expect: row(401, 200, 200, 403, 403, 403) },
  { route: 'GET /api/referrals/:id', url: '/api/referrals/{referral}', expect: row(401, 200, 404, 403, 403, 200) },
  {
    route: 'GET /api/referrals/:id/legs',
    url: '/api/referrals/{referral}/legs',
    expect: row(401, 200, 404, 403, 403, 200),
  },
  // docs/decisions/080-visitor-referrals-reach-the-partner.md: by the confirmation's reference; another partner's is "not found".
  {
    route: 'GET /api/referrals/by-reference/:reference',
    url: '/api/referrals/by-reference/{reference}',
    expect: row(401, 200, 404, 403, 403, 200),
  },
  {
    route: 'POST /api/referrals/claim',
    body: () => ({ reference: ids.reference }),
    expect: row(401, 200, 404, 403, 403, 403),
  },
  {
    route: 'PUT /api/referrals/:id',
    url: '/api/referrals/{referral}',
    body: () => ({ notes: 'Checked by phone' }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/objects/upload',
    body: () => ({ kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 100 }),
    expect: all(201),
  },
  { route: 'PUT /api/objects/:id/content', url: '/api/objects/{object}/content', expect: all(404) },
  {
    route: 'POST /api/objects/:id/complete',
    url: '/api/objects/{object}/complete',
    expect: row(404, 404, 404, 200, 404, 404),
  },
  { route: 'GET /objects/:id', url: '/objects/{object}', expect: row(404, 404, 404, 200, 404, 200) },
  {
    route: 'POST /api/drivers',
    body: () => {
      const { username: _u, password: _p, confirmPassword: _c, ...profile } = driverApplication();
      return { ...profile, ...driverApplication() };
    },
    // Drivers already have an application (409); partners and admins may not apply while signed in (403). A visitor
    // may apply, but this body has none of the three documents the visitor would upload first (400).
    expect: row(400, 403, 403, 409, 409, 403),
  },
  { route: 'GET /api/drivers', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'GET /api/drivers/assignable', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'GET /api/drivers/me', expect: row(401, 404, 404, 200, 200, 404) },
  {
    route: 'PUT /api/drivers/me/documents',
    body: () => ({ licenseUrl: `/objects/${ids.object}` }),
    expect: row(401, 403, 403, 200, 422, 403),
  },
  // Pre-trip inspections (docs/decisions/063-pre-trip-inspection.md): the signed-in drivers come with today's passed,
  // so theirs is refused as a second one (409) past the permission check; only administrators read and clear.
  { route: 'POST /api/drivers/me/inspection', body: () => inspectionBody(), expect: row(401, 403, 403, 409, 409, 403) },
  { route: 'GET /api/inspections', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/inspections/:id/clear',
    url: '/api/inspections/{inspection}/clear',
    body: () => ({ note: 'Brakes bled and tested by the shop' }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /api/drivers/:id',
    url: '/api/drivers/{pendingDriver}',
    body: () => ({ status: 'pending' }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/jobs', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/jobs', body: () => jobBody(), expect: row(401, 403, 403, 403, 403, 201) },
  {
    route: 'GET /api/jobs/driver/:driverId',
    url: '/api/jobs/driver/{driver}',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'GET /api/jobs/driver/:driverId/day',
    url: '/api/jobs/driver/{driver}/day',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  // Each driver reads their own day through "me"; nobody else has one there.
  { route: 'GET /api/jobs/driver/me/day', expect: row(401, 403, 403, 200, 200, 403) },
  // The driver's own job stays pending: a pending→pending "move" is refused (409) without changing it.
  { route: 'GET /api/jobs/:id', url: '/api/jobs/{job}', expect: row(401, 403, 403, 200, 404, 200) },
  {
    route: 'PUT /api/jobs/:id',
    url: '/api/jobs/{job}',
    body: () => ({ status: 'pending' }),
    expect: row(401, 403, 403, 409, 404, 400),
  },
  // The job is the driver's: the administrator who saw it unassigned is told it moved (409), nothing changes.
  {
    route: 'PUT /api/jobs/:id/driver',
    url: '/api/jobs/{job}/driver',
    body: () => ({ driverId: null, expectedDriverId: null }),
    expect: row(401, 403, 403, 403, 403, 409),
  },
  { route: 'DELETE /api/jobs/:id', url: '/api/jobs/{otherJob}', expect: row(401, 403, 403, 403, 403, 204) },
  // A partner cancels only their own referrals' legs (another's is "not found"); the driver's steps run in order, so
  // the administrator after them finds each already recorded (409).
  {
    route: 'POST /api/jobs/:id/cancel',
    url: '/api/jobs/{tripJob}/cancel',
    body: () => ({ reason: 'rider', requestedBy: 'rider' }),
    expect: row(401, 404, 404, 403, 403, 200),
  },
  {
    route: 'POST /api/jobs/:id/rider-ready',
    url: '/api/jobs/{willCallJob}/rider-ready',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/jobs/:id/arrival',
    url: '/api/jobs/{startedJob}/arrival',
    body: () => ({}),
    expect: row(401, 403, 403, 200, 404, 409),
  },
  {
    route: 'POST /api/jobs/:id/pickup',
    url: '/api/jobs/{startedJob}/pickup',
    expect: row(401, 403, 403, 200, 404, 409),
  },
  // Proof of service: the driver's phone records the steps of their own leg; an administrator reads and corrects (docs/decisions/056-proof-of-service.md).
  {
    route: 'POST /api/jobs/:id/proof/:step',
    url: '/api/jobs/{proofJob}/proof/dropoff',
    body: () => STEP_BODIES.dropoff,
    expect: row(401, 403, 403, 200, 404, 403),
  },
  { route: 'GET /api/jobs/:id/proof', url: '/api/jobs/{proofJob}/proof', expect: row(401, 403, 403, 200, 404, 200) },
  {
    route: 'GET /api/jobs/:id/trip-log.pdf',
    url: '/api/jobs/{proofJob}/trip-log.pdf',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'GET /api/jobs/driver/:driverId/manifest.pdf',
    url: '/api/jobs/driver/{driver}/manifest.pdf',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'POST /api/jobs/:id/proof/corrections',
    url: '/api/jobs/{proofJob}/proof/corrections',
    body: () => ({
      step: 'start',
      at: new Date(Date.now() - 45 * 60_000).toISOString(),
      note: 'Started before the phone had signal',
    }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  // The phone of the driver holding a leg under way sends its positions; nobody else (docs/decisions/055-day-map-and-positions.md).
  {
    route: 'POST /api/jobs/:id/positions',
    url: '/api/jobs/{startedJob}/positions',
    body: () => ({ lat: 39.95, lng: -75.16 }),
    expect: row(401, 403, 403, 204, 404, 403),
  },
  {
    route: 'POST /api/jobs/:id/no-show',
    url: '/api/jobs/{startedJob}/no-show',
    expect: row(401, 403, 403, 409, 404, 409),
  },
  {
    route: 'GET /api/jobs/:id/candidates',
    url: '/api/jobs/{job}/candidates',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /api/user/profile',
    body: () => ({ email: `${crypto.randomUUID()}@example.com` }),
    expect: row(401, 200, 200, 200, 200, 200),
  },
  {
    route: 'PUT /api/user/password',
    body: () => ({
      currentPassword: 'not-their-password',
      newPassword: 'Wheelchair-Van-2027',
      confirmPassword: 'Wheelchair-Van-2027',
    }),
    expect: row(401, 400, 400, 400, 400, 400),
  },
  { route: 'GET /api/audit', expect: row(401, 403, 403, 403, 403, 200) },
  // Without a password step first there is nothing to complete.
  { route: 'POST /api/login/mfa', body: () => ({ code: '123456' }), expect: all(401) },
  { route: 'POST /api/user/mfa/setup', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/user/mfa/enable', body: () => ({ code: '000000' }), expect: row(401, 403, 403, 403, 403, 400) },
  {
    route: 'POST /api/user/mfa/disable',
    body: () => ({ password: 'not-their-password' }),
    expect: row(401, 403, 403, 403, 403, 400),
  },
  {
    route: 'POST /api/admin/users',
    body: () => ({
      username: `a_${crypto.randomUUID().slice(0, 8)}`,
      email: `${crypto.randomUUID()}@example.com`,
      password: 'Wheelchair-Van-2026',
      confirmPassword: 'Wheelchair-Van-2026',
    }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  // docs/decisions/043-vehicles.md: the fleet is the administrators'.
  { route: 'GET /api/vehicles', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/vehicles', body: () => vehicleInput(), expect: row(401, 403, 403, 403, 403, 201) },
  { route: 'GET /api/vehicles/:id', url: '/api/vehicles/{vehicle}', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'PUT /api/vehicles/:id',
    url: '/api/vehicles/{vehicle}',
    body: () => vehicleInput(),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/vehicles/:id/documents',
    url: '/api/vehicles/{vehicle}/documents',
    body: () => ({ kind: 'registration', expiresOn: '2027-06-30' }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  // Riders are patient data: administrators only (docs/decisions/044-riders.md).
  { route: 'GET /api/riders', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/riders', body: () => riderInput(), expect: row(401, 403, 403, 403, 403, 201) },
  { route: 'GET /api/riders/:id', url: '/api/riders/{rider}', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'PUT /api/riders/:id',
    url: '/api/riders/{rider}',
    body: () => riderInput({ fullName: `Edited Rider ${crypto.randomUUID().slice(0, 8)}` }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/riders/:id/trips', url: '/api/riders/{rider}/trips', expect: row(401, 403, 403, 403, 403, 200) },
  // Workers' compensation authorizations are rider data (docs/decisions/069-authorizations.md).
  {
    route: 'GET /api/riders/:id/authorizations',
    url: '/api/riders/{rider}/authorizations',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/riders/:id/authorizations',
    url: '/api/riders/{rider}/authorizations',
    body: () => workersCompBody(),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'PUT /api/authorizations/:id',
    url: '/api/authorizations/{authorization}',
    body: () => workersCompBody(),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // docs/decisions/042-credentials.md: a driver reads and renews their own; another driver's are "not found".
  {
    route: 'GET /api/drivers/:id/credentials',
    url: '/api/drivers/{driver}/credentials',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'POST /api/drivers/:id/credentials',
    url: '/api/drivers/{driver}/credentials',
    body: () => ({ kind: 'hipaa', issuedOn: '2026-01-10' }),
    expect: row(401, 403, 403, 201, 404, 201),
  },
  {
    route: 'PUT /api/drivers/:id/credentials/:credentialId',
    url: '/api/drivers/{driver}/credentials/{credential}',
    body: () => ({ verified: true }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/credentials/expiring', expect: row(401, 403, 403, 403, 403, 200) },
  // docs/decisions/117-availability.md: a driver reads their own week and asks for changes; administrators set and answer.
  {
    route: 'GET /api/drivers/:id/availability',
    url: '/api/drivers/{driver}/availability',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'PUT /api/drivers/:id/availability',
    url: '/api/drivers/{driver}/availability',
    body: () => ({ week: [{ day: 'MO', start: '06:00', end: '14:00' }] }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/drivers/:id/availability/requests',
    url: '/api/drivers/{driver}/availability/requests',
    body: () => ({ date: daysFromToday(60), kind: 'shift', start: '09:00', end: '13:00' }),
    expect: row(401, 403, 403, 201, 404, 403),
  },
  {
    route: 'POST /api/drivers/:id/availability/requests/:requestId/decision',
    url: '/api/drivers/{driver}/availability/requests/{shiftRequest}/decision',
    body: () => ({ approve: true }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // docs/decisions/118-clock-in.md: a driver clocks their own day; nobody else has one to clock.
  { route: 'GET /api/drivers/me/clock', expect: row(401, 403, 403, 200, 200, 403) },
  {
    route: 'POST /api/drivers/me/clock',
    body: () => ({ action: 'in' }),
    expect: row(401, 403, 403, 200, 200, 403),
  },
  {
    route: 'GET /api/availability',
    url: '/api/availability?date=2031-03-05',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // The day board: administrators only (docs/decisions/051-day-board.md).
  { route: 'GET /api/dispatch/day', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'GET /api/dispatch/positions', expect: row(401, 403, 403, 403, 403, 200) },
  // Route proposals (docs/decisions/064-route-proposals.md): a day with no legs is worked out at once.
  {
    route: 'POST /api/dispatch/proposals',
    body: () => ({ date: '2031-03-05' }),
    expect: row(401, 403, 403, 403, 403, 202),
  },
  {
    route: 'GET /api/dispatch/proposals/:id',
    url: '/api/dispatch/proposals/{proposal}',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/dispatch/proposals',
    url: '/api/dispatch/proposals?date=2031-03-04',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // Dropping one that is not there: the permission is judged before the proposal is looked for.
  {
    route: 'DELETE /api/dispatch/proposals/:id',
    url: '/api/dispatch/proposals/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11',
    expect: row(401, 403, 403, 403, 403, 404),
  },
  // Messages (docs/decisions/065-notifications.md): administrators read and resend; the SMS gateway's callback is
  // not there at all without a gateway configured (this app has none).
  // Payers and their rates (docs/decisions/067-payers-and-rates.md): administrators only.
  { route: 'GET /api/jobs/:id/price', url: '/api/jobs/{job}/price', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'GET /api/payers', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/payers', body: () => payerBody(), expect: row(401, 403, 403, 403, 403, 201) },
  { route: 'GET /api/payers/:id', url: '/api/payers/{payer}', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'PUT /api/payers/:id',
    url: '/api/payers/{payer}',
    body: () => payerBody(),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/payers/:id/rates', url: '/api/payers/{payer}/rates', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'PUT /api/payers/:id/rates/:level',
    url: '/api/payers/{payer}/rates/wheelchair',
    body: () => rateBody(),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // Invoices and claims (docs/decisions/070-invoices.md): administrators only.
  { route: 'GET /api/invoices', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'GET /api/invoices/unbilled',
    url: '/api/invoices/unbilled?payerId={billPayer}&periodFrom=2026-10-01&periodTo=2026-10-31',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/invoices/aging', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/invoices',
    body: () => ({ payerId: ids.billPayer, ...INVOICE_PERIOD }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  { route: 'GET /api/invoices/:id', url: '/api/invoices/{invoice}', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/invoices/:id/claims/:claimId/remove',
    url: '/api/invoices/{invoice}/claims/{invoiceClaim}/remove',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/invoices/:id/send',
    url: '/api/invoices/{invoiceToSend}/send',
    body: () => ({ acknowledgeProblems: true }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/invoices/:id/payments',
    url: '/api/invoices/{invoiceToPay}/payments',
    body: () => ({ amount: '1.00', receivedOn: '2026-11-20', method: 'check' }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'POST /api/invoices/:id/deny',
    url: '/api/invoices/{invoiceToDeny}/deny',
    body: () => ({ reason: 'Not covered' }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/invoices/:id/invoice.pdf',
    url: '/api/invoices/{invoice}/invoice.pdf',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/invoices/:id/invoice.csv',
    url: '/api/invoices/{invoice}/invoice.csv',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/invoices/:id/claims.837p',
    url: '/api/invoices/{invoiceToPay}/claims.837p',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/invoices/:id/claims/:claimId/cms1500.pdf',
    url: '/api/invoices/{invoiceToPay}/claims/{invoiceToPayClaim}/cms1500.pdf',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/invoices/:id/void',
    url: '/api/invoices/{invoiceToVoid}/void',
    body: () => ({ reason: 'Billed in error' }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // Claims and the clearinghouse's files (docs/decisions/101-posting-claim-answers.md): administrators. A claim
  // nothing came back for cannot be sent corrected, nor has a corrected file: the administrator passes the check
  // and hears why.
  { route: 'GET /api/claims', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'GET /api/claims/:id', url: '/api/claims/{invoiceToPayClaim}', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/claims/:id/correct',
    url: '/api/claims/{invoiceToPayClaim}/correct',
    body: () => ({}),
    expect: row(401, 403, 403, 403, 403, 409),
  },
  {
    route: 'GET /api/invoices/:id/claims/:claimId/corrected.837p',
    url: '/api/invoices/{invoiceToPay}/claims/{invoiceToPayClaim}/corrected.837p',
    expect: row(401, 403, 403, 403, 403, 409),
  },
  {
    route: 'POST /api/claim-files',
    body: () => ({ content: ack999ForInvoice('INV-999999', true) }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  { route: 'GET /api/claim-files', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'GET /api/claim-files/:id',
    url: `/api/claim-files/${crypto.randomUUID()}`,
    expect: row(401, 403, 403, 403, 403, 404),
  },
  // Brokers' manifests (docs/decisions/105-broker-trip-import.md): administrators. A payer nobody has is the
  // administrator's 400, past the permission check.
  {
    route: 'POST /api/trip-imports',
    body: () => ({
      payerId: crypto.randomUUID(),
      fileName: 'm.csv',
      content: Buffer.from('A,B\n1,2\n').toString('base64'),
    }),
    expect: row(401, 403, 403, 403, 403, 400),
  },
  { route: 'GET /api/trip-imports', expect: row(401, 403, 403, 403, 403, 200) },
  // The public site's record: anyone.
  { route: 'GET /api/public/figures', expect: all(200) },
  // The reports (docs/decisions/108-reports.md): administrators only.
  {
    route: 'GET /api/reports/performance',
    url: '/api/reports/performance?from=2026-11-01&to=2026-11-07',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/reports/trip-verification',
    url: '/api/reports/trip-verification?from=2026-11-01&to=2026-11-07',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  ...['', '/preview', '/apply'].map((tail) => ({
    route: `${tail ? 'POST' : 'GET'} /api/trip-imports/:id${tail}`,
    url: `/api/trip-imports/${crypto.randomUUID()}${tail}`,
    ...(tail === '/apply' && { body: () => ({}) }),
    expect: row(401, 403, 403, 403, 403, 404),
  })),
  ...['accept', 'ignore'].map((word) => ({
    route: `POST /api/trip-import-changes/:id/${word}`,
    url: `/api/trip-import-changes/${crypto.randomUUID()}/${word}`,
    expect: row(401, 403, 403, 403, 403, 404),
  })),
  {
    route: 'GET /api/trip-import-mappings/:payerId',
    url: `/api/trip-import-mappings/${crypto.randomUUID()}`,
    expect: row(401, 403, 403, 403, 403, 404),
  },
  {
    route: 'PUT /api/trip-import-mappings/:payerId',
    url: `/api/trip-import-mappings/${crypto.randomUUID()}`,
    body: () => READY_MAPPINGS.generic,
    expect: row(401, 403, 403, 403, 403, 404),
  },
  // API tokens (docs/decisions/102-api-tokens.md): administrators, signed in.
  { route: 'GET /api/api-tokens', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/api-tokens',
    body: () => ({ name: 'Broker feed', scopes: ['trips:read'], expiresOn: daysFromToday(30) }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'POST /api/api-tokens/:id/revoke',
    url: `/api/api-tokens/${crypto.randomUUID()}/revoke`,
    expect: row(401, 403, 403, 403, 403, 404),
  },
  // Pay statements (docs/decisions/071-contractor-pay.md): administrators; a driver reads their own once issued.
  { route: 'GET /api/pay-statements', expect: row(401, 403, 403, 403, 403, 200) },
  // A period with no trips: the administrator passes the permission check and hears there is nothing to pay.
  {
    route: 'GET /api/pay-statements/unpaid',
    url: '/api/pay-statements/unpaid?periodFrom=2020-01-01&periodTo=2020-01-31',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/pay-statements/all',
    body: () => ({ periodFrom: '2020-01-01', periodTo: '2020-01-31' }),
    expect: row(401, 403, 403, 403, 403, 422),
  },
  {
    route: 'GET /api/invoices/unbilled-period',
    url: '/api/invoices/unbilled-period?payerId={billPayer}',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/jobs/:id/billing', url: '/api/jobs/{job}/billing', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/jobs/export', body: () => ({ ids: [ids.job] }), expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/jobs/candidates',
    body: () => ({
      levelOfService: 'ambulatory',
      escortCount: 0,
      pickupTime: '2030-05-01T14:00:00.000Z',
      dropoffTime: '2030-05-01T14:45:00.000Z',
    }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/referrals/:id/billing',
    url: '/api/referrals/{referral}/billing',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/pay-statements',
    body: () => ({ driverId: ids.payDriver, ...payPeriod() }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  { route: 'GET /api/drivers/me/pay-statements', expect: row(401, 403, 403, 200, 200, 403) },
  {
    route: 'GET /api/pay-statements/:id',
    url: '/api/pay-statements/{payStatement}',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'GET /api/pay-statements/:id/statement.pdf',
    url: '/api/pay-statements/{payStatement}/statement.pdf',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'GET /api/pay-statements/:id/statement.csv',
    url: '/api/pay-statements/{payStatement}/statement.csv',
    expect: row(401, 403, 403, 200, 404, 200),
  },
  {
    route: 'POST /api/pay-statements/:id/adjustments',
    url: '/api/pay-statements/{payStatement}/adjustments',
    body: () => ({ description: 'Toll repaid', amount: '4.50' }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'POST /api/pay-statements/:id/issue',
    url: '/api/pay-statements/{statementToIssue}/issue',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/pay-statements/:id/paid',
    url: '/api/pay-statements/{statementToPay}/paid',
    body: () => ({ paidOn: '2026-11-02' }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/pay-statements/:id/void',
    url: '/api/pay-statements/{statementToVoid}/void',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/messages', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'GET /api/outbox', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/messages/:id/retry',
    url: '/api/messages/{message}/retry',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/message-templates', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'PUT /api/message-templates/:event',
    url: '/api/message-templates/referral_received',
    body: () => TEMPLATE,
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'DELETE /api/message-templates/:event',
    url: '/api/message-templates/referral_received',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/message-templates/:event/preview',
    url: '/api/message-templates/referral_received/preview',
    body: () => TEMPLATE,
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'POST /api/sms/inbound', body: () => ({ from: '+12155550142', body: 'STOP' }), expect: all(404) },
  // A rider's trip page: public behind its private link; a link nobody was given opens nothing for anyone.
  { route: 'GET /api/trip/:token', url: `/api/trip/${'A'.repeat(43)}`, expect: all(404) },
  { route: 'GET /t/:token', url: `/t/${'A'.repeat(43)}`, expect: all(404) },
  // Without TWILIO_* set the provider's webhooks do not exist; with them, only its signature opens them.
  { route: 'POST /api/sms/twilio/inbound', body: () => ({ From: '+12155550142', Body: 'STOP' }), expect: all(404) },
  {
    route: 'POST /api/sms/twilio/status',
    body: () => ({ MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' }),
    expect: all(404),
  },
  {
    route: 'POST /api/dispatch/proposals/:id/apply',
    url: '/api/dispatch/proposals/{proposal}/apply',
    body: () => ({}),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // Live changes: every signed-in user has a stream, carrying only what they may read (docs/decisions/050-live-changes.md).
  { route: 'GET /api/events', url: '/api/events?timeout=0', expect: row(401, 200, 200, 200, 200, 200) },
  // The company's policies: everyone signed in reads them, an administrator changes them (docs/decisions/049-company-policies.md).
  { route: 'GET /api/policies', expect: row(401, 200, 200, 200, 200, 200) },
  {
    route: 'PUT /api/policies',
    body: () => ({ trip: DEFAULT_TRIP_POLICY }),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  // Standing orders and holidays: administrators only (docs/decisions/048-standing-orders.md).
  { route: 'GET /api/standing-orders', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/standing-orders',
    body: () => standingOrderInput(ids.rider),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'POST /api/standing-orders/preview',
    body: () => standingOrderInput(ids.rider),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/standing-orders/runs', expect: row(401, 403, 403, 403, 403, 200) },
  { route: 'POST /api/standing-orders/generate', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'GET /api/standing-orders/:id',
    url: '/api/standing-orders/{standingOrder}',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /api/standing-orders/:id',
    url: '/api/standing-orders/{standingOrder}',
    body: () => standingOrderInput(ids.rider),
    expect: row(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'DELETE /api/standing-orders/:id',
    url: '/api/standing-orders/{standingOrder}',
    expect: row(401, 403, 403, 403, 403, 200),
  },
  { route: 'GET /api/holidays', expect: row(401, 403, 403, 403, 403, 200) },
  {
    route: 'POST /api/holidays',
    body: () => ({ date: '2031-12-25', name: 'Christmas Day' }),
    expect: row(401, 403, 403, 403, 403, 201),
  },
  { route: 'DELETE /api/holidays/:date', url: '/api/holidays/2031-12-25', expect: row(401, 403, 403, 403, 403, 204) },
];

describe('authorization matrix (decision 021)', () => {
  it('has a row for every registered route', () => {
    const covered = new Set(cases.map((c) => c.route));
    const missing = routes.filter((r) => !covered.has(r) && !r.startsWith('GET /assets') && r !== 'GET /robots.txt');
    expect(missing).toEqual([]);
  });

  for (const c of cases) {
    it(`${c.route}`, async () => {
      const [method] = c.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
      const seen: Partial<Expect> = {};
      for (const caller of CALLERS) {
        const session = c.consumesSession ? await signedIn(t.app, t.database.db, roleOf(caller)) : who[caller];
        const url = (c.url ?? c.route.split(' ')[1]!).replace(/\{(\w+)\}/g, (_m, key: keyof typeof ids) => ids[key]);
        const res = await t.app.inject({
          method,
          url,
          ...(c.body && { payload: c.body() }),
          headers: session.cookie ? { cookie: session.cookie } : {},
        });
        seen[caller] = res.statusCode;
      }
      expect(seen).toEqual(c.expect);
    });
  }
});
