import type { Page } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { jobInput } from '../src/server/demo/samples';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The day board (docs/decisions/051-day-board.md): the day's unassigned legs, waiting will-calls and driver lanes, kept live. */

const SCREENSHOTS = process.env.DISPATCH_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test('the day board shows a day’s unassigned legs and waiting will-calls, follows changes live, and reads on a phone', async ({
  adminPage: page,
  adminApi,
  approvedDriver: driver,
}) => {
  // A day of its own, far enough ahead that no other journey books it.
  const day = daysFromToday(40);
  const at = (clock: string) => zonedLocalToIso(`${day}T${clock}`, DEFAULT_COMPANY.timeZone);
  const first = `Opal Grant ${tag()}`;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({ patientName: first, pickupTime: at('09:15'), dropoffTime: at('09:50'), returnTrip: 'will_call' }),
  });
  expect(made.status(), await made.text()).toBe(201);

  const third = `Iris Bell ${tag()}`;
  const assigned = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: third,
      pickupTime: at('11:00'),
      dropoffTime: at('11:30'),
      assignedDriverId: driver.id,
    }),
  });
  expect(assigned.status(), await assigned.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day board' })).toBeVisible();
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day);
  const unassigned = page.getByRole('list', { name: 'Unassigned' });
  const waiting = page.getByRole('list', { name: 'Will-call returns waiting' });
  await expect(unassigned.getByRole('button', { name: new RegExp(`^9:15 AM ${first},`) })).toBeVisible();
  await expect(waiting.getByRole('button', { name: new RegExp(`^Will-call ${first},`) })).toBeVisible();
  // The driver's lane, with their vehicle and their leg of the day.
  const lane = page
    .getByRole('list', { name: 'Drivers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: driver.fullName }) });
  await expect(lane).toContainText('1 leg');
  await expect(lane.getByRole('button', { name: new RegExp(`^11:00 AM ${third},`) })).toBeVisible();
  await expect(unassigned.getByRole('button', { name: new RegExp(`^11:00 AM ${third},`) })).toHaveCount(0);

  // Booked elsewhere while the board is open: it appears in pickup order without a reload.
  const second = `Hugo Park ${tag()}`;
  const booked = await adminApi.post('/api/jobs', {
    data: jobInput({ patientName: second, pickupTime: at('07:40'), dropoffTime: at('08:20') }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await expect(unassigned.getByRole('button')).toHaveText(
    [new RegExp(`7:40 AM${second}`), new RegExp(`9:15 AM${first}`)],
    { timeout: 3000 },
  );
  await noAxeViolations(page);
  await shoot(page, 'dispatch-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'dispatch-375');

  // "Open in Job Management" opens the list on the same day.
  await page.getByRole('link', { name: 'Open in Job Management' }).click();
  await expect(page).toHaveURL(`/jobs?date=${day}`);
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
});
