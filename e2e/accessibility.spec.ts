import { expect, test } from '@playwright/test';
import { noAxeViolations } from './support/axe';

for (const path of ['/auth', '/driver-login', '/this-page-does-not-exist']) {
  for (const width of [375, 1280]) {
    test(`axe finds no violations on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noAxeViolations(page);
    });
  }
}
