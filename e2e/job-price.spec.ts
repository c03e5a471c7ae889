import type { Page } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { daysFromToday } from '../src/domain/dates';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { expectToast } from './support/accounts';
import { createJob, createPayerWithRate, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';

// docs/decisions/068-job-price.md: a job names its payer on the job form, and its edit dialog shows what that payer is charged.

/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string) => {
  // The dialog scrolls inside a fixed overlay, so the screen as seen, not the whole page.
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
};

async function openJob(page: Page, patientName: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(patientName)}`);
  await entryOf(page, patientName)
    .getByRole('button', { name: `Edit job for ${patientName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  return { dialog, price: dialog.getByRole('region', { name: 'Price' }) };
}

test("the admin chooses a wheelchair job's payer and sees its price, line by line", async ({
  adminPage: page,
  adminApi,
}) => {
  // A health insurer: a workers' compensation carrier would also need the rider's authorization (decision 069).
  const payer = await createPayerWithRate(adminApi, 'wheelchair', `Keystone Health ${tag()}`, 'health_insurance');
  // Ten in the morning on the company clock, inside the rate's hours, so no after-hours line whatever the time now.
  const pickupTime = zonedLocalToIso(`${daysFromToday(2)}T10:00`, DEFAULT_COMPANY.timeZone);
  const job = await createJob(adminApi, `Ruth Feldman ${tag()}`, null, {
    levelOfService: 'wheelchair',
    pickupTime,
    dropoffTime: new Date(Date.parse(pickupTime) + 45 * 60_000).toISOString(),
  });

  let { dialog, price } = await openJob(page, job.patientName);
  await expect(price.getByText('No payer is set for this trip', { exact: true })).toBeVisible();
  const payerSelect = dialog.getByLabel('Payer', { exact: true });
  await expect(payerSelect).toHaveValue('');
  await payerSelect.scrollIntoViewIfNeeded();
  await shot(page, 'job-payer-field');
  await payerSelect.selectOption({ label: `${payer.name} · Health insurance` });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job updated');
  await expect(dialog).toHaveCount(0);

  ({ dialog, price } = await openJob(page, job.patientName));
  await expect(dialog.getByLabel('Payer', { exact: true })).toHaveValue(payer.id);
  await expect(price.getByText(payer.name, { exact: true })).toBeVisible();
  const lines = price.getByRole('table', { name: `Price lines for ${payer.name}` });
  // The sample trip goes from a residence to a dialysis center: the wheelchair van's code with modifier RJ.
  await expect(lines.getByRole('row', { name: /A0130-RJ/ })).toContainText('1 × $55.00');
  await expect(lines.getByRole('row', { name: /Total/ })).toContainText(/\$\d+\.\d{2}/);
  // No odometer readings yet: the miles are the travel estimate.
  await expect(price.getByText(/loaded miles, estimated · no wait · pickup 10:00$/)).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await price.scrollIntoViewIfNeeded();
    await noAxeViolations(page);
    await shot(page, `job-price-${width}`);
  }
});
