import { expect, type Page } from '@playwright/test';

/**
 * The drop-off as a driver does it on the phone (docs/decisions/056-proof-of-service.md): the rider draws a
 * signature with a finger, the driver ticks the statement and marks the trip complete.
 */
export async function signAndComplete(page: Page, { odometer }: { odometer?: string } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Mark this trip as complete?' });
  const pad = dialog.getByRole('img', { name: /^Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + 25, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 25, { steps: 8 });
  await page.mouse.up();
  await expect(dialog.getByText('Signed', { exact: true })).toBeVisible();
  if (odometer) await dialog.getByLabel('Odometer at drop-off (optional)').fill(odometer);
  await dialog.getByLabel('I confirm this statement').check();
  await dialog.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(dialog).toHaveCount(0);
}
