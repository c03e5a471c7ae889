import { type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { driverApplicationInput } from '../src/server/demo/samples';
import { expectToast } from './support/accounts';
import { expect, test } from './support/fixtures';

// Tiny files the server accepts by their first bytes (decision 028): a PDF, a JPEG and a 1x1 PNG.
const PDF = {
  name: 'license.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
const JPG = {
  name: 'insurance.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
};
const PNG = {
  name: 'w9.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};
type TestFile = typeof PDF;

/** The shared sample application (src/server/demo/samples.ts), typed into the form. */
const newApplicant = () => driverApplicationInput();

async function fillApplication(page: Page, applicant: ReturnType<typeof newApplicant>) {
  await page.getByLabel('Username').fill(applicant.username);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByLabel('Confirm Password').fill(applicant.confirmPassword);
  await page.getByLabel('Full Name').fill(applicant.fullName);
  await page.getByLabel('Phone Number').fill(applicant.phoneNumber);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('City').fill(applicant.city);
  await page.getByLabel('State').selectOption(applicant.state);
  await page.getByLabel('Vehicle Information').fill(applicant.vehicleInfo);
  await page.getByLabel('I consent to a background check').check();
  await page.getByLabel('I have read and agree to the Independent Contractor Agreement').check();
  await page.getByLabel('Digital Signature').fill(applicant.digitalSignature);
}

/** Opens the Uppy modal from the document's button and picks the file on its input (decision 027). */
async function uploadDocument(page: Page, label: string, file: TestFile) {
  await page.getByRole('button', { name: new RegExp(`^(Upload|Replace) ${label}$`) }).click();
  const modal = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await expect(modal.getByRole('dialog')).toBeVisible();
  await modal.locator('input.uppy-Dashboard-input').first().setInputFiles(file);
  // The server accepted it: the modal closes and the field names the file with a check.
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Replace ${label}` })).toBeVisible();
  await expect(page.getByText(file.name)).toBeVisible();
}

/** All three are required (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md): one file in each slot. */
async function uploadAllDocuments(page: Page) {
  await uploadDocument(page, "Driver's License", PDF);
  await uploadDocument(page, 'Insurance', JPG);
  await uploadDocument(page, 'W-9 Form', PNG);
}

test('a visitor applies with three documents, lands signed in on the portal and sees the application and what happens next', async ({
  page,
}) => {
  const applicant = newApplicant();
  await page.goto('/become-driver');
  await expect(page.getByRole('link', { name: 'Sign in to the Driver Portal' })).toHaveAttribute(
    'href',
    '/driver-login',
  );
  await expect(page.getByRole('link', { name: /Driver 101/ })).toHaveAttribute('href', '/driver-101');
  const agreement = page.getByRole('region', { name: 'Independent Contractor Agreement' });
  await expect(agreement.getByRole('heading', { level: 4 })).toHaveCount(11);
  await expect(agreement).toContainText('within 14 business days');
  await expect(agreement).toContainText('14 days’ written notice');

  await fillApplication(page, applicant);
  await uploadDocument(page, "Driver's License", PDF);
  await uploadDocument(page, 'Insurance', JPG);
  await uploadDocument(page, 'W-9 Form', PNG);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expectToast(
    page,
    'Application Submitted',
    'Your account has been created! You can now log in to the Driver Portal to track your application status.',
  );
  // The applicant is signed in already, on the portal, not on an empty sign-in form
  // (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  await expect(page).toHaveURL('/driver-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Portal' })).toBeVisible();
  await expect(page.getByText('Pending Review')).toBeVisible();
  const nextStep = page.getByRole('region', { name: 'What happens now' });
  await expect(nextStep).toContainText('usually within 3 business days');
  await expect(nextStep.getByRole('link', { name: 'dispatch@keystone-transport.example' })).toHaveAttribute(
    'href',
    'mailto:dispatch@keystone-transport.example',
  );
  await expect(page.getByText('Trips Completed')).toBeVisible();
  await expect(page.getByText('Contract Agreement Signed')).toBeVisible();
  await expect(page.getByText('Background Check Consent Provided')).toBeVisible();
  await expect(page.getByText(applicant.vehicleInfo)).toBeVisible();
  await expect(page.getByText('No jobs assigned yet')).toBeVisible();

  const views = page.getByRole('link', { name: /^View / });
  await expect(views).toHaveCount(3);
  for (const [index, type] of ['application/pdf', 'image/jpeg', 'image/png'].entries()) {
    const link = views.nth(index);
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    // page.request shares the browser's cookies: the owner may read their own document.
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
  }
});

test('submitting the empty form shows the rules under the fields', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto('/become-driver');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // Decision 027: Uppy (code and CSS) loads only when an uploader is opened, never with the page.
  expect(loaded.filter((url) => /uppy/i.test(url))).toEqual([]);
  for (const message of [
    'Username must be at least 3 characters',
    'Password must be at least 8 characters',
    'Full name is required',
    'Phone number is required',
    'Valid email is required',
    'City is required',
    'State is required',
    'You must consent to a background check',
    'You must agree to the Independent Contractor Agreement',
    'Please enter your full name as digital signature',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('I consent to a background check')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/become-driver');
});

test('a taken username shows under Username and keeps what was typed', async ({ page, driver: taken }) => {
  await page.goto('/become-driver');
  const applicant = { ...newApplicant(), username: taken.account.username };
  await fillApplication(page, applicant);
  await uploadAllDocuments(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expectToast(page, 'Submission Failed', 'There was an error submitting your application. Please try again.');
  const username = page.getByLabel('Username');
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveValue(taken.account.username);
  await expect(page.getByLabel('Full Name')).toHaveValue(applicant.fullName);
  await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
  await expect(page.getByLabel('Digital Signature')).toHaveValue(applicant.fullName);
  await expect(page.getByLabel('I consent to a background check')).toBeChecked();
  await expect(page).toHaveURL('/become-driver');
});

test('the application works on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/become-driver');
  await fillApplication(page, newApplicant());
  await uploadDocument(page, "Driver's License", PDF);
  // Nothing is wider than the screen, and the controls are thumb-sized.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const name of ['Submit Application', 'Upload Insurance', 'Show password']) {
    const box = await page.getByRole('button', { name }).first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  const consent = await page.locator('label[for="driver-background-consent"]').boundingBox();
  expect(consent?.height).toBeGreaterThanOrEqual(44);
  await uploadDocument(page, 'Insurance', JPG);
  await uploadDocument(page, 'W-9 Form', PNG);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Application Submitted');
  await expect(page).toHaveURL('/driver-portal');
  await expect(page.getByRole('region', { name: 'What happens now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /become-driver at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/become-driver');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    await noAxeViolations(page);
  });

  test(`axe finds no violations on /driver-portal in both states at ${width} px`, async ({
    driverPage: page,
    driver: { account },
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A driver account with no application yet (registered through the API, as /auth would).
    await page.goto('/driver-portal');
    await expect(page.getByText('No driver application has been submitted for this account.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/become-driver');
    await expect(page.getByText('No jobs assigned yet')).toBeVisible();
    await noAxeViolations(page);

    // Apply Now: the form no longer asks for an account (decision 024).
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByLabel('Full Name').fill('Noah Applicant');
    await page.getByLabel('Phone Number').fill('(215) 555-0199');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('City').fill('Camden');
    await page.getByLabel('State').selectOption('NJ');
    await page.getByLabel('I consent to a background check').check();
    await page.getByLabel('I have read and agree to the Independent Contractor Agreement').check();
    await page.getByLabel('Digital Signature').fill('Noah Applicant');
    await uploadAllDocuments(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL('/driver-portal');
    await expect(page.getByText('Pending Review')).toBeVisible();
    await expect(page.getByRole('link', { name: /^View / })).toHaveCount(3);
    await expect(page.getByText('N/A')).toBeVisible();
    await expect(page.getByText('Not provided')).toBeVisible();
    await noAxeViolations(page);
  });
}

test('Upload New Documents replaces a document in the portal (decision 026)', async ({ page }) => {
  const applicant = newApplicant();
  await page.goto('/become-driver');
  await fillApplication(page, applicant);
  await uploadAllDocuments(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL('/driver-portal');
  const w9Link = page.getByRole('link', { name: /^View W-9 Form/ });
  const before = await w9Link.getAttribute('href');

  await page.getByRole('button', { name: 'Upload New Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Documents' });
  await expect(dialog).toBeVisible();
  // Each slot shows the document on record, not "No file uploaded yet".
  await expect(dialog.getByText('On file', { exact: true })).toHaveCount(3);
  await expect(dialog.getByText('No file uploaded yet')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'View the W-9 Form on file (opens in a new tab)' })).toHaveAttribute(
    'href',
    before!,
  );
  await expect(dialog.getByRole('button', { name: 'Save Documents' })).toBeDisabled();
  await uploadDocument(page, 'W-9 Form', PNG);
  await dialog.getByRole('button', { name: 'Save Documents' }).click();
  await expectToast(page, 'Documents Updated');
  await expect(dialog).toHaveCount(0);
  await expect(w9Link).toBeVisible();
  await expect(w9Link).not.toHaveAttribute('href', before!);
  await expect(page.getByText('Missing')).toHaveCount(0);
});

test('a file the server refuses by its bytes is not accepted', async ({ page }) => {
  await page.goto('/become-driver');
  await page.getByRole('button', { name: "Upload Driver's License" }).click();
  const modal = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await modal
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is a renamed executable'),
    });
  await expect(modal.getByText('Upload failed')).toBeVisible();
  // The reason inside the uploader, and in the toast of docs/product/errors.md above it.
  await expect(modal.getByText('Only PDF, JPG or PNG files can be uploaded').first()).toBeVisible();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Upload Error', { exact: true })).toBeVisible();
  await expect(notifications.getByText('Only PDF, JPG or PNG files can be uploaded', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: "Upload Driver's License" })).toBeVisible();
  await expect(page.getByText('setup.pdf')).toHaveCount(0);
});

test('a file over 10 MB is refused in the browser before anything is sent', async ({ page }) => {
  let ticketsAsked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/objects/upload')) ticketsAsked += 1;
  });
  await page.goto('/become-driver');
  await page.getByRole('button', { name: 'Upload Insurance' }).click();
  const modal = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await modal
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) });
  await expect(modal.getByText(/exceeds maximum allowed size of 10 MB/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Upload Insurance' })).toBeVisible();
  expect(ticketsAsked).toBe(0);
});
