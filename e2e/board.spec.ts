import type { APIRequestContext, Locator } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { jobInput } from '../src/server/demo/samples';
import { approveDriver, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { carry, laneOf } from './support/board';

/** Assigning on the day board (docs/decisions/053-board-assignment.md): by drag and drop, by keyboard, and by candidates. */

const legIn = (area: Locator, clock: string, patientName: string) =>
  area.getByRole('button', { name: new RegExp(`^${clock} ${patientName},`) });

async function newDay(adminApi: APIRequestContext, offset: number) {
  const day = daysFromToday(offset);
  const at = (clock: string) => zonedLocalToIso(`${day}T${clock}`, DEFAULT_COMPANY.timeZone);
  const book = async (patientName: string, clock: string, end: string) => {
    const made = await adminApi.post('/api/jobs', {
      data: jobInput({ patientName, pickupTime: at(clock), dropoffTime: at(end), levelOfService: 'wheelchair' }),
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: string };
  };
  return { day, book };
}

test('a leg dragged onto a driver who can take it is assigned; onto one who cannot, the reason shows before the drop and nothing changes', async ({
  adminPage: page,
  adminApi,
  approvedDriver: driver,
}) => {
  const bare = await approveDriver(adminApi, 'Theo Bare');
  const { day, book } = await newDay(adminApi, 43);
  const rider = `Opal Drag ${tag()}`;
  const leg = await book(rider, '09:15', '09:50');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day}`);
  const queue = page.getByRole('list', { name: 'Unassigned' });
  await expect(legIn(queue, '9:15 AM', rider)).toBeVisible();

  // Onto the driver without a vehicle: the lane says why before the leg is let go, and the drop is refused.
  await carry(page, legIn(queue, '9:15 AM', rider), laneOf(page, bare.fullName), async () => {
    await expect(laneOf(page, bare.fullName)).toContainText('Cannot take this leg: Driver has no vehicle');
    await expect(laneOf(page, driver.fullName)).toContainText('Can take this leg');
  });
  await expect(page.getByRole('status').filter({ hasText: 'Not assigned' })).toContainText(
    `${bare.fullName}: Driver has no vehicle`,
  );
  await expect(legIn(queue, '9:15 AM', rider)).toBeVisible();
  expect(
    ((await (await adminApi.get(`/api/jobs/${leg.id}`)).json()) as { assignedDriverId: string | null })
      .assignedDriverId,
  ).toBeNull();

  // Onto the equipped driver: accepted, and the leg moves from the queue into their lane.
  await carry(page, legIn(queue, '9:15 AM', rider), laneOf(page, driver.fullName), async () => {
    await expect(laneOf(page, driver.fullName)).toContainText('Can take this leg');
  });
  await expect(page.getByRole('status').filter({ hasText: `${rider} is now with ${driver.fullName}` })).toBeVisible();
  await expect(legIn(laneOf(page, driver.fullName), '9:15 AM', rider)).toBeVisible();
  await expect(legIn(queue, '9:15 AM', rider)).toHaveCount(0);
  expect(
    ((await (await adminApi.get(`/api/jobs/${leg.id}`)).json()) as { assignedDriverId: string | null })
      .assignedDriverId,
  ).toBe(driver.id);
  await noAxeViolations(page);
});

test('the whole assignment with the keyboard alone: pick up, go lane by lane, drop; and C for the candidates', async ({
  adminPage: page,
  adminApi,
  approvedDriver: driver,
}) => {
  const { day, book } = await newDay(adminApi, 44);
  const first = `Ivy Keys ${tag()}`;
  const second = `Abe Keys ${tag()}`;
  await book(first, '08:00', '08:40');
  await book(second, '10:30', '11:00');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day}`);
  const queue = page.getByRole('list', { name: 'Unassigned' });
  const lane = laneOf(page, driver.fullName);
  const leg = legIn(queue, '8:00 AM', first);
  await expect(leg).toBeVisible();

  // Tab to the leg, Space picks it up, the arrows go zone by zone until the driver's lane says it can take it.
  // Past the queue's filters (a checkbox and two choices) to its first leg.
  await page.getByRole('button', { name: 'Show map' }).focus();
  for (let i = 0; i < 8 && !(await leg.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(leg).toBeFocused();
  await page.keyboard.press('Space');
  const over = lane.locator('[data-over]');
  for (let i = 0; i < 60 && (await over.count()) === 0; i += 1) await page.keyboard.press('ArrowDown');
  await expect(over).toHaveCount(1);
  await expect(lane).toContainText('Can take this leg');
  await page.keyboard.press('Space');
  await expect(legIn(lane, '8:00 AM', first)).toBeVisible();
  await expect(legIn(queue, '8:00 AM', first)).toHaveCount(0);

  // C on the second leg lists the drivers weighed for it; Enter on "Assign to …" places it.
  await legIn(queue, '10:30 AM', second).focus();
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Drivers for this leg' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Assign to ${driver.fullName}` })).toBeEnabled();
  await dialog.getByRole('button', { name: `Assign to ${driver.fullName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(legIn(lane, '10:30 AM', second)).toBeVisible();
});
