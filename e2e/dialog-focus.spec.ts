import { type Locator, type Page } from '@playwright/test';
import { applyAsDriver, createJob, tag } from './support/api';
import { pressEscapeIn } from './support/dialogs';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';

const card = (page: Page, name: string): Locator => entryOf(page, name);

/** Opens a dialog from `opener`, closes it the given way, and expects focus back on the opener. */
async function expectFocusReturns(
  page: Page,
  opener: Locator,
  dialogName: string,
  closeWith: 'Escape' | 'Close button',
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  if (closeWith === 'Escape') await pressEscapeIn(page, dialog);
  else await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('focus returns to the Review button when the review dialog closes', async ({ adminPage: page }) => {
  const applicant = await applyAsDriver('Fiona Focus');
  await page.goto('/dashboard');
  const review = card(page, applicant.fullName).getByRole('button', { name: `Review ${applicant.fullName}` });
  await expectFocusReturns(page, review, `Review: ${applicant.fullName}`, 'Escape');
  await expectFocusReturns(page, review, `Review: ${applicant.fullName}`, 'Close button');
});

test('focus returns to the View and Edit buttons when the referral dialogs close', async ({
  adminPage: page,
  partner,
}) => {
  const referral = await partner.refer(`Flora Focus ${tag()}`);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Referrals' }).click();
  const referralCard = card(page, referral.patientName);
  await expectFocusReturns(
    page,
    referralCard.getByRole('button', { name: /^View/ }),
    `Referral: ${referral.patientName}`,
    'Escape',
  );
  await expectFocusReturns(
    page,
    referralCard.getByRole('button', { name: /^Edit/ }),
    `Edit Referral: ${referral.patientName}`,
    'Close button',
  );
});

test('focus returns to Create Job and to the job’s edit button when the job dialog closes', async ({
  adminPage: page,
}) => {
  const patientName = `Felix Focus ${tag()}`;
  await createJob(page.request, patientName, null);
  await page.goto('/jobs?view=cards');
  await expectFocusReturns(page, page.getByRole('button', { name: 'Create Job' }), 'Create New Job', 'Escape');
  await expectFocusReturns(
    page,
    page.getByRole('button', { name: `Edit job for ${patientName}` }),
    'Edit Job',
    'Close button',
  );
});
