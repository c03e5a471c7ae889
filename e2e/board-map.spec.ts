import { request } from '@playwright/test';
import { todayIn } from '../src/domain/dates';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { jobInput } from '../src/server/demo/samples';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The day board's map (docs/decisions/055-day-map-and-positions.md): the day's pickups and each driver's last known
 * position, which moves on the open board when the driver's phone sends one; a browser without WebGL keeps the
 * board and the list of positions.
 */
test('a driver’s position from the phone appears on the open map without a reload, named for a screen reader', async ({
  adminPage: page,
  adminApi,
  approvedDriver,
  baseURL,
}) => {
  const rider = `Mara Mapped ${tag()}`;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: rider,
      pickupTime: new Date(Date.now() + 20 * 60_000).toISOString(),
      assignedDriverId: approvedDriver.id,
    }),
  });
  expect(made.status(), await made.text()).toBe(201);
  const job = (await made.json()) as { id: string };
  const phone = await request.newContext({ baseURL });
  expect(
    (
      await phone.post('/api/login', { data: { username: approvedDriver.username, password: approvedDriver.password } })
    ).ok(),
  ).toBe(true);
  for (const status of ['accepted', 'in_progress']) {
    const moved = await phone.put(`/api/jobs/${job.id}`, { data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${todayIn(DEFAULT_COMPANY.timeZone)}`);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page).toHaveURL(/map=1/);
  await expect(
    page.getByRole('region', { name: "Map of the day's pickups and the drivers' last known positions" }),
  ).toBeVisible();
  await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
  await expect(page.getByText(/\d+ pickups? on the map/)).toBeVisible();
  // The map draws drivers on its canvas (docs/decisions/082-offline-day-map.md); the list beside it is what a screen reader reads.
  const positions = page.getByRole('list', { name: 'Last known positions' });
  await expect(positions.getByRole('listitem').filter({ hasText: approvedDriver.fullName })).toHaveCount(0);

  const sent = await phone.post(`/api/jobs/${job.id}/positions`, {
    data: { lat: 39.9526, lng: -75.1652, accuracyMeters: 11 },
  });
  expect(sent.status(), await sent.text()).toBe(204);
  await expect(positions.getByRole('listitem').filter({ hasText: approvedDriver.fullName })).toContainText('just now');
  await noAxeViolations(page);
  await phone.dispose();
});

test('without WebGL the board stays whole and the map panel says why, listing the positions', async ({
  adminPage: page,
}) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return /webgl/.test(kind)
        ? null
        : (getContext as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof getContext;
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dispatch?map=1');
  await expect(
    page.getByText(
      'This browser cannot draw the map (it needs WebGL). The board and the list of positions work without it.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Last known positions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Drivers/, level: 2 })).toBeVisible();
  await noAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
