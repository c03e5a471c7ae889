import { expect, test } from '@playwright/test';
import { loginThroughForm } from './support/accounts';

test('one notification at a time, closed after 5 seconds (docs/product/statuses.md and docs/product/constants.md)', async ({
  page,
}) => {
  await loginThroughForm(page, 'nobody_at_all', 'wrong-password');
  const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Login failed');

  // A second failure replaces the first rather than stacking.
  const second = page.waitForResponse('**/api/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await second;
  await page.waitForTimeout(300);
  await expect(toasts).toHaveCount(1);

  await page.waitForTimeout(5500);
  await expect(toasts).toHaveCount(0);
});

test('F8 moves focus to the notification, and its close button dismisses it', async ({ page }) => {
  await loginThroughForm(page, 'nobody_at_all', 'wrong-password');
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(region.getByRole('list')).toBeFocused();
  await region.getByRole('button', { name: 'Close notification' }).click();
  await expect(region.getByRole('listitem')).toHaveCount(0);
});

test('a spinner shows while the session is being checked', async ({ page }) => {
  // Hold the real session call back for a moment so the loading state can be seen; nothing is faked.
  await page.route('**/api/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page).toHaveURL('/auth?next=%2Fdashboard');
});
