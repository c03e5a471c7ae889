import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';

// The uploader says why a file was refused where the applicant is looking, starts clean when opened again, has a
// name, speaks to phones, and is in the company's colours (docs/decisions/027-uploader-is-uppy.md).
const open = async (page: Page, label: string) => {
  await page.getByRole('button', { name: `Upload ${label}` }).click();
  const modal = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await expect(modal.locator('.uppy-Dashboard-inner')).toBeVisible();
  return modal;
};

test('a refused file shows its reason inside the uploader, above it the toast, and the next opening is clean', async ({
  page,
}) => {
  await page.goto('/become-driver');
  let modal = await open(page, "Driver's License");
  await modal
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is a renamed executable'),
    });
  await expect(
    modal.locator('.uppy-Informer').getByText('Only PDF, JPG or PNG files can be uploaded').first(),
  ).toBeVisible();
  // The toast is drawn above the modal, not under it.
  const toast = page.getByText('Only PDF, JPG or PNG files can be uploaded', { exact: true }).last();
  await expect(toast).toBeVisible();
  // It counts as visible while it still slides in from beyond the right edge (toast-slide-in, 200 ms), where
  // nothing is on top; so ask until it has come to rest. Under the modal it would never be on top.
  const onTop = () =>
    toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return Boolean(hit && (el.contains(hit) || hit.contains(el) || el.closest('li')?.contains(hit)));
    });
  await expect.poll(onTop, { message: 'the toast is drawn above the uploader' }).toBe(true);

  await page.keyboard.press('Escape');
  modal = await open(page, "Driver's License");
  await expect(modal.getByText('setup.pdf')).toHaveCount(0);
  await expect(
    modal.getByText(/Only PDF, JPG or PNG files can be uploaded|Upload failed/).filter({ visible: true }),
  ).toHaveCount(0);
});

test('a file of the wrong type is explained inside the uploader', async ({ page }) => {
  await page.goto('/become-driver');
  const modal = await open(page, 'Insurance');
  await modal
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    modal
      .locator('.uppy-Informer')
      .getByText(/You can only upload/)
      .first(),
  ).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the open uploader has a name and no axe violations at ${width} px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/become-driver');
    const modal = await open(page, 'W-9 Form');
    await expect(page.getByRole('dialog', { name: /Upload your W-9 Form/ })).toBeVisible();
    await noAxeViolations(page, { include: '.uppy-Dashboard--modal[aria-hidden="false"]' });
    // In the brand's teal, not Uppy's blue.
    expect(await modal.locator('.uppy-Dashboard-browse').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(15, 118, 110)',
    );
    // A phone is asked to tap, not to drop.
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const mobile = await phone.newPage();
    await mobile.goto('/become-driver');
    const phoneModal = await open(mobile, 'W-9 Form');
    await expect(phoneModal.getByText('Tap to choose your W-9 Form')).toBeVisible();
    await expect(phoneModal.getByText(/Drop files here/)).toHaveCount(0);
    await phone.close();
  });
}
