import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The problem as a person sees it, on a phone and a desk (only when SCREENSHOTS names a folder). */
async function shots(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${width}.png` });
  }
}

/**
 * A part of a screen whose code cannot be fetched (a dropped connection, a release that replaced it) says so in
 * its place and fetches it again on Try again, the rest of the screen still working
 * (docs/decisions/098-a-part-that-fails-to-load.md). The service worker would serve the chunk from its cache.
 */
test.use({ serviceWorkers: 'block' });

test('a page whose code fails to arrive says so, keeps the rail, and opens on Try again', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = '**/assets/vehicles-page-*.js';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));

  const rail = page.getByRole('navigation', { name: 'Workspace' });
  await rail.getByRole('link', { name: 'Vehicles' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
  await expect(problem).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(rail).toBeVisible();
  await shots(page, 'load-failure-page');

  await page.unroute(chunk);
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(problem).toHaveCount(0);

  // The app is not left broken: another page, and back, draw as usual.
  await rail.getByRole('link', { name: 'Riders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
});

test('a dialog whose code fails to arrive says so at the foot of the screen and opens on Try again', async ({
  adminPage: page,
}) => {
  const chunk = '**/assets/rider-form-dialog-*.js';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/riders');
  await page.getByRole('button', { name: 'New rider' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
  await expect(problem).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  await shots(page, 'load-failure-dialog');

  await page.unroute(chunk);
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'New rider' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});
