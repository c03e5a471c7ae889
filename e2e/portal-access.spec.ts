import { expect, test, type Page } from '@playwright/test';
import { newPartner, signIn } from './support/api';
import { E2E_ADMIN } from './support/server';

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

test('an administrator opening the driver portal is sent to the dashboard without asking for a driver record', async ({ page }) => {
  const seen = watch(page);
  await signIn(page, E2E_ADMIN);
  await page.goto('/driver-portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('tab', { name: 'Drivers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  expect(seen.driverRecordCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test('a referral partner opening the driver portal is sent to their own dashboard view', async ({ page }) => {
  const partner = await newPartner();
  await partner.dispose();
  const seen = watch(page);
  await signIn(page, partner.account);
  await page.goto('/driver-portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  expect(seen.driverRecordCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});
