import { type Locator, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { PASSWORD, expectToast, loginThroughForm } from './support/accounts';
import { E2E_ADMIN } from './support/server';
import { applyAsDriver, newPartner, signIn, tag } from './support/api';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';
import { referralInput } from '../src/server/demo/samples';

const card = (page: Page, name: string): Locator => entryOf(page, name);

test('the admin approves, reviews and rejects driver applications', async ({ adminPage: page }) => {
  const quick = await applyAsDriver('Quinn Quick');
  const reviewed = await applyAsDriver('Rene Review');
  const rejected = await applyAsDriver('Rory Reject');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Open Jobs/ })).toHaveAttribute('href', '/jobs');
  for (const name of ['Drivers', 'Referrals', 'Settings']) await expect(page.getByRole('tab', { name })).toBeVisible();

  // The quick Approve, only on pending applications.
  const quickCard = card(page, quick.fullName);
  await expect(quickCard.getByText('Pending Review')).toBeVisible();
  // The card says it in full; the table's Consent column (the background check's) says "Given".
  await expect(quickCard.getByText(/^(Background check consent|Given)$/)).toBeVisible();
  await expect(quickCard.getByText(`${quick.city}, ${quick.state}`)).toBeVisible();
  await expect(quickCard.getByText(quick.vehicleInfo)).toBeVisible();
  // Pending applications come first, under their count (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  await expect(page.getByTestId('pending-count')).toHaveText(/^\d+ applications? awaiting review$/);
  const awaiting = page.getByRole('region', { name: /^Awaiting review \(\d+\)$/ });
  await expect(entryOf(page, quick.fullName, awaiting)).toBeVisible();
  // The applicant has no vehicle or credentials yet, so the quick Approve lists them and asks first.
  await quickCard.getByRole('button', { name: `Approve ${quick.fullName}` }).click();
  const approveAnyway = page.getByRole('alertdialog', { name: `Approve ${quick.fullName} with items missing?` });
  await expect(approveAnyway.getByRole('listitem').first()).toHaveText('Vehicle assigned');
  await expect(approveAnyway).toContainText('HIPAA training');
  await approveAnyway.getByRole('button', { name: 'Approve Anyway' }).click();
  await expectToast(page, 'Driver Status Updated', 'The driver status has been successfully updated.');
  await expect(quickCard.getByText('Approved', { exact: true })).toBeVisible();
  await expect(quickCard.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // Review → Approve Driver, after a look at the documents and the agreement.
  await card(page, reviewed.fullName)
    .getByRole('button', { name: `Review ${reviewed.fullName}` })
    .click();
  const review = page.getByRole('dialog', { name: `Review: ${reviewed.fullName}` });
  await expect(review).toBeVisible();
  await expect(review.getByText('Not uploaded')).toHaveCount(0);
  await expect(review.getByText('Before approval')).toBeVisible();
  await expect(review.getByText(reviewed.fullName, { exact: true }).last()).toBeVisible();
  await review.getByRole('button', { name: 'View Full Agreement' }).click();
  const agreement = page.getByRole('dialog', { name: 'Independent Contractor Agreement' });
  await expect(agreement).toContainText('within 14 business days');
  // The admin is not the one ticking the box (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  await expect(agreement).not.toContainText('Ticking the box');
  await page.keyboard.press('Escape');
  await expect(agreement).toHaveCount(0);
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Approve Driver' }).click();
  await page
    .getByRole('alertdialog', { name: /with items missing\?$/ })
    .getByRole('button', { name: 'Approve Anyway' })
    .click();
  await expectToast(page, 'Driver Status Updated');
  await expect(review).toHaveCount(0);
  await expect(card(page, reviewed.fullName).getByText('Approved', { exact: true })).toBeVisible();

  // Review → Reject Application; the applicant then sees it in the portal.
  await card(page, rejected.fullName)
    .getByRole('button', { name: `Review ${rejected.fullName}` })
    .click();
  await page
    .getByRole('dialog', { name: `Review: ${rejected.fullName}` })
    .getByRole('button', { name: 'Reject Application' })
    .click();
  // A rejection asks for the reason the applicant will be shown (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  const reject = page.getByRole('alertdialog', { name: `Reject ${rejected.fullName}'s application?` });
  await reject.getByRole('button', { name: 'Reject Application' }).click();
  await expect(reject.getByText('Give the applicant a reason for the rejection')).toBeVisible();
  const reason = 'Your insurance card has expired. Send a current one and apply again.';
  await reject.getByLabel('Reason for the applicant').fill(reason);
  await reject.getByRole('button', { name: 'Reject Application' }).click();
  await expectToast(page, 'Driver Status Updated');
  await expect(card(page, rejected.fullName).getByText('Rejected', { exact: true })).toBeVisible();

  // The filter asks the server for one status.
  await page.getByLabel('Filter by status').first().selectOption('rejected');
  await expect(card(page, rejected.fullName)).toBeVisible();
  await expect(card(page, quick.fullName)).toHaveCount(0);

  // The applicant learns why, and how to reach the company, when signing in (a rejected driver is refused a session).
  await page.context().clearCookies();
  await loginThroughForm(page, rejected.username, rejected.password);
  const refusal = page.getByRole('alert').filter({ hasText: 'Your driver application was not approved' });
  await expect(refusal).toContainText(reason.replace(/\.$/, ''));
  await expect(refusal).toContainText('(215) 555-0100');
  await expect(page).toHaveURL(/\/auth/);
});

