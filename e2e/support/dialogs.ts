import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Escape once the dialog holds focus. A dialog is drawn a frame before it starts listening for
 * Escape and moves focus inside (both happen after paint), so a key pressed the moment it shows can be
 * lost on a busy machine; a person sees the focus ring move before they reach for the key.
 */
export async function pressEscapeIn(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)), {
      message: 'focus has moved into the dialog',
    })
    .toBe(true);
  await page.keyboard.press('Escape');
}
