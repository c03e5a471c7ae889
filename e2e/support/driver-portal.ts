import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A driver at work sees today's run first; every trip (My Jobs) and the application and papers open from their
 * own buttons under it (docs/decisions/061-light-driver-screens.md). Opens one, if it is not open already.
 */
export async function openPortalSection(page: Page, name: 'My Jobs' | 'Application and papers'): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