test('the admin views, edits and cancels referrals; a partner sees only their own', async ({
  adminPage: page,
  partner,
}) => {
  const t = tag();
  const other = await newPartner();
  const edited = await partner.refer(`Edna Edited ${t}`);
  const cancelled = await partner.refer(`Cal Cancelled ${t}`);
  const untouched = await partner.refer(`Una Untouched ${t}`);
  const foreign = await other.refer(`Otto Other ${t}`);
  await other.dispose();

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Referrals' }).click();

  // Partners send the shared sample referral (src/server/demo/samples.ts).
  const sample = referralInput();
  const editedCard = card(page, edited.patientName);
  await expect(editedCard.getByText(`${sample.referrerName}, ${sample.referrerCompany}`)).toBeVisible();
  await expect(editedCard.getByText('Wheelchair Accessible')).toBeVisible();
  await expect(editedCard.getByText(/9:30 AM/)).toBeVisible();
  await expect(editedCard.getByText('pending', { exact: true })).toBeVisible();
  await expect(editedCard.getByRole('link', { name: /Create Job/ })).toHaveAttribute(
    'href',
    `/jobs?fromReferral=${edited.id}`,
  );

  // View: every field.
  await editedCard.getByRole('button', { name: /^View/ }).click();
  const view = page.getByRole('dialog', { name: `Referral: ${edited.patientName}` });
  for (const text of [
    '1200 Spruce St, Apt 4B, Philadelphia, PA 19107 (Residence)',
    '51 N 39th St, Philadelphia, PA 19104 (Dialysis center)',
    sample.referrerPhone,
    sample.notes,
    'Mar 14, 1951',
    '+1 escort',
  ]) {
    await expect(view.getByText(text)).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // Edit: status and notes.
  await editedCard.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: `Edit Referral: ${edited.patientName}` });
  // The referral status machine refuses completed without a job, with its reason
  // (docs/decisions/014-referral-status-machine.md).
  await edit.getByLabel('Status').selectOption('completed');
  await edit.getByLabel('Notes').fill('Driver confirmed with the clinic');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('A referral can only be completed once a job has been created from it')).toBeVisible();
  await edit.getByLabel('Status').selectOption('pending');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Referral updated');
  await expect(edit).toHaveCount(0);
  await expect(editedCard.getByText('pending', { exact: true })).toBeVisible();
  await expect(editedCard.getByRole('link', { name: /Create Job/ })).toBeVisible();
  await editedCard.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('dialog').getByText('Driver confirmed with the clinic')).toBeVisible();
  await page.keyboard.press('Escape');

  // Cancel, after confirming.
  const cancelledCard = card(page, cancelled.patientName);
  await cancelledCard.getByRole('button', { name: /^Cancel Referral/ }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel Referral: ${cancelled.patientName}` });
  await confirm.getByRole('button', { name: 'Cancel Referral' }).click();
  await expectToast(page, 'Referral cancelled');
  await expect(cancelledCard.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: /^Cancel Referral/ })).toHaveCount(0);
  await expect(card(page, foreign.patientName)).toBeVisible();

  // The partner's own dashboard: their referrals with the live status, nobody else's, no admin actions.
  await signIn(page, partner.account);
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome back, ${partner.account.firstName}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refer a Case' })).toHaveAttribute('href', '/referral');
  await expect(card(page, edited.patientName).getByText('pending', { exact: true })).toBeVisible();
  await expect(card(page, cancelled.patientName).getByText('cancelled', { exact: true })).toBeVisible();
  await expect(card(page, untouched.patientName).getByText('pending', { exact: true })).toBeVisible();
  await expect(card(page, foreign.patientName)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Create Job/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(card(page, untouched.patientName)).toBeVisible();
});

test('an admin creates an administrator, who updates their profile and changes their password', async ({
  adminPage: page,
}) => {
  const t = tag();
  const colleague = { username: `admin_${t}`, password: PASSWORD };
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();

  const create = page.getByRole('region', { name: 'Create Administrator' });
  await create.getByLabel('First Name').fill('Morgan');
  await create.getByLabel('Last Name').fill('Lee');
  await create.getByLabel('Username').fill(colleague.username);
  await create.getByLabel('Email').fill(`admin_${t}@example.com`);
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByLabel('Confirm Password').fill(PASSWORD);
  await create.getByRole('button', { name: 'Create Administrator' }).click();
  await expectToast(page, 'Administrator created');
  await expect(create.getByLabel('Username')).toHaveValue('');

  // The new administrator signs in and lands on the admin dashboard.
  await page.context().clearCookies();
  await loginThroughForm(page, colleague.username, colleague.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Welcome back, Morgan', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const profile = page.getByRole('region', { name: 'Update Profile' });
  await profile.getByLabel('First Name').fill('Avery');
  await profile.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, 'Profile updated');
  await expect(page.getByText('Welcome back, Avery', { exact: true })).toBeVisible();

  const password = page.getByRole('region', { name: 'Change Password' });
  await password.getByLabel('Current Password').fill('Not-The-Password-1');
  await password.getByLabel('New Password', { exact: true }).fill('Dispatch-Desk-2027');
  await password.getByLabel('Confirm New Password').fill('Dispatch-Desk-2027');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await expect(password.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');

  await password.getByLabel('Current Password').fill(colleague.password);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');

  await page.context().clearCookies();
  const old = await page.request.post('/api/login', { data: colleague });
  expect(old.ok()).toBe(false);
  await loginThroughForm(page, colleague.username, 'Dispatch-Desk-2027');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Welcome back, Avery', { exact: true })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /dashboard at ${width} px: each tab and the Review dialog`, async ({
    adminPage: page,
    partner,
  }) => {
    // Five full axe runs over the lists every other journey has filled: several seconds each on a busy machine.
    const applicant = await applyAsDriver('Axel Axe');
    await partner.refer(`Ada Axe ${tag()}`);
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/dashboard');
    await expect(card(page, applicant.fullName)).toBeVisible();
    await noAxeViolations(page);

    await card(page, applicant.fullName)
      .getByRole('button', { name: `Review ${applicant.fullName}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Review: ${applicant.fullName}` })).toBeVisible();
    await noAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Referrals' }).click();
    await expect(page.getByRole('heading', { name: 'Referrals', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('listitem').or(page.getByRole('main').getByRole('row')).first(),
    ).toBeVisible();
    await noAxeViolations(page);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('region', { name: 'Create Administrator' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trip policies' }).getByLabel(/^No-show wait/)).toBeVisible();
    await noAxeViolations(page);

    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await signIn(page, partner.account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('listitem').or(page.getByRole('main').getByRole('row')).first(),
    ).toBeVisible();
    await noAxeViolations(page);
  });
}
