import { type Locator, type Page } from '@playwright/test';
import { uniqueTag } from '../src/server/demo/samples';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// docs/decisions/067-payers-and-rates.md: the administrator keeps who pays for trips and each payer's rate per level of service.
/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string, fullPage = true) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage });
};

async function fillPayer(dialog: Locator, name: string) {
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Type').selectOption({ label: "Workers' compensation" });
  await dialog.getByLabel('Payer ID (optional)').fill('KMWC1');
  await dialog.getByLabel('Street').fill('1500 Market Street');
  await dialog.getByLabel('Suite or unit (optional)').fill('Suite 400');
  await dialog.getByLabel('City').fill('Philadelphia');
  await dialog.getByLabel('State').fill('pa');
  await dialog.getByLabel('ZIP code').fill('19102');
  await dialog.getByLabel('Contact name').fill('Dana Examiner');
  await dialog.getByLabel('Contact phone').fill('215-555-0142');
  await dialog.getByLabel('Contact email').fill('claims@keystone-mutual.example');
  await dialog.getByLabel('Payment terms (days)').fill('45');
}

const WHEELCHAIR_RATE = {
  'Base per trip': '55.00',
  'Miles included in the base': '5',
  'Per loaded mile beyond': '3.25',
  'Free wait (minutes)': '15',
  'Per 15 minutes beyond': '10.00',
  'No-show fee': '40.00',
  'Late-cancellation fee': '25.00',
  'Per escort': '5.00',
  'After-hours surcharge': '15.00',
};

test('the admin adds a payer, is refused a duplicate name, sets its wheelchair rate and changes its terms', async ({
  adminPage: page,
}) => {
  const name = `Keystone Mutual WC ${uniqueTag()}`;
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Payers' }).click();
  await expect(page).toHaveURL(/\/payers$/);
  await expect(page.getByRole('heading', { name: 'Payers', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add payer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payer' });
  await fillPayer(dialog, name);
  await dialog.getByRole('button', { name: 'Add payer' }).click();
  await expect(page.getByText('Payer added', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText("Workers' compensation");
  await expect(row).toContainText('KMWC1');
  await expect(row).toContainText('Net 45');
  await expect(row).toContainText('Signature required');
  await expect(row).toContainText('Active');

  // Names are unique regardless of case: the server's refusal shows under the name, and nothing else is lost.
  await page.getByRole('button', { name: 'Add payer' }).click();
  await fillPayer(dialog, name.toUpperCase());
  await dialog.getByRole('button', { name: 'Add payer' }).click();
  await expect(dialog.getByText('A payer with this name already exists', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Contact email')).toHaveValue('claims@keystone-mutual.example');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Suite 400', { exact: false })).toBeVisible();
  await expect(page.getByText('No rate yet')).toHaveCount(3);

  await page.getByRole('button', { name: 'Set rate for Wheelchair' }).click();
  const rate = page.getByRole('dialog', { name: 'Wheelchair rate' });
  await expect(rate.getByText('Fill in the rate to see an example trip.')).toBeVisible();
  for (const [label, value] of Object.entries(WHEELCHAIR_RATE))
    await rate.getByLabel(label, { exact: true }).fill(value);
  await expect(rate.getByLabel('Base per trip')).toHaveAttribute('inputmode', 'decimal');
  // A fraction of a cent is refused, never rounded (docs/decisions/066-money-and-business-days.md).
  await rate.getByLabel('Per loaded mile beyond').fill('3.255');
  await rate.getByRole('button', { name: 'Save rate' }).click();
  await expect(
    rate.getByText('Enter the price per loaded mile in dollars, such as 65.00', { exact: true }),
  ).toBeVisible();
  await expect(rate.getByLabel('Per loaded mile beyond')).toHaveAttribute('aria-invalid', 'true');
  await rate.getByLabel('Per loaded mile beyond').fill('3.25');
  // 55.00 + 7.3 miles × 3.25 (23.725 → 23.73) + one quarter hour's wait 10.00 + one escort 5.00; 10:00 is not after hours.
  const example = rate.getByRole('region', { name: 'Example trip' });
  await expect(example.getByRole('row', { name: /Wheelchair loaded miles beyond 5 included/ })).toContainText('$23.73');
  await expect(example.getByRole('row', { name: /Total/ })).toContainText('$93.73');
  await rate.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByText('Rate saved', { exact: true })).toBeVisible();
  await expect(rate).toHaveCount(0);

  const wheelchair = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Wheelchair' }) });
  await expect(wheelchair).toContainText('$55.00 base, 5 miles included, $3.25 a mile beyond');
  await expect(wheelchair).toContainText('15 minutes free, then $10.00 per 15 minutes');
  await expect(wheelchair).toContainText('$15.00 added from 18:00 to 06:00');
  await expect(wheelchair.getByRole('button', { name: 'Edit rate for Wheelchair' })).toBeVisible();
  await expect(page.getByText('No rate yet')).toHaveCount(2);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payer' });
  await expect(edit.getByLabel('Suite or unit (optional)')).toHaveValue('Suite 400');
  await edit.getByLabel('Payment terms (days)').fill('60');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Payer saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Net 60', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Net 60', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Wheelchair' }) }),
  ).toContainText('$3.25 a mile beyond');
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /payers, a payer's page and the rate dialog at ${width} px`, async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `Allegheny Health Plan ${uniqueTag()}`;
    const created = await adminApi.post('/api/payers', {
      data: {
        name,
        type: 'health_insurance',
        payerCode: 'AHP77',
        billingAddress: { street: '600 Grant Street', unit: 'Floor 12', city: 'Pittsburgh', state: 'PA', zip: '15219' },
        contactName: 'Riley Claims',
        contactPhone: '412-555-0190',
        contactEmail: 'claims@ahp.example',
        termsDays: 30,
        signatureRequired: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const payer = (await created.json()) as { id: string };
    const rate = await adminApi.put(`/api/payers/${payer.id}/rates/ambulatory`, {
      data: {
        base: '32.50',
        milesIncluded: '2.5',
        perMile: '2.10',
        freeWaitMinutes: 30,
        waitPer15Minutes: '7.50',
        noShow: '20.00',
        lateCancellation: '15.00',
        escort: '0.00',
        afterHours: '0.00',
        afterHoursWindow: null,
      },
    });
    expect(rate.status(), await rate.text()).toBe(200);

    await page.goto('/payers');
    await expect(page.getByRole('link', { name }).filter({ visible: true })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `payers-${width}`);

    await page.getByRole('link', { name }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('No after-hours surcharge')).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `payer-${width}`);

    await page.getByRole('button', { name: 'Set rate for Wheelchair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wheelchair rate' });
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(WHEELCHAIR_RATE))
      await dialog.getByLabel(label, { exact: true }).fill(value);
    await expect(dialog.getByRole('region', { name: 'Example trip' })).toContainText('$93.73');
    await noAxeViolations(page);
    // The open dialog as the screen shows it (a whole-page capture draws the fixed overlay over the page's top only).
    await shot(page, `rate-dialog-${width}`, false);
    await dialog.getByRole('region', { name: 'Example trip' }).scrollIntoViewIfNeeded();
    await shot(page, `rate-dialog-example-${width}`, false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit rate for Ambulatory' }).click();
    const ambulatory = page.getByRole('dialog', { name: 'Ambulatory rate' });
    await expect(ambulatory.getByLabel('No after-hours surcharge')).toBeChecked();
    await expect(ambulatory.getByLabel('Base per trip')).toHaveValue('32.50');
  });
}
