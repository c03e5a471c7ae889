import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way home and to the referral form (decision 037)', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('link', { name: /referral/i })
    .click();
  await expect(page).toHaveURL('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Provider Referrals' })).toBeVisible();
});

test('every page of the route table answers, guarded pages send visitors to sign in', async ({ page }) => {
  for (const path of [
    '/',
    '/about',
    '/services',
    '/become-driver',
    '/driver-101',
    '/referral',
    '/driver-login',
    '/auth',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveURL(path);
  }
  // Each to its sign-in page with the way back (the driver portal to the driver login).
  for (const [path, signIn] of [
    ['/dashboard', '/auth'],
    ['/jobs', '/auth'],
    ['/driver-portal', '/driver-login'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveURL(`${signIn}?next=${encodeURIComponent(path!)}`);
  }
});

test('the footer carries the company profile (decision 019)', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Driving Care Forward, Nationwide')).toBeVisible();
  await expect(footer.getByRole('link', { name: '(215) 555-0100' })).toHaveAttribute('href', 'tel:+12155550100');
  await expect(footer.getByRole('link', { name: 'dispatch@keystone-transport.example' })).toHaveAttribute(
    'href',
    'mailto:dispatch@keystone-transport.example',
  );
  await expect(footer.getByText(/Keystone Medical Transportation Services/)).toBeVisible();
  for (const name of ['About Us', 'Services', 'Become a Driver', 'Make a Referral'])
    await expect(footer.getByRole('link', { name })).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu folds into a toggle that closes when a page is chosen', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Become a Driver' })).toBeHidden();
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Make a Referral' }).click();
    await expect(page).toHaveURL('/referral');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
