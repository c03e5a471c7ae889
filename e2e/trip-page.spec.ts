import type { APIRequestContext, Page } from '@playwright/test';
import { STEP_BODIES } from '../src/server/test/trip';
import { noAxeViolations } from './support/axe';
import { createJob, freshContext, tag } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * A rider's trip page (docs/decisions/115-trip-page.md): the driver starts the leg, the rider's phone opens the link
 * the on-the-way text carried, watches the van come closer and the minutes fall without reloading, and after the
 * trip the link is over.
 */

const SCREENSHOTS = process.env.TRIP_PAGE_SCREENSHOTS;
const POLL = { timeout: 25_000 };

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function setTripLinkMinutes(adminApi: APIRequestContext, minutes: number) {
  const { trip, site } = (await (await adminApi.get('/api/policies')).json()) as { trip: object; site: object };
  const saved = await adminApi.put('/api/policies', {
    data: { trip: { ...trip, tripLinkMinutesAfter: minutes }, site },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('the rider follows the van from the on-the-way text on a phone, and the link ends with the trip', async ({
  adminApi,
  approvedDriver,
  browser,
  baseURL,
}) => {
  // The link ends as the trip does, so the journey need not wait the hour riders get.
  await setTripLinkMinutes(adminApi, 0);
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
  const driverApi = await freshContext(baseURL);
  try {
    const pickup = Date.now() + 30 * 60_000;
    const job = await createJob(adminApi, `Rosa Delgado ${tag()}`, approvedDriver.id, {
      status: 'accepted',
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
    });

    // The driver's phone starts the leg; the rider's text carries the link.
    const signedIn = await driverApi.post('/api/login', {
      data: { username: approvedDriver.username, password: approvedDriver.password },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const started = await driverApi.post(`/api/jobs/${job.id}/proof/start`, { data: STEP_BODIES.start });
    expect(started.ok(), await started.text()).toBe(true);
    const texts = (await (await adminApi.get(`/api/messages?jobId=${job.id}`)).json()) as {
      event: string;
      body: string;
    }[];
    const onTheWay = texts.find((m) => m.event === 'driver_on_the_way')!;
    const link = /\/t\/[A-Za-z0-9_-]{43}/.exec(onTheWay.body)?.[0];
    expect(link, onTheWay.body).toBeDefined();

    const page = await phone.newPage();
    const opened = await page.goto(link!);
    expect(opened!.status()).toBe(200);
    expect(opened!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Your driver is on the way' })).toBeVisible();
    await expect(page.getByText('Jordan', { exact: true })).toBeVisible();
    await expect(page.getByText(/ · [A-Z0-9]+$/)).toBeVisible();

    // The driver's phone reports where the van is, twice, each nearer the pickup (1200 Spruce St).
    const report = async (lat: number, lng: number) => {
      const sent = await driverApi.post(`/api/jobs/${job.id}/positions`, { data: { lat, lng, accuracyMeters: 9 } });
      expect(sent.status(), await sent.text()).toBe(204);
    };
    await report(40.02, -75.08);
    const van = page.getByRole('img', { name: /^Your van: \d+\.\d mi away$/ });
    await expect(van).toBeVisible(POLL);
    const eta = page.getByText(/^About \d+ minutes? away$/);
    const farAway = await eta.textContent();
    const farLabel = await van.getAttribute('aria-label');
    await noAxeViolations(page);
    await shoot(page, 'trip-page-375');

    await report(39.952, -75.158);
    await expect(eta).not.toHaveText(farAway!, POLL);
    await expect(van).not.toHaveAttribute('aria-label', farLabel!);
    const minutes = (text: string | null) => Number(/\d+/.exec(text ?? '')![0]);
    expect(minutes(await eta.textContent())).toBeLessThan(minutes(farAway));
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'trip-page-1280');
    await page.setViewportSize({ width: 375, height: 812 });

    // After the trip, the link is over: the page says so, answered 410.
    for (const step of ['arrival', 'pickup', 'dropoff'] as const) {
      const done = await driverApi.post(`/api/jobs/${job.id}/proof/${step}`, { data: STEP_BODIES[step] });
      expect(done.ok(), `${step}: ${await done.text()}`).toBe(true);
    }
    const over = await page.reload();
    expect(over!.status()).toBe(410);
    await expect(page.getByText('This trip is over, so its link no longer works.')).toBeVisible();
    await noAxeViolations(page);
    await shoot(page, 'trip-page-over-375');
  } finally {
    await setTripLinkMinutes(adminApi, 60);
    await driverApi.dispose();
    await phone.close();
  }
});
