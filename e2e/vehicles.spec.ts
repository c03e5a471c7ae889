import { type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { daysFromToday } from '../src/domain/dates';
import { sampleVin, uniqueTag } from '../src/server/demo/samples';
import { vinCheckDigit } from '../src/domain/vin';

import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';

// docs/decisions/043-vehicles.md: the administrator keeps the fleet, its papers and who drives what.
const SAMPLE_PDF = {
  name: 'insurance-card.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

/**
 * A valid VIN with one character mistyped so that the check digit no longer matches: not every typo changes it
 * (a G read as 7 counts the same), so the first one that does is taken.
 */
function typoOf(vin: string): string {
  for (const typed of '0123456789') {
    const typo = `${vin.slice(0, 3)}${typed}${vin.slice(4)}`;
    if (vinCheckDigit(typo) !== typo[8]) return typo;
  }
  throw new Error(`no one-character typo of ${vin} breaks its check digit`);
}

test('the admin adds a vehicle, fixes a mistyped VIN, adds its insurance with the file, and gives a driver the vehicle', async ({
  adminPage: page,
  adminApi,
  approvedDriver,
}) => {
  // A number that sorts first: the list is by number, a page at a time, and the journeys' drivers bring many vans.
  const number = `A2E-${uniqueTag().toUpperCase()}`;
  const vin = sampleVin();
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Vehicles' }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
  await dialog.getByLabel('Vehicle number').fill(number);
  await dialog.getByLabel('Plate').fill('pa 4e2e');
  await dialog.getByLabel('Make').fill('Toyota');
  await dialog.getByLabel('Model').fill('Sienna');
  await dialog.getByLabel('Year').fill('2022');
  await dialog.getByLabel('VIN').fill(typoOf(vin).toLowerCase());
  await dialog.getByLabel('Ambulatory seats').fill('3');
  await dialog.getByLabel('Wheelchair positions').fill('1');
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  // A wheelchair needs a ramp or lift, and the typo is caught before anything is sent.
  await expect(dialog.getByText('VIN check digit does not match: check the VIN for a typing error')).toBeVisible();
  await expect(
    dialog.getByText('A vehicle that carries wheelchairs or stretchers needs a ramp or lift', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByLabel('VIN')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, `vehicle-dialog-errors-${page.viewportSize()?.width}`);

  await dialog.getByLabel('VIN').fill(vin.toLowerCase());
  await dialog.getByLabel('Ramp or lift').selectOption('ramp');
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByText('Vehicle added', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(row).toContainText('3 seats · 1 wheelchair · 0 stretcher');
  await expect(row).toContainText('PA 4E2E');
  await expect(row).toContainText('No documents');

  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  await expect(page.getByText(vin, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add document' }).click();
  const add = page.getByRole('dialog', { name: 'Add document' });
  await add.getByLabel('Kind').selectOption('insurance');
  await add.getByLabel('Expires on').fill(daysFromToday(200));
  await add.getByRole('button', { name: 'Upload Insurance' }).click();
  const modal = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await expect(modal.getByRole('dialog')).toBeVisible();
  await modal.locator('input.uppy-Dashboard-input').first().setInputFiles(SAMPLE_PDF);
  await expect(modal).toHaveCount(0);
  await expect(add.getByText(SAMPLE_PDF.name)).toBeVisible();
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByText('Document added', { exact: true })).toBeVisible();
  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row', { name: /Insurance/ })).toContainText('Valid');
  const view = documents.getByRole('link', { name: /View Insurance/ });
  const file = await page.request.get((await view.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');

  // The approved driver gets the vehicle in the review dialog.
  await page.goto('/dashboard');
  await entryOf(page, approvedDriver.fullName)
    .getByRole('button', { name: `Review ${approvedDriver.fullName}` })
    .click();
  const review = page.getByRole('dialog', { name: `Review: ${approvedDriver.fullName}` });
  const select = review.getByLabel('Current vehicle');
  await expect(select.getByRole('option', { name: new RegExp(number) })).toHaveCount(1);
  await select.selectOption({ label: `${number} · Toyota Sienna` });
  await review.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Vehicle saved', { exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Save vehicle' })).toBeDisabled();
  const vehicles = (await (await adminApi.get('/api/vehicles?limit=100')).json()) as {
    items: { id: string; number: string; driverIds: string[] }[];
  };
  const ours = vehicles.items.find((v) => v.number === number)!;
  expect(ours.driverIds).toEqual([approvedDriver.id]);
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /vehicles, a vehicle's page and the driver dialog's vehicle choice at ${width} px`, async ({
    adminPage: page,
    adminApi,
    approvedDriver,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const created = await adminApi.post('/api/vehicles', {
      data: {
        number: `AX-${uniqueTag().toUpperCase()}`,
        make: 'Ford',
        model: 'Transit',
        year: 2023,
        plate: 'PA AX1',
        vin: sampleVin(),
        ambulatorySeats: 3,
        wheelchairPositions: 2,
        stretcherPositions: 1,
        liftOrRamp: 'lift',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const vehicle = (await created.json()) as { id: string; number: string };
    for (const [kind, days] of [
      ['registration', 300],
      ['inspection', 12],
      ['insurance', -3],
    ] as const) {
      const res = await adminApi.post(`/api/vehicles/${vehicle.id}/documents`, {
        data: { kind, expiresOn: daysFromToday(days) },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await adminApi.put(`/api/drivers/${approvedDriver.id}`, { data: { vehicleId: vehicle.id } });

    await page.goto('/vehicles');
    await expect(page.getByRole('link', { name: vehicle.number }).filter({ visible: true })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `vehicles-${width}`);

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByRole('dialog', { name: 'Add vehicle' })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `vehicle-dialog-${width}`);
    await page.keyboard.press('Escape');

    await page.goto(`/vehicles/${vehicle.id}`);
    await expect(page.getByRole('heading', { name: vehicle.number, level: 1 })).toBeVisible();
    await expect(page.getByText('Expired', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText('Expiring', { exact: true }).filter({ visible: true })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `vehicle-${width}`);

    await page.getByRole('button', { name: 'Add document' }).click();
    await expect(page.getByRole('dialog', { name: 'Add document' })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `document-dialog-${width}`);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await entryOf(page, approvedDriver.fullName)
      .getByRole('button', { name: `Review ${approvedDriver.fullName}` })
      .click();
    const review = page.getByRole('dialog', { name: `Review: ${approvedDriver.fullName}` });
    await expect(review.getByLabel('Current vehicle')).toHaveValue(vehicle.id);
    await review.getByLabel('Current vehicle').scrollIntoViewIfNeeded();
    await noAxeViolations(page);
    await shot(page, `driver-dialog-${width}`);
  });
}
