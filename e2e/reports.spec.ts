import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEFAULT_TRIP_POLICY } from '../src/domain/trip';
import { jobInput } from '../src/server/demo/samples';
import { expectToast, loginThroughForm } from './support/accounts';
import { tag, type applyAsDriver } from './support/api';
import { noAxeViolations } from './support/axe';
import { signAndComplete } from './support/dropoff';
import { expect, test } from './support/fixtures';

// docs/decisions/107-late-reasons-and-signers.md and 108-reports.md: a driver on a phone picks up late and says why,
// online and once without signal; the administrator finds the day's on-time share and the late trip with its reason
// on the Reports screen and downloads the verification CSV.

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

type Driver = Awaited<ReturnType<typeof applyAsDriver>>;

const companyDay = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/**
 * A leg for the driver whose pickup was three minutes ago (ten seconds, just after the company's midnight, so it is
 * still today's run), under an on-time window of none: its pickup is late whenever it is recorded.
 */
async function lateLeg(adminApi: APIRequestContext, driver: Driver, rider: string) {
  const now = Date.now();
  const pickup = companyDay(now - 3 * 60_000) === companyDay(now) ? now - 3 * 60_000 : now - 10_000;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({ patientName: rider, pickupTime: new Date(pickup).toISOString(), assignedDriverId: driver.id }),
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

/** The journey under an on-time window of none, the company's policy put back after it, whatever happens. */
async function withoutOnTimeWindow(adminApi: APIRequestContext, journey: () => Promise<void>) {
  const set = await adminApi.put('/api/policies', {
    data: { trip: { ...DEFAULT_TRIP_POLICY, onTimeWindowMinutes: 0 } },
  });
  expect(set.status(), await set.text()).toBe(200);
  try {
    await journey();
  } finally {
    const restored = await adminApi.put('/api/policies', { data: { trip: DEFAULT_TRIP_POLICY } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
}

async function phoneOf(browser: Browser, driver: Driver) {
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    permissions: ['geolocation'],
    geolocation: { latitude: 39.9526, longitude: -75.1652, accuracy: 9 },
  });
  const page = await phone.newPage();
  await loginThroughForm(page, driver.username, driver.password);
  return { phone, page, next: page.getByRole('region', { name: 'Next' }) };
}

test('a late pickup asks why on the phone, and Reports shows the on-time share, the late trip and its reason', async ({
  browser,
  adminApi,
  adminPage,
  approvedDriver,
}) => {
  await withoutOnTimeWindow(adminApi, async () => {
    const rider = `Lena Late ${tag()}`;
    const jobId = await lateLeg(adminApi, approvedDriver, rider);
    const { phone, page, next } = await phoneOf(browser, approvedDriver);
    await next.getByRole('button', { name: 'Accept Job' }).click();
    await next.getByRole('button', { name: 'Start Job' }).click();
    await expectToast(page, 'Job updated');
    await next.getByRole('button', { name: 'Arrived at pickup' }).click();
    await expectToast(page, 'Arrival recorded');
    await next.getByRole('button', { name: 'Rider picked up' }).click();
    // The question comes before the pickup is recorded, with one big button per reason.
    await expect(next.getByRole('heading', { name: /You are \d+ min late\. Why\?/ })).toBeFocused();
    await shot(page, 'late-reason-375');
    await next.getByRole('button', { name: 'Traffic' }).click();
    await next.getByRole('button', { name: 'Skip' }).click();
    await expectToast(page, 'Pickup recorded');
    await next.getByRole('button', { name: 'Mark as Complete' }).click();
    await signAndComplete(page);
    const proof = (await (await adminApi.get(`/api/jobs/${jobId}/proof`)).json()) as {
      events: { kind: string; lateReason: string | null; signerType: string | null }[];
    };
    expect(proof.events.find((e) => e.kind === 'pickup')?.lateReason).toBe('traffic');
    expect(proof.events.find((e) => e.kind === 'dropoff')?.signerType).toBe('rider');
    await phone.close();

    // The administrator's Reports, for this driver: one timed pickup, late.
    await adminPage.goto('/reports');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await adminPage.getByRole('combobox', { name: 'Driver' }).selectOption({ label: approvedDriver.fullName });
    const tiles = adminPage.locator('dl').filter({ hasText: 'On-time pickups' }).first();
    await expect(tiles).toContainText('0%');
    await expect(tiles).toContainText('0 of 1');
    await expect(tiles).toContainText('Within 0 minutes of the scheduled time');
    const late = adminPage.getByRole('table', { name: 'Late pickups' });
    await expect(late.getByRole('row').filter({ hasText: rider })).toContainText('Traffic');
    await noAxeViolations(adminPage);
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await shot(adminPage, 'reports-1280');

    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('link', { name: 'Download trip verification (CSV)' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const row = csv.split('\r\n').find((line) => line.includes(rider));
    expect(row).toContain('traffic');
    expect(row).toContain(',completed,');
    expect(csv.split('\r\n')[0]).toMatch(/^jobId,brokerTripId,day,/);

    // The printable page: the figures, charts and tables without the controls.
    await adminPage.emulateMedia({ media: 'print' });
    await expect(adminPage.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(adminPage.getByRole('link', { name: 'Day board' }).first()).toBeHidden();
    await expect(adminPage.getByRole('button', { name: 'Export CSV' }).first()).toBeHidden();
    await expect(adminPage.getByRole('link', { name: 'Download trip verification (CSV)' })).toBeHidden();
    await expect(late.getByRole('row').filter({ hasText: rider })).toBeVisible();
    await shot(adminPage, 'reports-print');
    await adminPage.emulateMedia({ media: null });

    await adminPage.setViewportSize({ width: 375, height: 812 });
    await expect(late).toBeVisible();
    await noAxeViolations(adminPage);
    await shot(adminPage, 'reports-375');
  });
});

test('a late pickup taken without signal keeps its reason and is recorded with it when the signal returns', async ({
  browser,
  adminApi,
  approvedDriver,
}) => {
  await withoutOnTimeWindow(adminApi, async () => {
    const jobId = await lateLeg(adminApi, approvedDriver, `Omar Offline ${tag()}`);
    const { phone, page, next } = await phoneOf(browser, approvedDriver);
    await next.getByRole('button', { name: 'Accept Job' }).click();
    await next.getByRole('button', { name: 'Start Job' }).click();
    // Accepting showed the same toast: only the server's record says the start has gone before the signal does.
    await expect
      .poll(async () => ((await (await adminApi.get(`/api/jobs/${jobId}`)).json()) as { status: string }).status)
      .toBe('in_progress');

    await phone.setOffline(true);
    await next.getByRole('button', { name: 'Arrived at pickup' }).click();
    await next.getByRole('button', { name: 'Rider picked up' }).click();
    await next.getByRole('button', { name: 'Other' }).click();
    await next.getByLabel('What happened').fill('Gate code changed');
    await next.getByRole('button', { name: 'Continue' }).click();
    await next.getByRole('button', { name: 'Skip' }).click();
    const waiting = page.getByRole('region', { name: /^Waiting to send/ });
    await expect(waiting).toHaveAccessibleName('Waiting to send (2)');

    await phone.setOffline(false);
    await expect(waiting).toHaveCount(0, { timeout: 15_000 });
    const proof = (await (await adminApi.get(`/api/jobs/${jobId}/proof`)).json()) as {
      intact: boolean;
      events: { kind: string; lateReason: string | null; lateNote: string | null }[];
    };
    expect(proof.intact).toBe(true);
    expect(proof.events.find((e) => e.kind === 'pickup')).toMatchObject({
      lateReason: 'other',
      lateNote: 'Gate code changed',
    });
    await phone.close();
  });
});
