import { loginThroughForm } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * A driver's first visit, before the offline support has taken over the page (docs/decisions/058-installable-portal.md):
 * a reload while the signal is gone gets no answer from the session check. That is "offline", not "signed out": the
 * portal says so instead of showing the sign-in page, and opens by itself when the signal returns.
 */
test('an offline reload before the offline support is installed says offline, and the portal returns with the signal', async ({
  browser,
  approvedDriver,
}) => {
  // No service worker: the state of a first visit before the offline support is installed.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  const page = await phone.newPage();
  await loginThroughForm(page, approvedDriver.username, approvedDriver.password);
  await expect(page).toHaveURL('/driver-portal');
  await expect(page.getByRole('heading', { name: 'Driver Portal', level: 1 })).toBeVisible();

  // The signal goes for the API (the page itself still comes from the browser): every call fails without an answer.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL('/driver-portal');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // The signal returns: the phone goes offline and online again, and the page picks up without a tap.
  await page.unroute('**/api/**');
  await phone.setOffline(true);
  await phone.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Driver Portal', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/driver-portal');
  await phone.close();
});
