import type { Page } from '@playwright/test';
import type { Page as ReferralPage } from '../src/domain/page';
import type { Referral } from '../src/domain/referral';
import { riderInput } from '../src/server/demo/samples';
import { expectToast } from './support/accounts';
import { signIn } from './support/api';
import { noAxeViolations } from './support/axe';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';
import { field, fillReferral, referralValues } from './support/referral-form';
import { E2E_ADMIN } from './support/server';
import { fillWorkersComp, workersCompGroup, workersCompValues } from './support/workers-comp';

// docs/decisions/069-authorizations.md: a workers' compensation referral brings the carrier's claim and authorization.
/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Referral' });

test("a case manager sends a workers' compensation referral with its claim, and the administrator reads it", async ({
  page,
  adminApi,
}) => {
  const values = referralValues();
  const claim = workersCompValues();
  await page.goto('/referral');
  await fillReferral(page, values);
  // Only workers' compensation asks for the claim.
  await expect(workersCompGroup(page)).toHaveCount(0);
  await field(page, 'Transport Type').selectOption({ label: "Workers' Compensation" });
  await expect(workersCompGroup(page)).toBeVisible();
  await field(page, 'Transport Type').selectOption({ label: 'Stretcher' });
  await expect(workersCompGroup(page)).toHaveCount(0);
  await field(page, 'Transport Type').selectOption({ label: "Workers' Compensation" });
  await field(page, 'Level of Service').selectOption({ label: 'Stretcher' });

  // An empty claim number is refused under its field, and nothing is sent.
  await fillWorkersComp(page, { ...claim, 'Claim Number': '' });
  await submit(page).click();
  const claimNumber = workersCompGroup(page).getByLabel('Claim Number', { exact: true });
  await expect(claimNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(claimNumber).toHaveAccessibleDescription('Claim Number is required');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    await shot(page, `workers-comp-form-${width}`);
  }

  await claimNumber.fill(claim['Claim Number']!);
  await submit(page).click();
  await expectToast(page, 'Referral Submitted');
  const { items } = (await (await adminApi.get('/api/referrals')).json()) as ReferralPage<Referral>;
  const saved = items.find((item) => item.patientName === values['Patient Name']);
  expect(saved).toMatchObject({
    transportType: 'workers_compensation',
    workersComp: {
      claimNumber: claim['Claim Number'],
      authorizationNumber: claim['Authorization Number'],
      authorizedTrips: 4,
    },
  });

  await signIn(page, E2E_ADMIN);
  await page.goto('/dashboard?tab=referrals');
  await entryOf(page, values['Patient Name']).getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog', { name: `Referral: ${values['Patient Name']}` });
  const details = dialog.getByRole('region', { name: "Workers' Compensation" });
  for (const text of [
    claim['Claim Number']!,
    claim.Employer!,
    claim['Adjuster Name']!,
    claim['Adjuster Email']!,
    claim['Authorization Number']!,
  ]) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `workers-comp-referral-view-${width}`);
  }
});

test("the administrator adds a rider's authorization and sees its trips counted", async ({ page, adminApi }) => {
  const rider = (await (await adminApi.post('/api/riders', { data: riderInput() })).json()) as {
    id: string;
    fullName: string;
  };
  await signIn(page, E2E_ADMIN);
  await page.goto(`/riders/${rider.id}`);
  const section = page.getByRole('heading', { name: "Workers' compensation authorizations" });
  await expect(section).toBeVisible();
  await page.getByRole('button', { name: 'Add authorization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add authorization' });
  const claim = workersCompValues();
  await dialog.getByRole('button', { name: 'Add authorization' }).click();
  await expect(dialog.getByLabel('Claim Number', { exact: true })).toHaveAccessibleDescription(
    'Claim Number is required',
  );
  for (const [label, value] of Object.entries(claim)) await dialog.getByLabel(label, { exact: true }).fill(value);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    await shot(page, `workers-comp-authorization-dialog-${width}`);
  }
  await dialog.getByRole('button', { name: 'Add authorization' }).click();
  await expectToast(page, 'Authorization added');
  await expect(page.getByText('0 of 4 used')).toBeVisible();
  await expect(page.getByText(claim['Authorization Number']!, { exact: true })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    await shot(page, `workers-comp-rider-${width}`);
  }
});
