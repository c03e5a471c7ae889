import { type APIRequestContext, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import type { Page as ReferralPage } from '../src/domain/page';
import type { Referral } from '../src/domain/referral';
import { daysFromToday } from '../src/domain/dates';
import { referralInput } from '../src/server/demo/samples';
import { expectToast } from './support/accounts';
import { expect, test } from './support/fixtures';
import { field, fillReferral, placeField, referralValues as referral } from './support/referral-form';
import { fillWorkersComp } from './support/workers-comp';

const { pickupPlace } = referralInput();

/** The referrals with a given patient name, as the admin lists them. */
async function referralsFor(admin: APIRequestContext, patientName: string): Promise<Referral[]> {
  const response = await admin.get('/api/referrals');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as ReferralPage<Referral>;
  return items.filter((item) => item.patientName === patientName);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Referral' });

const sendAnother = (page: Page) => page.getByRole('button', { name: 'Send another referral' });

test('a visitor refers a patient: one referral is recorded, confirmed with its reference, and the form starts empty again', async ({
  page,
  adminApi,
}) => {
  const values = referral();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/referrals'))
      posts.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Provider Referrals' })).toBeVisible();
  await fillReferral(page, values);
  await field(page, 'Return Trip').selectOption({ label: 'Will-call (the rider calls when ready)' });
  // A double click must not send the referral twice.
  await submit(page).dblclick();

  await expectToast(
    page,
    'Referral Submitted',
    "Thank you! We'll process your referral and contact you soon to confirm the transportation details.",
  );
  // A confirmation that stays, with the reference to quote and a summary of what was sent
  // (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  const confirmation = page.getByRole('region', { name: 'Referral received' });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Referral received' })).toBeFocused();
  await expect(confirmation.getByText(values['Patient Phone'], { exact: true })).toBeVisible();
  await expect(confirmation.getByText(values['Patient Name'], { exact: true })).toBeVisible();
  await expect(confirmation.getByText(/at 9:30 AM Eastern time \(ET\)$/)).toBeVisible();
  await expect(confirmation.getByText('Will-call (the rider calls when ready)', { exact: true })).toBeVisible();
  const reference = await page.getByTestId('referral-reference').textContent();
  expect(posts).toHaveLength(1);

  const [saved, ...others] = await referralsFor(adminApi, values['Patient Name']);
  expect(others).toHaveLength(0);
  expect(saved).toMatchObject({
    referrerEmail: values.Email,
    patientPhone: values['Patient Phone'],
    transportType: 'wheelchair',
    levelOfService: 'wheelchair',
    escortCount: 1,
    pickupLocation: '1200 Spruce St, Apt 4B, Philadelphia, PA 19107',
    dropoffPlace: { street: '51 N 39th St', zip: '19104', placeType: 'dialysis_center' },
    riderId: expect.any(String),
    appointmentDate: values['Appointment Date'],
    returnTrip: 'will_call',
    returnTime: null,
    status: 'pending',
  });
  expect(reference).toBe(`REF-${saved!.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);

  await sendAnother(page).click();
  await expect(field(page, 'Patient Name')).toHaveValue('');
  await expect(field(page, 'Patient Phone')).toHaveValue('');
  await expect(field(page, 'Your Name')).toHaveValue('');
  await expect(field(page, 'Transport Type')).toHaveValue('');
  await expect(page.getByText("Eastern time (ET), our dispatch desk's clock.")).toBeVisible();
  await expect(submit(page)).toBeEnabled();
});

test("decision 030's messages show under the fields before anything is sent", async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/referrals')) sent++;
  });
  await page.goto('/referral');
  await submit(page).click();
  for (const message of [
    'Your Name is required',
    'Organization is required',
    'Patient Name is required',
    'Transport Type is required',
    'Appointment Time is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Patient Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Patient Name')).toHaveAccessibleDescription('Patient Name is required');
  await expect(field(page, 'Notes')).toHaveAttribute('aria-invalid', 'false');

  await fillReferral(page, {
    ...referral(),
    Phone: '215-555-014',
    Email: 'dana@',
    'Appointment Date': daysFromToday(-1),
  });
  await submit(page).click();
  await expect(field(page, 'Phone')).toHaveAccessibleDescription('Valid phone number is required');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Valid email is required');
  await expect(field(page, 'Appointment Date')).toHaveAccessibleDescription('Appointment date cannot be in the past');
  await expect(page.getByText('Your Name is required')).toHaveCount(0);
  expect(sent).toBe(0);
});

test("workers' compensation asks for the level of service, and the referral keeps the one chosen", async ({
  page,
  adminApi,
}) => {
  const values = referral();
  await page.goto('/referral');
  await fillReferral(page, values);
  await expect(field(page, 'Level of Service')).toHaveCount(0);
  await field(page, 'Transport Type').selectOption({ label: "Workers' Compensation" });
  await submit(page).click();
  await expect(field(page, 'Level of Service')).toHaveAccessibleDescription(/Level of Service is required$/);
  await field(page, 'Level of Service').selectOption({ label: 'Stretcher' });
  // The claim and authorization it also asks for (docs/decisions/069-authorizations.md, e2e/workers-comp.spec.ts).
  await fillWorkersComp(page);
  await submit(page).click();
  await expectToast(page, 'Referral Submitted');
  const [saved] = await referralsFor(adminApi, values['Patient Name']);
  expect(saved).toMatchObject({ transportType: 'workers_compensation', levelOfService: 'stretcher', escortCount: 1 });
});

test('a dropped connection keeps everything typed, and the retry records the referral once', async ({
  page,
  adminApi,
}) => {
  const values = referral();
  const keys: string[] = [];
  // The first answer is lost on the way back (the server did record it): a network fault outside
  // the product. The retry must reuse the Idempotency-Key so the server answers with that referral.
  await page.route('**/api/referrals', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('failed');
  });
  await page.goto('/referral');
  await fillReferral(page, values);
  await submit(page).click();

  await expectToast(page, 'Submission Failed', 'There was an error submitting your referral. Please try again.');
  for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
  await expect(placeField(page, 'Pickup Address', 'ZIP code')).toHaveValue(pickupPlace.zip);
  await expect(field(page, 'Transport Type')).toHaveValue('wheelchair');

  await submit(page).click();
  await expectToast(page, 'Referral Submitted');
  await expect(page.getByRole('region', { name: 'Referral received' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await referralsFor(adminApi, values['Patient Name'])).toHaveLength(1);
});

test('a signed-in partner finds their details filled in, and keeps them after submitting', async ({
  partnerPage: page,
  partner: { account },
}) => {
  await page.goto('/referral');
  await expect(field(page, 'Your Name')).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(field(page, 'Email')).toHaveValue(account.email);

  const { 'Your Name': _name, Email: _email, ...rest } = referral();
  await fillReferral(page, rest);
  await submit(page).click();
  await expectToast(page, 'Referral Submitted');
  await sendAnother(page).click();
  await expect(field(page, 'Patient Name')).toHaveValue('');
  await expect(field(page, 'Your Name')).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(field(page, 'Email')).toHaveValue(account.email);

  // The server records it as the partner's own: their list holds it.
  const mine = (await (await page.request.get('/api/referrals')).json()) as ReferralPage<Referral>;
  expect(mine.items.map((item) => item.patientName)).toEqual([rest['Patient Name']]);
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /referral at ${width} px, empty and with errors`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noAxeViolations(page);

    await submit(page).click();
    await expect(page.getByText('Patient Name is required')).toBeVisible();
    await noAxeViolations(page);

    // The level of service, asked for workers' compensation only.
    await field(page, 'Transport Type').selectOption({ label: "Workers' Compensation" });
    await expect(field(page, 'Level of Service')).toBeVisible();
    await noAxeViolations(page);
    // Nothing on the form is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
