import { applyAsDriver, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { pressEscapeIn } from './support/dialogs';
import { expect, test } from './support/fixtures';

/** The referrals and driver applications as tables on a wide screen, cards on a phone (docs/decisions/054-job-table.md). */
test('referrals: a table at 1280 px sorted by a header and opened with Enter; cards at 375 px and on request', async ({
  adminPage: page,
  partner,
}) => {
  const t = tag();
  await partner.refer(`Zed Tabular ${t}`);
  await partner.refer(`Amy Tabular ${t}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard?tab=referrals');
  const table = page.getByRole('table');
  const rows = table.getByRole('row').filter({ hasText: `Tabular ${t}` });
  // Newest first, as the list comes.
  await expect(rows).toHaveText([new RegExp(`Amy Tabular ${t}`), new RegExp(`Zed Tabular ${t}`)]);
  await expect(table.getByRole('rowheader', { name: `Zed Tabular ${t}` })).toBeVisible();
  await table.getByRole('button', { name: 'Sort by Patient' }).click();
  await table.getByRole('button', { name: 'Sort by Patient' }).click();
  await expect(table.getByRole('columnheader', { name: 'Sort by Patient' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText(`Zed Tabular ${t}`);
  await noAxeViolations(page);

  // Enter on a row opens the referral, as View does.
  await rows.filter({ hasText: `Amy Tabular ${t}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText(`Amy Tabular ${t}`);
  await pressEscapeIn(page, page.getByRole('dialog'));
  // The row's buttons have the card's names.
  await expect(
    rows
      .filter({ hasText: `Amy Tabular ${t}` })
      .getByRole('link', { name: `Create Job from referral for Amy Tabular ${t}` }),
  ).toBeVisible();

  // Cards on request, and on a phone without asking.
  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/view=cards/);
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Amy Tabular ${t}` }) }),
  ).toBeVisible();
  await page.goto('/dashboard?tab=referrals');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Zed Tabular ${t}` }) }),
  ).toBeVisible();
});

test('driver applications: the awaiting ones in their own table, a row opens the review', async ({
  adminPage: page,
}) => {
  const applicant = await applyAsDriver(`Tess Tabular ${tag()}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard?tab=drivers');
  const awaiting = page.getByRole('region', { name: /^Awaiting review/ }).getByRole('table');
  const row = awaiting.getByRole('row').filter({ has: page.getByRole('rowheader', { name: applicant.fullName }) });
  await expect(row).toContainText('Pending Review');
  await expect(row.getByRole('button', { name: `Approve ${applicant.fullName}` })).toBeVisible();
  await row.getByRole('rowheader').click();
  await expect(page.getByRole('dialog', { name: `Review: ${applicant.fullName}` })).toBeVisible();
  await noAxeViolations(page);
});
