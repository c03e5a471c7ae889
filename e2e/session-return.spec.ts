import { E2E_ADMIN } from './support/server';
import { expect, test } from './support/fixtures';

// An ended session sends the user to sign in, and back to the page they were on (docs/decisions/018-portal-polish.md).
test('an administrator whose session ended signs in again and returns to the page they were on', async ({
  adminPage: page,
}) => {
  // The page has finished loading before the session ends: the live stream (opened once the page is idle) and the
  // Drivers tab's two lists (its code arrives after the page's). A refusal of any of them would rightly send the
  // user to sign in before they click anything.
  const loaded = (path: string, search = '') =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === path && url.search.includes(search);
    });
  const settled = Promise.all([
    loaded('/api/events'),
    loaded('/api/drivers', 'status=pending'),
    loaded('/api/drivers', 'limit=20'),
  ]);
  await page.goto('/dashboard?from=journey');
  await expect(page.getByRole('tab', { name: 'Referrals' })).toBeVisible();
  await settled;

  // The session ends on the server (idle time-out, signed out elsewhere) while the page stays open.
  await page.context().clearCookies();
  await page.getByRole('tab', { name: 'Referrals' }).click();

  // The tab is part of the address, so the return is to the view chosen as the session ended.
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%3Ffrom%3Djourney%26tab%3Dreferrals$/);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\?from=journey&tab=referrals$/);
  await expect(page.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
});

test('a driver opening the portal without a session signs in at the driver login and lands back on it', async ({
  page,
  driver: { account },
}) => {
  // The driver's session lives in the fixture's own browser context; this page has none.
  await page.goto('/driver-portal');
  await expect(page).toHaveURL(/\/driver-login\?next=%2Fdriver-portal$/);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /Sign In|Login/ }).click();
  await expect(page).toHaveURL(/\/driver-portal$/);
});

test('a sign-in link cannot send the user to another site afterwards', async ({ page }) => {
  await page.goto('/auth?next=//evil.example/steal');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
});
