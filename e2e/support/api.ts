import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { accountInput, driverApplicationInput, jobInput, referralInput, uniqueTag } from '../../src/server/demo/samples';
import { E2E_PORT } from './server';

/**
 * Shared journey set-up through the real API: applicants, partners and their referrals, signing in. The
 * bodies are the same samples the API tests send and the demo content stores (src/server/demo/samples.ts).
 */
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const tag = uniqueTag;

/** A fresh cookie jar, so each applicant or partner has their own session. */
export async function freshContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL });
}

/**
 * A visitor's application through the API (the body of e2e/driver-application.spec.ts, without documents).
 * Each one spends one of the server's applications per address and hour: a journey that only needs a
 * driver's account registers one instead (the `driver` fixture).
 */
export async function applyAsDriver(fullName: string) {
  const t = tag();
  const application = driverApplicationInput({ fullName: `${fullName} ${t}`, digitalSignature: `${fullName} ${t}` }, t);
  const api = await freshContext();
  const response = await api.post('/api/drivers', { data: application });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  const { username, password, city, state, vehicleInfo } = application;
  return { username, password, fullName: application.fullName, city, state, vehicleInfo, id };
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
  const response = await page.request.post('/api/login', { data: { username: credentials.username, password: credentials.password } });
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

/** An unassigned or assigned job (the sample job, two days ahead), through the admin API. */
export async function createJob(admin: APIRequestContext, patientName: string, assignedDriverId: string | null): Promise<ApiJob> {
  const pickupTime = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const response = await admin.post('/api/jobs', { data: jobInput({ patientName, pickupTime, assignedDriverId }) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiJob;
}
