import type { Page } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { daysFromToday } from '../src/domain/dates';
import { WEEKDAY_LABELS, weekdayOf } from '../src/domain/weekdays';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { jobInput } from '../src/server/demo/samples';
import { loginThroughForm } from './support/accounts';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { carry, laneOf } from './support/board';

// docs/decisions/117-availability.md: the administrator sets a driver's week and a day off in the driver's review;
// the board shades the lane outside the shift, marks the day off, and warns before and after a drop outside it.

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

test("the administrator sets a driver's week and a day off; the board shades the lane and warns on a drop outside it", async ({
  adminPage: page,
  adminApi,
  approvedDriver: driver,
}) => {
  test.setTimeout(90_000);
  // The driver goes back to the default hours afterwards: other journeys' boards show every driver's lane.
  try {
    await journey();
  } finally {
    const reset = await adminApi.put(`/api/drivers/${driver.id}/availability`, { data: { week: null } });
    expect(reset.status(), await reset.text()).toBe(200);
  }

  async function journey() {
    const day = daysFromToday(47);
    const dayOff = daysFromToday(48);
    const weekday = WEEKDAY_LABELS[weekdayOf(day)];

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: `Review ${driver.fullName}` })
      .first()
      .click();
    const review = page.getByRole('dialog', { name: `Review: ${driver.fullName}` });
    const section = review.getByRole('region', { name: 'Availability' });
    const defaultHours = section.getByRole('checkbox', { name: /Default hours/ });
    await expect(defaultHours).toBeChecked();
    await defaultHours.uncheck();

    // The board's weekday, 08:00 to 12:00; the next day off.
    await section.getByRole('checkbox', { name: weekday, exact: true }).check();
    await section.getByLabel(`${weekday} start`).fill('08:00');
    await section.getByLabel(`${weekday} end`).fill('12:00');
    await section.getByLabel('Date').fill(dayOff);
    await section.getByLabel('Change').selectOption({ label: 'Time off' });
    await section.getByLabel('Note (optional)').fill('Family visit');
    await section.getByRole('button', { name: 'Add change' }).click();
    await expect(section).toContainText('Time off · Family visit');
    await section.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved', { exact: true })).toBeVisible();
    await expect(defaultHours).not.toBeChecked();
    await section.scrollIntoViewIfNeeded();
    await noAxeViolations(page);
    await shot(page, 'availability-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await section.scrollIntoViewIfNeeded();
    await noAxeViolations(page);
    await shot(page, 'availability-375');
    await page.keyboard.press('Escape');

    const saved = (await (await adminApi.get(`/api/drivers/${driver.id}/availability`)).json()) as {
      week: { day: string; start: string; end: string }[];
      exceptions: { date: string; kind: string; status: string }[];
    };
    expect(saved.week).toEqual([{ day: weekdayOf(day), start: '08:00', end: '12:00' }]);
    expect(saved.exceptions).toMatchObject([{ date: dayOff, kind: 'off', status: 'approved' }]);

    // A leg at 14:00 waits in the queue; the driver's lane is shaded before 08:00 and after 12:00.
    const rider = `Iris Late ${tag()}`;
    const at = (clock: string) => zonedLocalToIso(`${day}T${clock}`, DEFAULT_COMPANY.timeZone);
    const made = await adminApi.post('/api/jobs', {
      data: jobInput({ patientName: rider, pickupTime: at('14:00'), dropoffTime: at('14:40') }),
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/dispatch?date=${day}`);
    const lane = laneOf(page, driver.fullName);
    await expect(lane.locator('[data-off-shift]')).toHaveCount(2);
    await shot(page, 'board-shift-1280');

    const queue = page.getByRole('list', { name: 'Unassigned' });
    const leg = queue.getByRole('button', { name: new RegExp(`^2:00 PM ${rider},`) });
    await carry(page, leg, lane, async () => {
      await expect(lane).toContainText("Can take this leg, with a warning: Outside the driver's shift or on time off");
    });
    await expect(page.getByRole('status').filter({ hasText: 'Assigned, with a warning' })).toContainText(
      `${rider} is now with ${driver.fullName}. Outside the driver's shift or on time off`,
    );
    await noAxeViolations(page);

    // The next day the driver is off: the lane says so, shaded from end to end.
    await page.goto(`/dispatch?date=${dayOff}`);
    await expect(laneOf(page, driver.fullName)).toContainText('Time off');
    await expect(laneOf(page, driver.fullName).locator('[data-off-shift]')).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(laneOf(page, driver.fullName)).toContainText('Time off');
    await noAxeViolations(page);
    await shot(page, 'board-time-off-375');
  }
});

test("a driver's inspection clocks them in, the phone clocks them out, and the board shows both; a day off asked for is approved in the review", async ({
  browser,
  adminPage: page,
  adminApi,
  approvedDriver: driver,
}) => {
  const dayOff = daysFromToday(52);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const mine = await phone.newPage();
    await loginThroughForm(mine, driver.username, driver.password);
    // This morning's inspection clocked the driver in; the end of the day is one tap.
    await expect(mine.getByText(/^Clocked in at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await mine.getByRole('button', { name: 'Clock out' }).click();
    await expect(mine.getByText('Clocked out', { exact: true })).toBeVisible();
    await expect(mine.getByText(/^Worked \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await shot(mine, 'clock-375');
    await mine.getByRole('button', { name: 'My week', exact: true }).click();
    const ask = mine.getByRole('region', { name: 'Ask for time off or changed hours' });
    await expect(mine.getByText('No set week')).toBeVisible();
    await ask.getByLabel('Date').fill(dayOff);
    await ask.getByLabel('Note (optional)').fill('Court date');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(mine.getByText('Request sent: the office will answer', { exact: true })).toBeVisible();
    const changes = mine.getByRole('region', { name: 'Days off and changed hours' });
    await expect(changes).toContainText('Time off · Court date');
    await expect(changes).toContainText('Asked by the driver');
    await noAxeViolations(mine);
    await shot(mine, 'my-week-375');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: `Review ${driver.fullName}` })
      .first()
      .click();
    const section = page
      .getByRole('dialog', { name: `Review: ${driver.fullName}` })
      .getByRole('region', { name: 'Availability' });
    const waiting = section.getByRole('list', { name: 'Asked by the driver' });
    await expect(waiting).toContainText('Court date');
    await waiting.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText('Request answered', { exact: true })).toBeVisible();
    await expect(section).toContainText('Time off · Court date');

    // The phone hears the answer without a reload: the change is the driver's, announced live.
    await expect(changes).toContainText('Approved');

    // Today's board has the driver's clock times on their lane.
    await page.keyboard.press('Escape');
    await page.goto('/dispatch');
    await expect(laneOf(page, driver.fullName)).toContainText(/In \d{1,2}:\d{2} [AP]M · out \d{1,2}:\d{2} [AP]M/);
  } finally {
    await phone.close();
    const reset = await adminApi.put(`/api/drivers/${driver.id}/availability`, { data: { week: null } });
    expect(reset.status(), await reset.text()).toBe(200);
  }
});
