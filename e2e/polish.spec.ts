import { E2E_ADMIN } from './support/server';
import { expect, test } from './support/fixtures';

// Details a daily user notices (docs/decisions/018-portal-polish.md).
test('the sign-in page names administrators, and a clicked tab shows no keyboard ring while arrow keys do', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByText('Administrators, referral partners and drivers sign in here.')).toBeVisible();
  await page.getByRole('tab', { name: 'Register' }).click();
  const outline = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(await outline()).toBe('none');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeFocused();
  expect(await outline()).toBe('solid');
});

test('Password and Confirm Password sit on one line on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/become-driver');
  const password = await page.getByLabel('Password', { exact: true }).boundingBox();
  const confirm = await page.getByLabel('Confirm Password').boundingBox();
  expect(Math.abs(password!.y - confirm!.y)).toBeLessThan(1);
});

test('the audit trail names who acted by username, with the address and the whole request id on one line', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Audit' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: `${E2E_ADMIN.username} (Administrator)` })
    .first();
  await expect(row).toBeVisible();
  const request = row.locator('code').last();
  await expect(request).toHaveText(/^[0-9a-f-]{36}$/);
  const box = await request.boundingBox();
  expect(box!.height).toBeLessThan(24);
});

test('the driver portal has one Logout', async ({ driverPage: page }) => {
  // A driver account without an application: the portal and its header are the same (and the journeys'
  // application limit per address is left to the application journeys).
  await page.goto('/driver-portal');
  await expect(page.getByRole('heading', { name: 'Driver Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toHaveCount(1);
});
