import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { jobInput } from '../src/server/demo/samples';
import { loginThroughForm } from './support/accounts';
import { tag } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * The portal as an app on the driver's phone (docs/decisions/058-installable-portal.md): Chromium finds it
 * installable, and once it has been open it opens again without signal on the last run it read.
 */
test('Chromium finds the portal installable, and it opens offline on the last known run', async ({
  playwright,
  baseURL,
  adminApi,
  approvedDriver,
}) => {
  const rider = `Otto Offline ${tag()}`;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: rider,
      pickupTime: new Date(Date.now() + 8 * 60_000).toISOString(),
      assignedDriverId: approvedDriver.id,
    }),
  });
  expect(made.status(), await made.text()).toBe(201);

  // A profile on disk: Chromium offers no install in a private window, which every other journey's context is.
  const profile = await mkdtemp(path.join(tmpdir(), 'keystone-phone-'));
  // Closed and removed whatever the outcome: a failed run must not leave a browser profile behind.
  let phone: BrowserContext | undefined;
  try {
    phone = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: { width: 375, height: 812 },
      baseURL,
    });
    const page = phone.pages()[0] ?? (await phone.newPage());
    await loginThroughForm(page, approvedDriver.username, approvedDriver.password);
    await expect(page).toHaveURL('/driver-portal');
    await expect(page.getByRole('region', { name: 'Next' })).toContainText(rider);
    // The service worker has taken charge of the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });

    const cdp = await phone.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(await manifest.json()).toMatchObject({ start_url: '/driver-portal', display: 'standalone' });

    // A reload with the signal gone shows the same run, from what the phone kept.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Next' })).toContainText(rider);
    await phone.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Driver Portal', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next' })).toContainText(rider);
    await phone.setOffline(false);
  } finally {
    await phone?.close();
    await rm(profile, { recursive: true, force: true });
  }
});
