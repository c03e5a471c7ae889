import { expect, test, type Page } from '@playwright/test';
import { expectToast, loginThroughForm } from './support/accounts';
import { applyAsDriver, equipDriver, newPartner, tag } from './support/api';
import { E2E_ADMIN } from './support/server';
import { entryOf } from './support/entries';

/**
 * The referral list follows the jobs made from it within one visit: the app keeps lists cached (never stale on
 * their own), so only the job's own invalidation can move the card from "pending" to "assigned". A marker on
 * `window` proves that nothing reloaded the page on the way.
 */
const referralCard = (page: Page, patientName: string) =>
  entryOf(page, patientName, page.getByRole('tabpanel', { name: 'Referrals' }));

async function openReferrals(page: Page) {
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('tab', { name: 'Referrals' }).click();
}

test('a job made from a referral shows the referral assigned, and deleting it pending again, without a reload', async ({
  page,
}) => {
  // Two round trips between the dashboard and the jobs page, each with a dialog and a toast.
  const driver = await applyAsDriver('Nadia Follow');
  const partner = await newPartner();
  const referral = await partner.refer(`Edith Follow ${tag()}`);
  await partner.dispose();

  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  // The job goes to a driver, which is what makes its referral "assigned".
  const approved = await page.request.put(`/api/drivers/${driver.id}`, {
    data: { status: 'approved', acknowledgeMissing: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  // Safe assignment: the driver needs a vehicle and verified credentials to take the job.
  await equipDriver(page.request, driver.id);
  await page.evaluate(() => Object.assign(window, { sameVisit: true }));
  await page.getByRole('tab', { name: 'Referrals' }).click();
  const card = referralCard(page, referral.patientName);
  await expect(card.getByText('pending', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: /Create Job/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Job' });
  await expect(dialog.getByLabel('Patient Name')).toHaveValue(referral.patientName);
  await dialog.getByLabel('Driver pay ($)').fill('72.50');
  await dialog
    .getByRole('group', { name: 'Assigned Driver' })
    .getByRole('radio', { name: new RegExp(driver.fullName) })
    .check();
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expectToast(page, 'Job created', 'The job has been created successfully');
  await expect(page).toHaveURL('/jobs');

  await openReferrals(page);
  await expect(card.getByText('assigned', { exact: true })).toBeVisible();
  // A referral with a job is no longer offered a second one.
  await expect(card.getByRole('link', { name: /Create Job/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open Jobs' }).click();
  await expect(page).toHaveURL('/jobs');
  await page.getByLabel('Rider or phone').fill(referral.patientName);
  await page.getByRole('button', { name: `Delete job for ${referral.patientName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Job deleted', 'The job has been deleted successfully.');

  await openReferrals(page);
  await expect(card.getByText('pending', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
});
