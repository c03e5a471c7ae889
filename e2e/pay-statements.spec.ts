import type { Page } from '@playwright/test';
import { createJob, signIn, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// docs/decisions/071-contractor-pay.md: the office builds a driver's pay statement from the trips completed in a
// period, adjusts and issues it; the driver sees it on the phone with the same total.
/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** axe at a phone's width and at a desk's, with a screenshot of each. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await noAxeViolations(page);
    await shot(page, `${name}-${width}`);
  }
}

test('the administrator builds, adjusts and issues a driver’s pay statement; the driver sees it under Pay', async ({
  adminPage: page,
  adminApi,
  approvedDriver,
  browser,
  baseURL,
}) => {
  // Two trips the driver completed today (through the API: the office's record of them).
  for (const [name, jobRate] of [
    [`Ruth Adler ${tag()}`, '45.50'],
    [`Sam Ortiz ${tag()}`, '38.25'],
  ] as const) {
    const job = await createJob(adminApi, name, approvedDriver.id, { jobRate });
    const done = await adminApi.put(`/api/jobs/${job.id}`, { data: { ...job, status: 'completed' } });
    expect(done.ok(), await done.text()).toBe(true);
  }

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(page.getByRole('heading', { name: 'Pay', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Build statement' }).click();
  const build = page.getByRole('dialog', { name: 'Build pay statement' });
  await build.getByLabel('Driver').selectOption({ label: approvedDriver.fullName });
  await noAxeViolations(page);
  await build.getByRole('button', { name: 'Build statement' }).click();
  await expect(page.getByText('Pay statement built', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft');
  await expect(page.getByTestId('pay-total')).toHaveText('$83.75');
  const trips = page.getByRole('table', { name: 'Trips' });
  await expect(trips.getByRole('row')).toHaveCount(4); // header, two trips, total
  await expect(trips).toContainText('$45.50');
  await expect(trips).toContainText('$38.25');

  await page.getByRole('button', { name: 'Add adjustment' }).click();
  const adjust = page.getByRole('dialog', { name: 'Add adjustment' });
  await adjust.getByLabel('Description').fill('Turnpike toll repaid');
  await adjust.getByLabel('Amount').fill('0');
  await adjust.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(adjust.getByText('Enter an amount other than zero in dollars, such as 25.00 or -25.00')).toBeVisible();
  await adjust.getByLabel('Amount').fill('6.40');
  await adjust.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(page.getByTestId('pay-total')).toHaveText('$90.15');
  await expect(page.getByRole('table', { name: 'Adjustments' })).toContainText('Turnpike toll repaid');

  // Issuing shows the statement to the driver, so it is confirmed first; Cancel leaves the draft as it was.
  const number = /PAY-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![0];
  const confirmIssue = page.getByRole('dialog', { name: `Issue ${number} to ${approvedDriver.fullName}?` });
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(confirmIssue).toContainText('The driver will see it in their portal.');
  await noAxeViolations(page);
  await confirmIssue.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmIssue).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft');
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await confirmIssue.getByRole('button', { name: 'Issue statement' }).click();
  await expect(page.getByText('Pay statement issued', { exact: true })).toBeVisible();
  await expect(confirmIssue).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Issued');
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  const statementUrl = page.url();
  const id = statementUrl.split('/').pop()!;
  const pdf = await page.request.get(`/api/pay-statements/${id}/statement.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('link', { name: 'Open PDF' })).toHaveAttribute(
    'href',
    `/api/pay-statements/${id}/statement.pdf`,
  );
  await checkBothWidths(page, 'pay-statement');

  await page.goto('/pay');
  const row = page.getByRole('row').filter({ hasText: approvedDriver.fullName });
  await expect(row).toContainText('$90.15');
  await expect(row).toContainText('Issued');
  await checkBothWidths(page, 'pay-list');

  // The driver, on a phone.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const driverPage = await phone.newPage();
  await signIn(driverPage, approvedDriver);
  await driverPage.goto('/driver-portal');
  const pay = driverPage.getByRole('button', { name: 'Pay', exact: true });
  await pay.click();
  await expect(pay).toHaveAttribute('aria-expanded', 'true');
  const mine = driverPage.getByRole('list', { name: 'Pay' });
  await expect(mine.getByTestId('my-pay-total')).toHaveText('$90.15');
  await expect(mine).toContainText('Issued');
  const open = mine.getByRole('link', { name: /Open PDF/ });
  await expect(open).toHaveAttribute('href', `/api/pay-statements/${id}/statement.pdf`);
  // A thumb's target: the link is the width of the card and at least 44 px high.
  const box = await open.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThan(280);
  await checkBothWidths(driverPage, 'driver-pay');
  await phone.close();
});
