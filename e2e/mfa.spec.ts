import { expect, test, type Locator, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD, expectToast, loginThroughForm } from './support/accounts';
import { freshContext, tag } from './support/api';
import { E2E_ADMIN } from './support/server';

/** An administrator enrols an authenticator app and signs in with it (docs/security.md, ASVS 6.3.3). */
// Screenshots for review go with the test's other output (test-results/), not into a folder of the machine's that outlives the run.
const shot = (name: string) => test.info().outputPath(name);
const WIDTHS = [375, 1280] as const;

/** Axe and a screenshot of `target` at a phone's and a desktop's width. */
async function checkAtWidths(page: Page, target: Locator, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(target).toBeVisible();
    await noAxeViolations(page);
    await target.screenshot({ path: shot(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A fresh administrator, created by the journeys' admin through the API. */
async function newAdmin() {
  const t = tag();
  const admin = { username: `mfa_${t}`, password: PASSWORD };
  const api = await freshContext();
  const login = await api.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await api.post('/api/admin/users', {
    data: {
      firstName: 'Tess',
      lastName: 'Okafor',
      username: admin.username,
      email: `mfa_${t}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();
  return admin;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expectToast(page, 'Logged out');
}

test('an admin turns on two-step sign-in, then signs in with the app and with a recovery code', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await newAdmin();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Enrolment in Settings.
  await loginThroughForm(page, admin.username, admin.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const grouped = (await card.locator('dd').innerText()).trim();
  expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const totp = new TOTP({
    secret: Secret.fromBase32(grouped.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  await checkAtWidths(page, card, 'settings-setup');

  await card.getByLabel('Enter the 6-digit code').fill(totp.generate());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(page, 'Two-step sign-in on');
  const codes = card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  expect(recoveryCode).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(recoveryCode);
  await checkAtWidths(page, card, 'settings-recovery-codes');
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(codes).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await checkAtWidths(page, card, 'settings-on');
  await signOut(page);

  // Second step: a wrong code is refused under the field, the app's code signs in.
  await loginThroughForm(page, admin.username, admin.password);
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(step.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const codeField = step.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  // No numeric keypad on phones: recovery codes have letters.
  await expect(codeField).not.toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(step.getByText(/Use a recovery code/)).toBeVisible();
  await checkAtWidths(page, step, 'second-step');

  const valid = new Set([-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })));
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
  await codeField.fill(wrong);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('That code is not right', { exact: true })).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await step.screenshot({ path: shot('second-step-error-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A code is accepted once per 30-second step (the enrolment used the current one), so use the next step's code.
  await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login successful', 'Welcome back, Tess!');
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);

  // A missing or expired pending step sends the user back to the password.
  await loginThroughForm(page, admin.username, admin.password);
  await expect(step).toBeVisible();
  await context.clearCookies();
  await codeField.fill(recoveryCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login failed', 'Sign in again');
  await expect(page.getByLabel('Username')).toBeVisible();

  // Back returns to the password step.
  await loginThroughForm(page, admin.username, admin.password);
  await step.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();

  // A recovery code works once.
  await loginThroughForm(page, admin.username, admin.password);
  await codeField.fill(recoveryCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);

  await loginThroughForm(page, admin.username, admin.password);
  await codeField.fill(recoveryCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('That code is not right', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('an admin turns two-step sign-in off with the current password', async ({ page }) => {
  const admin = await newAdmin();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page, admin.username, admin.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Set up' }).click();
  const secret = (await card.locator('dd').innerText()).replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await card.getByLabel('Enter the 6-digit code').fill('12345');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('The code is 6 digits', { exact: true })).toBeVisible();
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })));
  await card
    .getByLabel('Enter the 6-digit code')
    .fill(['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!);
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('That code is not right', { exact: true })).toBeVisible();
  await card.getByLabel('Enter the 6-digit code').fill(totp.generate());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByRole('button', { name: 'I have saved my codes' }).click();

  await card.getByLabel('Current Password').fill('Not-The-Password-1');
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  await card.getByLabel('Current Password').fill(admin.password);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expectToast(page, 'Two-step sign-in off');
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set up' })).toBeVisible();

  // Signing in again needs the password only.
  await signOut(page);
  await loginThroughForm(page, admin.username, admin.password);
  await expect(page).toHaveURL('/dashboard');
});
