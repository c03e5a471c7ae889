import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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

test('an administrator opening the driver portal is sent to the dashboard without asking for a driver record', async ({ adminPage: page }) => {
  const seen = watch(page);
  await page.goto('/driver-portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('tab', { name: 'Drivers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  expect(seen.driverRecordCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test('a referral partner opening the driver portal is sent to their own dashboard view', async ({ partnerPage: page }) => {
  const seen = watch(page);
  await page.goto('/driver-portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  expect(seen.driverRecordCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});
