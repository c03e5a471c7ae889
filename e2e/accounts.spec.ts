import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/server';
import { expectToast, loginThroughForm, newAccount, registerThroughForm } from './support/accounts';

test('a partner registers, moves around signed in, logs out, mistypes, then signs in again', async ({ page }) => {
  const account = newAccount();
  const nav = page.getByRole('navigation', { name: 'Main' });

  await registerThroughForm(page, account);
  await expectToast(page, 'Registration successful', 'Welcome to Keystone Medical Transport, Dana!');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  // The portal is the workspace: its own bar with Logout, no marketing footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out');
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  // The old session is gone on the server too: the guarded page sends the visitor to sign in, and back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth?next=%2Fdashboard');

  await loginThroughForm(page, account.username, 'not-my-password');
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL('/auth');

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login successful', 'Welcome back, Dana!');
  await expect(page).toHaveURL('/dashboard');
});

test('the administrator from ADMIN_* signs in and sees Dashboard and Logout', async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  // A signed-in user who opens /auth is sent on to the dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard');
});

test('the form shows the rules under the fields before anything is sent', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

test("the server's answer to a taken username shows under the field", async ({ page }) => {
  const first = newAccount();
  await registerThroughForm(page, first);
  await expect(page).toHaveURL('/');
  await page.context().clearCookies();

  await registerThroughForm(page, { ...newAccount(), username: first.username });
  await expectToast(page, 'Registration failed');
  await expect(page.getByText('Username is already taken').first()).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('a driver who signs in at /driver-login lands in the driver portal', async ({ page }) => {
  const driver = newAccount('driver');
  await registerThroughForm(page, driver);
  await expect(page).toHaveURL('/');
  await page.context().clearCookies();

  await page.goto('/driver-login');
  await page.getByLabel('Username').fill(driver.username);
  await page.getByLabel('Password', { exact: true }).fill(driver.password);
  await page.getByRole('button', { name: 'Sign In to Driver Portal' }).click();
  await expect(page).toHaveURL('/driver-portal');
  // Decision 022: a driver who opens the admin dashboard is sent back to the portal.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/driver-portal');
});

test('the password toggle shows and hides what was typed', async ({ page }) => {
  await page.goto('/driver-login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
