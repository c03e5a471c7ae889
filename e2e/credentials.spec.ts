import { noAxeViolations } from './support/axe';
import type { Locator, Page } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { samplePdf } from '../src/server/demo/sample-document';
import { signIn } from './support/api';
import { expect, test } from './support/fixtures';
import { openPortalSection } from './support/driver-portal';

// docs/decisions/042-credentials.md: the administrator adds and verifies, the driver sees their own and sends a
// renewal, and the expiring list shows what runs out soon.
const SHOTS = process.env.CREDENTIAL_SHOTS;
const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: samplePdf([title, 'Journey document']),
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Opens the uploader behind `button`, gives it the file and waits until the form shows it uploaded. */
async function upload(page: Page, button: Locator, title: string) {
  await button.click();
  const modal = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await modal.locator('input.uppy-Dashboard-input').first().setInputFiles(pdf(title));
  await expect(modal).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(`${title}.pdf`)).toBeVisible();
}

const row = (scope: Page | Locator, kind: string) => scope.getByTestId(`credential-${kind}`);

test('the admin adds and verifies credentials, the driver sees them and sends a renewal, the admin sees what expires', async ({
  adminPage: page,
  adminApi,
  newlyApprovedDriver: approvedDriver,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: `Review ${approvedDriver.fullName}` })
    .first()
    .click();
  const review = page.getByRole('dialog', { name: `Review: ${approvedDriver.fullName}` });
  const section = review.getByRole('region', { name: 'Credentials' });
  await expect(row(section, 'drug_screen')).toContainText('Missing');

  // A drug screen, verified as it is added; no expiry given, so it runs a year from the issue date.
  await section.getByRole('button', { name: 'Add credential' }).click();
  await section.getByLabel('Credential').selectOption('drug_screen');
  await section.getByLabel('Issued on').fill(daysFromToday(-10));
  await upload(page, section.getByRole('button', { name: 'Upload Drug screen' }), 'drug-screen');
  await section.getByRole('button', { name: 'Save credential' }).click();
  await expect(row(section, 'drug_screen')).toContainText('Valid');
  await expect(row(section, 'drug_screen').getByRole('link', { name: /View Drug screen/ })).toBeVisible();

  // HIPAA training added unverified, then verified.
  await section.getByRole('button', { name: 'Add credential' }).click();
  await section.getByLabel('Credential').selectOption('hipaa');
  await section.getByLabel('Issued on').fill(daysFromToday(-3));
  await section.getByLabel(/mark it verified/).uncheck();
  await section.getByRole('button', { name: 'Save credential' }).click();
  await expect(row(section, 'hipaa')).toContainText('Unverified');
  await row(section, 'hipaa').getByRole('button', { name: 'Verify HIPAA training' }).click();
  await expect(row(section, 'hipaa')).toContainText('Valid');
  await shot(page, 'admin-dialog-1280');
  await noAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'admin-dialog-375');
  await noAxeViolations(page);
  await page.keyboard.press('Escape');

  // A licence that runs out in ten days, through the API.
  const licence = await adminApi.post(`/api/drivers/${approvedDriver.id}/credentials`, {
    data: { kind: 'drivers_license', issuedOn: daysFromToday(-1400), expiresOn: daysFromToday(10), verified: true },
  });
  expect(licence.status(), await licence.text()).toBe(201);

  // The driver, on a phone, sees their own and sends a PASS renewal.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const driverPage = await context.newPage();
  await signIn(driverPage, approvedDriver);
  await driverPage.goto('/driver-portal');
  await openPortalSection(driverPage, 'Application and papers');
  const mine = driverPage.getByRole('region', { name: 'My credentials' });
  await expect(row(mine, 'drug_screen')).toContainText('Valid');
  await expect(row(mine, 'drivers_license')).toContainText('Expiring');
  await expect(row(mine, 'pass')).toContainText('Missing');
  await shot(driverPage, 'driver-portal-375');
  await noAxeViolations(driverPage);
  await row(mine, 'pass')
    .getByRole('button', { name: /^Upload/ })
    .click();
  const renewal = driverPage.getByRole('dialog', { name: 'Renew: Passenger assistance (PASS)' });
  await renewal.getByLabel('Issued on').fill(daysFromToday(-1));
  await upload(
    driverPage,
    renewal.getByRole('button', { name: 'Upload Passenger assistance (PASS)' }),
    'pass-certificate',
  );
  await shot(driverPage, 'driver-renewal-375');
  await noAxeViolations(driverPage);
  await renewal.getByRole('button', { name: 'Send renewal' }).click();
  await expect(renewal).toHaveCount(0);
  await expect(row(mine, 'pass')).toContainText('Unverified');
  await driverPage.setViewportSize({ width: 1280, height: 900 });
  await shot(driverPage, 'driver-portal-1280');
  await noAxeViolations(driverPage);
  await context.close();

  // The expiring list, from the dashboard's link.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Expiring Soon' }).click();
  await expect(page).toHaveURL(/\/credentials$/);
  const list = page.getByRole('list', { name: 'Expiring soon' });
  const item = list.getByRole('listitem').filter({ hasText: approvedDriver.fullName });
  await expect(item).toContainText("Driver's licence");
  await expect(item).toContainText('Expiring');
  await shot(page, 'expiring-1280');
  await noAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'expiring-375');
  await noAxeViolations(page);
  // The driver's name opens their credentials, where the renewal waits for verification.
  await item.getByRole('button', { name: approvedDriver.fullName }).click();
  const dialog = page.getByRole('dialog', { name: `Credentials of ${approvedDriver.fullName}` });
  await expect(row(dialog, 'pass')).toContainText('Unverified');
  await expect(row(dialog, 'pass').getByRole('button', { name: 'Verify Passenger assistance (PASS)' })).toBeVisible();
  await noAxeViolations(page);
});
