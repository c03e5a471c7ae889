import type { Page } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { jobInput, riderInput } from '../src/server/demo/samples';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The operations workspace (docs/decisions/052-operations-workspace.md): its own frame, rail and search, with the view in the address. */

const rail = (page: Page) => page.getByRole('navigation', { name: 'Workspace' });

test('staff screens open in the workspace: the rail, the company’s date, no marketing footer, and the view in the address', async ({
  adminPage: page,
  adminApi,
}) => {
  await page.goto('/dashboard');
  const today = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_COMPANY.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(page.getByRole('banner')).toContainText(today);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(rail(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // A dashboard tab is a link of the rail and a place in the address: a reload opens the same view.
  await rail(page).getByRole('link', { name: 'Referrals' }).click();
  await expect(page).toHaveURL('/dashboard?tab=referrals');
  await expect(page.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
  await expect(rail(page).getByRole('link', { name: 'Referrals' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page).toHaveURL('/dashboard?tab=audit');

  // The jobs list's filters are in the address too.
  await rail(page).getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('group', { name: 'Filter jobs' }).getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page).toHaveURL('/jobs?status=pending');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Filter jobs' }).getByLabel('Status')).toHaveValue('pending');

  // So are the riders' search, the vehicles' filter and the credentials' window.
  const rider = riderInput();
  expect((await adminApi.post('/api/riders', { data: rider })).status()).toBe(201);
  await page.goto(`/riders?q=${encodeURIComponent(rider.fullName)}`);
  await expect(page.getByLabel('Search riders')).toHaveValue(rider.fullName);
  await expect(page.getByRole('row').filter({ hasText: rider.fullName })).toHaveCount(1);
  await page.getByLabel('Search riders').fill('nobody by this name');
  await expect(page).toHaveURL('/riders?q=nobody+by+this+name');
  await rail(page).getByRole('link', { name: 'Vehicles' }).click();
  await page.getByLabel('Filter by status').selectOption({ label: 'Out of service' });
  await expect(page).toHaveURL('/vehicles?status=out_of_service');
  await page.goto('/credentials?days=60');
  await expect(page.getByLabel('Expiring within')).toHaveValue('60');
  await page.getByLabel('Expiring within').selectOption('90');
  await expect(page).toHaveURL('/credentials?days=90');

  // The public site keeps its own layout for a signed-in admin.
  await rail(page).getByRole('link', { name: 'Public website' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(rail(page)).toHaveCount(0);
});

test('the header’s search finds a rider by name or phone, and Enter lists the jobs of that name', async ({
  adminPage: page,
  adminApi,
}) => {
  // A number of its own: the sample riders share one. The exchange starts with 2–9, as a US number's must.
  const digits = String(Math.floor(2_000_000 + Math.random() * 7_999_999));
  const rider = riderInput({ phone: `(484) ${digits.slice(0, 3)}-${digits.slice(3)}` });
  const made = await adminApi.post('/api/riders', { data: rider });
  expect(made.status(), await made.text()).toBe(201);
  const riderId = ((await made.json()) as { id: string }).id;
  const job = await adminApi.post('/api/jobs', { data: jobInput({ patientName: rider.fullName }) });
  expect(job.status(), await job.text()).toBe(201);

  await page.goto('/dispatch');
  const search = page.getByRole('search', { name: 'Search rider, phone or job' });
  await search.getByRole('searchbox').fill(digits);
  const found = search.getByRole('link', { name: new RegExp(rider.fullName) });
  await expect(found).toBeVisible();
  // The keyboard goes from the field into the results.
  await search.getByRole('searchbox').press('ArrowDown');
  await expect(search.getByRole('link').first()).toBeFocused();
  await found.click();
  await expect(page).toHaveURL(`/riders/${riderId}`);
  await expect(page.getByRole('heading', { level: 1, name: rider.fullName })).toBeVisible();

  await search.getByRole('searchbox').fill(rider.fullName);
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(`/jobs?q=${encodeURIComponent(rider.fullName).replace(/%20/g, '+')}`);
  await expect(page.getByLabel('Rider or phone')).toHaveValue(rider.fullName);
  // A wide screen lists jobs as a table: one row for the one job of that name.
  await expect(page.getByRole('row').filter({ hasText: rider.fullName })).toHaveCount(1);
});

const ADMIN_SCREENS = [
  '/dashboard',
  '/dashboard?tab=referrals',
  '/dashboard?tab=settings',
  '/dashboard?tab=audit',
  '/dispatch',
  '/jobs',
  '/riders',
  '/standing-orders',
  '/vehicles',
  '/credentials',
];

for (const width of [375, 1280]) {
  test(`every administrator’s workspace screen passes axe at ${width} px, the menu open on a phone`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // No spinner left: axe reads the finished screen.
      await expect(page.locator('div[role="status"][aria-label]')).toHaveCount(0);
      await noAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    if (width === 375) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(rail(page).getByRole('link', { name: 'Day board' })).toBeVisible();
      await expect(page.getByRole('search', { name: 'Search rider, phone or job' })).toBeVisible();
      await noAxeViolations(page);
      await rail(page).getByRole('link', { name: 'Day board' }).click();
      await expect(page).toHaveURL('/dispatch');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    } else {
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    }
  });

  test(`the partner’s and the driver’s workspace pass axe at ${width} px`, async ({ partnerPage, driverPage }) => {
    for (const [page, path, rail0] of [
      [partnerPage, '/dashboard', 'My referrals'],
      [driverPage, '/driver-portal', 'Driver portal'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // Only administrators search riders and jobs.
      await expect(page.getByRole('search')).toHaveCount(0);
      if (width === 375) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(rail(page).getByRole('link', { name: rail0 })).toHaveAttribute('aria-current', 'page');
      await expect(rail(page).getByRole('link', { name: 'Day board' })).toHaveCount(0);
      await noAxeViolations(page);
    }
  });
}
