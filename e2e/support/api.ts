import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { inspectionAnswers } from '../../src/domain/inspection-items';
import {
  accountInput,
  driverApplicationInput,
  jobInput,
  referralInput,
  uniqueTag,
} from '../../src/server/demo/samples';
import { requiredCredentials, type CredentialKind } from '../../src/domain/credential';
import { daysFromToday } from '../../src/domain/dates';
import { vinCheckDigit } from '../../src/domain/vin';
import type { LevelOfService } from '../../src/domain/level-of-service';
import type { PayerType } from '../../src/domain/payer';
import { payerBody, rateBody } from '../../src/server/test/payer';
import { E2E_PORT } from './server';

/**
 * Shared journey set-up through the real API: applicants, partners and their referrals, signing in. The
 * bodies are the same samples the API tests send and the demo content stores (src/server/demo/samples.ts).
 */
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const tag = uniqueTag;

/** A fresh cookie jar, so each applicant or partner has their own session. */
export async function freshContext(baseURL = BASE_URL): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

let applicants = 0;

/**
 * The driver's pre-trip vehicle inspection for today, every item OK, sent as the driver (docs/decisions/
 * 063-pre-trip-inspection.md): without it the server refuses their first "Start Job" of the day.
 */
export async function inspectVehicle(driver: { username: string; password: string }, baseURL = BASE_URL) {
  const api = await freshContext(baseURL);
  const signedIn = await api.post('/api/login', { data: { username: driver.username, password: driver.password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const inspected = await api.post('/api/drivers/me/inspection', {
    data: { items: inspectionAnswers(), odometer: 48_210 },
  });
  expect(inspected.status(), await inspected.text()).toBe(201);
  await api.dispose();
}

const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The three documents an application needs, each uploaded as its own kind by this visitor (ticket, PUT, confirm). */
async function uploadApplicationDocuments(api: APIRequestContext, headers: Record<string, string>) {
  const documents: Record<string, string> = {};
  for (const [kind, field] of [
    ['license', 'licenseUrl'],
    ['insurance', 'insuranceUrl'],
    ['w9', 'w9Url'],
  ] as const) {
    const ticket = await api.post('/api/objects/upload', {
      data: { kind, filename: `${kind}.pdf`, contentType: 'application/pdf', size: SAMPLE_PDF.length },
      headers,
    });
    expect(ticket.status(), await ticket.text()).toBe(201);
    const {
      objectId,
      uploadURL,
      headers: putHeaders,
    } = (await ticket.json()) as { objectId: string; uploadURL: string; headers: Record<string, string> };
    expect((await api.put(uploadURL, { data: SAMPLE_PDF, headers: { ...headers, ...putHeaders } })).ok()).toBe(true);
    const complete = await api.post(`/api/objects/${objectId}/complete`, { headers });
    expect(complete.ok(), await complete.text()).toBe(true);
    documents[field] = ((await complete.json()) as { url: string }).url;
  }
  return documents;
}

/**
 * A visitor's application through the API (the body of e2e/driver-application.spec.ts, its three documents uploaded
 * as the browser does), from an address of its own: the server allows so many applications per address and hour. A
 * journey that only needs a driver's account registers one instead (the `driver` fixture).
 */
export async function applyAsDriver(fullName: string, baseURL = BASE_URL) {
  const t = tag();
  const api = await freshContext(baseURL);
  const headers = { 'x-forwarded-for': `198.51.100.${++applicants % 250}` };
  const documents = await uploadApplicationDocuments(api, headers);
  const application = driverApplicationInput(
    { fullName: `${fullName} ${t}`, digitalSignature: `${fullName} ${t}`, ...documents },
    t,
  );
  const response = await api.post('/api/drivers', { data: application, headers });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  const { username, password, city, state, vehicleInfo } = application;
  return { username, password, fullName: application.fullName, city, state, vehicleInfo, id };
}

/**
 * An applicant the admin approved through the API, with nothing else: no vehicle and no credentials, so safe
 * assignment refuses them until the admin equips them (the `approvedDriver` fixture comes equipped).
 */
export async function approveDriver(admin: APIRequestContext, fullName: string) {
  const driver = await applyAsDriver(fullName);
  const approved = await admin.put(`/api/drivers/${driver.id}`, {
    data: { status: 'approved', acknowledgeMissing: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return driver;
}

/** A referral partner with their own session, who sends referrals through the API. */
export async function newPartner(api?: APIRequestContext) {
  const own = api ?? (await freshContext());
  const account = accountInput({ role: 'referral_partner' });
  const registered = await own.post('/api/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  /** Sends the sample referral for the patient named, as this partner. */
  const refer = async (patientName: string, overrides: Record<string, unknown> = {}) => {
    const response = await own.post('/api/referrals', { data: referralInput({ patientName, ...overrides }) });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; patientName: string };
  };
  return { account, api: own, refer, dispose: () => own.dispose() };
}

export async function signIn(page: Page, credentials: { username: string; password: string }) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/login', {
    data: { username: credentials.username, password: credentials.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A job as the API answers it. */
export interface ApiJob {
  id: string;
  patientName: string;
  status: string;
  pickupTime: string;
  dropoffTime: string;
  jobRate: string;
  assignedDriverId: string | null;
  referralId: string | null;
}

/** An unassigned or assigned job (the sample job, two days ahead, or as overridden), through the admin API. */
export async function createJob(
  admin: APIRequestContext,
  patientName: string,
  assignedDriverId: string | null,
  overrides: Record<string, unknown> = {},
): Promise<ApiJob> {
  const pickupTime = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const response = await admin.post('/api/jobs', {
    data: jobInput({ patientName, pickupTime, assignedDriverId, ...overrides }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiJob;
}

/** A VIN with a right check digit, different each call. */
function sampleVin(): string {
  const chars = [
    ...`1FT${uniqueTag().toUpperCase().replace(/[IOQ]/g, 'A')}0ZZ${String(Date.now()).slice(-5)}`
      .padEnd(17, '7')
      .slice(0, 17),
  ];
  chars[8] = vinCheckDigit(chars.join(''));
  return chars.join('');
}

/**
 * What safe assignment asks of a driver (docs/decisions/040-safe-assignment.md), through the administrator's API:
 * a wheelchair van in service with its papers good for a year, set as the driver's vehicle, and every credential
 * the company requires (PASS included) added and verified.
 * LEAD: the vehicle and credential routes come from the `vehicles` and `credentials` branches.
 */
export async function equipDriver(
  admin: APIRequestContext,
  driverId: string,
  /** Other dates for some credentials, e.g. a PASS that ran out last week; each is still verified. */
  dates: Partial<Record<CredentialKind, { issuedOn: string; expiresOn: string }>> = {},
) {
  const yearAhead = daysFromToday(365);
  const vehicle = await admin.post('/api/vehicles', {
    data: {
      number: `E2E-${uniqueTag()}`,
      make: 'Ford',
      model: 'Transit',
      year: 2024,
      plate: `E2E${uniqueTag().slice(0, 4)}`,
      vin: sampleVin(),
      ambulatorySeats: 6,
      wheelchairPositions: 2,
      liftOrRamp: 'ramp',
    },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const { id: vehicleId } = (await vehicle.json()) as { id: string };
  for (const kind of ['registration', 'insurance', 'inspection', 'lift_ramp_inspection']) {
    const document = await admin.post(`/api/vehicles/${vehicleId}/documents`, { data: { kind, expiresOn: yearAhead } });
    expect(document.ok(), await document.text()).toBe(true);
  }
  const assigned = await admin.put(`/api/drivers/${driverId}`, { data: { vehicleId } });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  for (const kind of requiredCredentials('wheelchair')) {
    const added = await admin.post(`/api/drivers/${driverId}/credentials`, {
      data: { kind, issuedOn: daysFromToday(-30), expiresOn: yearAhead, ...dates[kind] },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const verified = await admin.put(`/api/drivers/${driverId}/credentials/${id}`, { data: { verified: true } });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  return { vehicleId };
}

/**
 * A workers' compensation carrier with a rate for one level of service (the API tests' sample bodies, a name of
 * its own), through the administrator's API (docs/decisions/067-payers-and-rates.md).
 */
export async function createPayerWithRate(
  admin: APIRequestContext,
  level: LevelOfService,
  name = `Keystone Mutual WC ${uniqueTag()}`,
  type: PayerType = 'workers_comp',
) {
  const created = await admin.post('/api/payers', { data: payerBody({ name, type }) });
  expect(created.status(), await created.text()).toBe(201);
  const payer = (await created.json()) as { id: string; name: string };
  const rate = await admin.put(`/api/payers/${payer.id}/rates/${level}`, { data: rateBody() });
  expect(rate.ok(), await rate.text()).toBe(true);
  return payer;
}
