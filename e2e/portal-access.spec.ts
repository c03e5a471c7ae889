import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginThroughForm } from './support/accounts';

/** Records every call to the driver's own record and every console error while the page is used. */
function watch(page: Page) {
  const driverRecordCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/drivers/me') driverRecordCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { driverRecordCalls, consoleErrors };
}

test('an administrator opening the driver portal is sent to the dashboard without asking for a driver record', async ({
  adminPage: page,
}) => {
  const seen = watch(page);
  await page.goto('/driver-portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('tab', { name: 'Drivers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  expect(seen.driverRecordCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test('a referral partner opening the driver portal is sent to their own dashboard view', async ({
  partnerPage: page,
}) => {
  const seen = watch(page);
  await page.goto('/driver-portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  expect(seen.driverRecordCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

// The service worker would answer these reads from its own fetch, which the page may report as well.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test("on a driver's own phone the portal asks for the record and today's run once each, before the session answers", async ({
    page,
    approvedDriver: driver,
  }) => {
    await loginThroughForm(page, driver.username, driver.password);
    await expect(page).toHaveURL('/driver-portal');
    // The first opening's own reads are done before the count starts.
    await expect(page.getByText('No trips today.')).toBeVisible();
    // Opened again, as a driver opens it each morning: the reads start beside the session check and are used, not repeated.
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/drivers/me', '/api/jobs/driver/me/day', '/api/session'].includes(path)) order.push(path);
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
    await expect(page.getByText('No trips today.')).toBeVisible();
    expect(order.filter((path) => path === '/api/drivers/me')).toHaveLength(1);
    expect(order.filter((path) => path === '/api/jobs/driver/me/day')).toHaveLength(1);
    expect(order.indexOf('/api/jobs/driver/me/day')).toBeLessThan(order.indexOf('/api/session'));
  });
});
