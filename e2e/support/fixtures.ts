import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { accountInput } from '../../src/server/demo/samples';
import { applyAsDriver, equipDriver, inspectVehicle, newPartner, signIn } from './api';
import { E2E_ADMIN } from './server';

/**
 * The people a journey needs, made and signed in through the real API before it starts, so a journey
 * spends its steps on what it tests; only the journeys that test the sign-in and register forms go
 * through those forms. Each person has their own cookie jar (and `partnerPage` / `driverPage` their own
 * browser context), so several can act in one journey; everything a fixture opens is closed after it.
 */

/** An account registered through the API, signed in on its own API request context. */
export interface Member {
  account: { username: string; password: string; firstName: string; lastName: string; email: string; role: string };
  api: APIRequestContext;
}

export type Partner = Member & Pick<Awaited<ReturnType<typeof newPartner>>, 'refer'>;

/** A driver whose application the admin approved: can be assigned jobs. */
export type ApprovedDriver = Awaited<ReturnType<typeof applyAsDriver>>;

interface Fixtures {
  /** The admin's API session, for set-up the journey does not test. */
  adminApi: APIRequestContext;
  /** The journey's own `page`, signed in as the journey admin. */
  adminPage: Page;
  /** A referral partner who sends the sample referral through the API with `refer`. */
  partner: Partner;
  /** A page of its own (own browser context) in the partner's session. */
  partnerPage: Page;
  /** A driver's account without an application: the portal, without spending the per-address application limit. */
  driver: Member;
  /** A page of its own (own browser context) in the driver's session. */
  driverPage: Page;
  /**
   * A driver who applied through the API, was approved and given a vehicle and verified credentials. Each spends one of the server's applications per
   * address and hour, which all the journeys share: prefer `driver` unless the journey assigns jobs.
   */
  approvedDriver: ApprovedDriver;
  /** An approved driver with a vehicle and credentials who has not inspected the vehicle today. */
  uninspectedDriver: ApprovedDriver;
  /** A driver approved a moment ago, with no vehicle or credentials on file yet (the credentials journey adds them). */
  newlyApprovedDriver: ApprovedDriver;
}

/**
 * A page in a browser context of its own that carries the member's session cookie, so the page and the
 * member's API context act as the same signed-in person without a second sign-in.
 */
async function pageInSession(
  browser: Browser,
  baseURL: string | undefined,
  member: Member,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies((await member.api.storageState()).cookies);
  await use(await context.newPage());
  await context.close();
}

export const test = base.extend<Fixtures>({
  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post('/api/login', { data: E2E_ADMIN });
    expect(response.ok(), await response.text()).toBe(true);
    await use(api);
    await api.dispose();
  },

  adminPage: async ({ page }, use) => {
    await signIn(page, E2E_ADMIN);
    await use(page);
  },

  partner: async ({ playwright, baseURL }, use) => {
    // Registering signs the new account in on this context.
    const api = await playwright.request.newContext({ baseURL });
    const { account, refer } = await newPartner(api);
    await use({ account, api, refer });
    await api.dispose();
  },

  partnerPage: async ({ browser, baseURL, partner }, use) => pageInSession(browser, baseURL, partner, use),

  driver: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const account = accountInput({ role: 'driver' });
    const registered = await api.post('/api/register', { data: account });
    expect(registered.status(), await registered.text()).toBe(201);
    await use({ account, api });
    await api.dispose();
  },

  driverPage: async ({ browser, baseURL, driver }, use) => pageInSession(browser, baseURL, driver, use),

  approvedDriver: async ({ adminApi, newlyApprovedDriver }, use) => {
    // Safe assignment refuses a driver without a vehicle and verified credentials; the first Start Job of the day
    // waits for the vehicle inspection.
    await equipDriver(adminApi, newlyApprovedDriver.id);
    await inspectVehicle(newlyApprovedDriver);
    await use(newlyApprovedDriver);
  },
  uninspectedDriver: async ({ adminApi, newlyApprovedDriver }, use) => {
    await equipDriver(adminApi, newlyApprovedDriver.id);
    await use(newlyApprovedDriver);
  },
  newlyApprovedDriver: async ({ adminApi }, use) => {
    const driver = await applyAsDriver('Jordan Lee');
    const approved = await adminApi.put(`/api/drivers/${driver.id}`, {
      data: { status: 'approved', acknowledgeMissing: true },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await use(driver);
  },
});

export { expect };
