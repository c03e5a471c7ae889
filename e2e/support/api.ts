import { randomBytes } from 'node:crypto';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';
import { E2E_PORT } from './server';

/** Shared journey set-up through the real API: applicants, partners and their referrals, signing in. */
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const tag = () => randomBytes(3).toString('hex');

/** A fresh cookie jar, so each applicant or partner has their own session. */
export async function freshContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL });
}

/** A visitor's application through the API (the body of e2e/driver-application.spec.ts, without documents). */
export async function applyAsDriver(fullName: string) {
  const t = tag();
  const applicant = { username: `drv_${t}`, password: PASSWORD, fullName: `${fullName} ${t}` };
  const api = await freshContext();
  const response = await api.post('/api/drivers', {
    data: {
      ...applicant,
      confirmPassword: PASSWORD,
      phoneNumber: '(215) 555-0142',
      email: `drv_${t}@example.com`,
      city: 'Philadelphia',
      state: 'PA',
      vehicleInfo: '2021 Toyota Sienna, wheelchair ramp',
      backgroundCheckConsent: true,
      contractAgreementSigned: true,
      digitalSignature: applicant.fullName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  return { ...applicant, id };
}

export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A referral partner with their own session, who sends referrals through the API. */
export async function newPartner() {
  const t = tag();
  const api = await freshContext();
  const account = { username: `partner_${t}`, password: PASSWORD };
  const registered = await api.post('/api/register', {
    data: { ...account, confirmPassword: PASSWORD, email: `partner_${t}@example.com`, firstName: 'Priya', lastName: 'Case', role: 'referral_partner' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const refer = async (patientName: string) => {
    const response = await api.post('/api/referrals', {
      data: {
        referrerName: 'Priya Case',
        referrerCompany: 'Harbor Rehab Clinic',
        referrerPhone: '(267) 555-0190',
        referrerEmail: `partner_${t}@example.com`,
        patientName,
        patientDob: '1951-04-02',
        patientPhone: '(215) 555-0123',
        pickupLocation: '12 Elm Street, Philadelphia, PA',
        dropoffLocation: 'Harbor Rehab Clinic, 400 Market Street, Philadelphia, PA',
        transportType: 'wheelchair',
        appointmentDate: inDays(7),
        appointmentTime: '09:30',
        notes: 'Needs help with the front steps',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; patientName: string };
  };
  return { account, refer, dispose: () => api.dispose() };
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

/** An unassigned or assigned job two days ahead, through the admin API. */
export async function createJob(admin: APIRequestContext, patientName: string, assignedDriverId: string | null): Promise<ApiJob> {
  const pickup = Date.now() + 2 * 86_400_000;
  const response = await admin.post('/api/jobs', {
    data: {
      patientName,
      patientPhone: '(215) 555-0177',
      pickupAddress: '1200 Spruce St, Philadelphia, PA 19107',
      dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
      jobRate: '65.00',
      assignedDriverId,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiJob;
}
