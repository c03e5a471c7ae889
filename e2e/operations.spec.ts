import { type Locator, type Page } from '@playwright/test';
import { referralInput } from '../src/server/demo/samples';
import { expectToast, loginThroughForm } from './support/accounts';
import { E2E_ADMIN } from './support/server';
import { applyAsDriver, equipDriver, inspectVehicle, tag } from './support/api';
import { signAndComplete } from './support/dropoff';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';
import { openPortalSection } from './support/driver-portal';

/**
 * The company's working day, end to end (docs/decisions/005-operations.md): a partner refers a patient, the admin approves
 * the applicant, turns the referral into a job for them, the driver works it from a phone, and the admin sees
 * the job and the referral completed.
 */
const card = (scope: Page | Locator, page: Page, name: string) => entryOf(page, name, scope);

test('from referral to completed trip', async ({ page, browser, partner }) => {
  // Three people's whole journey (partner, administrator, driver on a phone) in one test.
  const applicant = await applyAsDriver('Terry Trip');
  const referral = await partner.refer(`Harold Dialysis ${tag()}`);

  // The admin approves the applicant in the Review dialog.
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await card(page, page, applicant.fullName)
    .getByRole('button', { name: `Review ${applicant.fullName}` })
    .click();
  await page
    .getByRole('dialog', { name: `Review: ${applicant.fullName}` })
    .getByRole('button', { name: 'Approve Driver' })
    .click();
  // No vehicle or credentials yet, so the approval lists them and asks first.
  await page
    .getByRole('alertdialog', { name: /with items missing\?$/ })
    .getByRole('button', { name: 'Approve Anyway' })
    .click();
  await expectToast(page, 'Driver Status Updated', 'The driver status has been successfully updated.');
  // Safe assignment: the driver needs a vehicle and verified credentials (their own journeys add them by hand).
  await equipDriver(page.request, applicant.id);
  await inspectVehicle(applicant);

  // …turns the referral into a job assigned to that driver.
  await page.getByRole('tab', { name: 'Referrals' }).click();
  await card(page, page, referral.patientName)
    .getByRole('link', { name: /Create Job/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create New Job' });
  await expect(dialog.getByLabel('Patient Name')).toHaveValue(referral.patientName);
  // The patient's phone came with the referral (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  await expect(dialog.getByLabel('Patient Phone')).toHaveValue(referralInput().patientPhone);
  await dialog.getByLabel('Driver pay ($)').fill('85.00');
  await dialog
    .getByRole('group', { name: 'Assigned Driver' })
    .getByRole('radio', { name: new RegExp(applicant.fullName) })
    .check();
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expectToast(page, 'Job created', 'The job has been created successfully');

  // The driver works it from a phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const driverPage = await phone.newPage();
  await loginThroughForm(driverPage, applicant.username, applicant.password);
  await expect(driverPage).toHaveURL('/driver-portal');
  await openPortalSection(driverPage, 'My Jobs');
  const job = card(driverPage.getByRole('list', { name: 'My Jobs' }), driverPage, referral.patientName);
  await expect(job).toContainText('$85.00');
  const move = async (action: string) => {
    await job.getByRole('button', { name: action }).click();
    // The trip is days ahead: starting and completing it ask first (docs/decisions/015-referral-confirmation-and-patient-phone.md).
    if (action !== 'Accept Job')
      await driverPage.getByRole('alertdialog').getByRole('button', { name: action }).click();
    await expectToast(driverPage, 'Job updated', 'Job status has been updated successfully.');
  };
  await move('Accept Job');
  await move('Start Job');
  // Under way: arrival at pickup, then the rider on board, before the trip can be completed.
  await job.getByRole('button', { name: 'Arrived at pickup' }).click();
  await expectToast(driverPage, 'Arrival recorded');
  await job.getByRole('button', { name: 'Rider picked up' }).click();
  await job.getByRole('button', { name: 'Skip' }).click();
  await expectToast(driverPage, 'Pickup recorded');
  // The drop-off: the rider signs on the phone and the driver confirms the statement.
  await job.getByRole('button', { name: 'Mark as Complete' }).click();
  await signAndComplete(driverPage);
  await expectToast(driverPage, 'Job updated', 'Job status has been updated successfully.');
  await expect(job.getByText('Job completed')).toBeVisible();
  await phone.close();

  // The admin sees the job completed, and the referral with it.
  await page.goto('/jobs?view=cards');
  await expect(card(page, page, referral.patientName)).toContainText('completed');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Referrals' }).click();
  await expect(card(page, page, referral.patientName).getByText('completed', { exact: true })).toBeVisible();
});
