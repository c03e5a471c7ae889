import type { APIRequestContext, Page } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { UNPLACED_REASON_LABELS } from '../src/domain/route-proposal';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { jobInput } from '../src/server/demo/samples';
import { expectToast } from './support/accounts';
import { approveDriver, equipDriver, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Proposed routes on the day board (docs/decisions/064-route-proposals.md): the dispatcher asks the route solver for
 * the day, compares its plan with the board, applies it, and the queue keeps only what nobody can carry, with why.
 */

/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. The dialog covers the viewport, so no full page. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
};

const { timeZone } = DEFAULT_COMPANY;
const clockOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
/** Places in Philadelphia a few miles apart, each placed on the map by its ZIP code. */
const PLACES = [
  { street: '1200 Spruce St', zip: '19107' },
  { street: '51 N 39th St', zip: '19104' },
  { street: '1500 Market St', zip: '19102' },
  { street: '2401 Pennsylvania Ave', zip: '19130' },
  { street: '1100 S Broad St', zip: '19146' },
  { street: '3401 Civic Center Blvd', zip: '19104' },
].map((place) => ({ ...place, unit: null, city: 'Philadelphia', state: 'PA', placeType: 'residence' }));

/** A day of its own, far enough ahead that no other journey books it and within the drivers' papers' year. */
function bookingDay() {
  const day = daysFromToday(50 + Math.floor(Math.random() * 250));
  const t = tag();
  /** A leg `minute` minutes after midnight, from one of the places to the next; the rider's name is made unique. */
  const book = async (
    adminApi: APIRequestContext,
    name: string,
    minute: number,
    levelOfService: string,
    from: number,
  ) => {
    const patientName = `${name} ${t}`;
    const pickupTime = zonedLocalToIso(
      `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      timeZone,
    );
    const made = await adminApi.post('/api/jobs', {
      data: jobInput({
        patientName,
        levelOfService,
        pickupTime,
        dropoffTime: new Date(Date.parse(pickupTime) + 30 * 60_000).toISOString(),
        pickupPlace: PLACES[from % PLACES.length],
        dropoffPlace: PLACES[(from + 1) % PLACES.length],
      }),
    });
    expect(made.status(), await made.text()).toBe(201);
    const job = (await made.json()) as { id: string };
    return { id: job.id, patientName, clock: clockOf(pickupTime) };
  };
  return { day, book };
}

/** Opens the dialog and proposes with a short search, from the keyboard; the dialog, for what follows. */
async function propose(page: Page) {
  await page.getByRole('button', { name: 'Propose routes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose routes' });
  await dialog.getByLabel('Search for (seconds)').fill('5');
  await dialog.getByLabel('Search for (seconds)').press('Enter');
  return dialog;
}

// Two equipped drivers of its own (the fixture's and Riley's), beside whatever drivers earlier journeys left on the server.
test('the solver plans an empty day, the dispatcher applies it all, and the leg nobody can carry stays queued with its reason', async ({
  adminPage: page,
  adminApi,
  approvedDriver: _equipped,
}) => {
  test.setTimeout(120_000);
  const second = await approveDriver(adminApi, 'Riley Route');
  await equipDriver(adminApi, second.id);
  const { day, book } = bookingDay();
  // Twenty legs the equipped wheelchair vans can carry, a pickup every 40 minutes from 6:00 AM to 6:40 PM.
  const carried = [];
  for (let i = 0; i < 20; i += 1)
    carried.push(await book(adminApi, `Route${i} Rider`, 6 * 60 + 40 * i, i % 2 ? 'wheelchair' : 'ambulatory', i));
  // No driver on shift has a stretcher position (the journeys' vans have none), so this one cannot be placed.
  const stretcher = await book(adminApi, 'Stretch Rider', 12 * 60 + 10, 'stretcher', 2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day}`);
  const queue = page.getByRole('list', { name: 'Unassigned' });
  await expect(queue.getByRole('button')).toHaveCount(21);

  await page.getByRole('button', { name: 'Propose routes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose routes' });
  await expect(dialog.getByRole('radio', { name: 'Place the unassigned legs' })).toBeChecked();
  await expect(dialog.getByLabel('Shift starts')).toHaveValue('05:00');
  await expect(dialog.getByLabel('Shift ends')).toHaveValue('21:00');
  // From the keyboard: a short search, and Enter in the field proposes.
  await dialog.getByLabel('Search for (seconds)').fill('5');
  await dialog.getByLabel('Search for (seconds)').press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Working out routes… (up to 5 s)');

  // The comparison: nothing placed on the board yet, all twenty in the proposal.
  await expect(dialog.getByRole('row', { name: /^Legs placed/ })).toHaveText(/Legs placed\s*0\s*20/, {
    timeout: 30_000,
  });
  await expect(dialog.getByRole('row', { name: /^Driving time, all legs placed/ })).toContainText(' min');
  await expect(dialog.getByText('20 legs moved')).toBeVisible();
  const lanes = dialog.getByRole('list', { name: 'Proposed lanes' });
  await expect(lanes.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await expect(lanes.getByRole('checkbox').first()).toBeChecked();
  for (const leg of carried) await expect(lanes.getByText(leg.patientName, { exact: true })).toHaveCount(1);
  const left = dialog.getByRole('list', { name: 'Left in the queue' });
  await expect(left.getByRole('listitem')).toHaveCount(1);
  await expect(left).toContainText(`${stretcher.clock} ${stretcher.patientName}`);
  await expect(left).toContainText(UNPLACED_REASON_LABELS.level_of_service);
  await noAxeViolations(page);
  await shot(page, 'route-proposal-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByRole('button', { name: 'Apply all' })).toBeVisible();
  await noAxeViolations(page);
  await shot(page, 'route-proposal-375');
  await left.scrollIntoViewIfNeeded();
  await shot(page, 'route-proposal-lanes-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Apply all' }).click();
  await expectToast(page, '20 legs assigned');
  await expect(dialog.getByRole('status')).toHaveText('Applied: 20 legs assigned');
  await expect(dialog.getByRole('region', { name: /Not assigned/ })).toHaveCount(0);
  await shot(page, 'route-proposal-applied-1280');
  // Escape would close the toast first (the top layer), so the dialog's own button.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The board: every carried leg in a driver's lane, the stretcher leg alone in the queue with the reason under it.
  await expect(queue.getByRole('button')).toHaveCount(1);
  const stuck = queue.getByRole('button', { name: new RegExp(`^${stretcher.clock} ${stretcher.patientName},`) });
  await expect(stuck).toHaveAccessibleName(new RegExp(`Not placed: ${UNPLACED_REASON_LABELS.level_of_service}$`));
  await expect(queue.getByText(`Not placed: ${UNPLACED_REASON_LABELS.level_of_service}`)).toBeVisible();
  await shot(page, 'route-proposal-board-1280');
  const boardLanes = page.getByRole('list', { name: 'Drivers' });
  for (const leg of carried)
    await expect(boardLanes.getByRole('button', { name: new RegExp(`^${leg.clock} ${leg.patientName},`) })).toHaveCount(
      1,
    );
  // Drivers left by earlier journeys on the same server may be on the proposal too: any driver will do.
  for (const leg of carried) {
    const job = (await (await adminApi.get(`/api/jobs/${leg.id}`)).json()) as { assignedDriverId: string | null };
    expect(job.assignedDriverId, leg.patientName).not.toBeNull();
  }

  // Another day clears the reasons: they belong to the proposal of their own day.
  await page.getByLabel('Day', { exact: true }).fill(daysFromToday(1));
  await expect(page).not.toHaveURL(new RegExp(day));
  await page.getByLabel('Day', { exact: true }).fill(day);
  await expect(queue.getByRole('button')).toHaveCount(1);
  await expect(queue.getByText(/^Not placed:/)).toHaveCount(0);
});

test('chosen lanes only: the others stay in the queue, and a leg moved meanwhile is refused and named', async ({
  adminPage: page,
  adminApi,
  approvedDriver,
}) => {
  test.setTimeout(120_000);
  const second = await approveDriver(adminApi, 'Sasha Choice');
  await equipDriver(adminApi, second.id);
  const { day, book } = bookingDay();
  // Four wheelchair pickups at 8:00 in four places: no van holds more than two, nor reaches four within the window.
  const legs = [];
  for (let i = 0; i < 4; i += 1) legs.push(await book(adminApi, `Choice${i} Rider`, 8 * 60, 'wheelchair', i));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day}`);
  await expect(page.getByRole('list', { name: 'Unassigned' }).getByRole('button')).toHaveCount(4);
  const dialog = await propose(page);
  const lanes = dialog
    .getByRole('list', { name: 'Proposed lanes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4 }) });
  await expect(lanes.first()).toBeVisible({ timeout: 30_000 });
  expect(await lanes.count()).toBeGreaterThanOrEqual(2);

  // Keep the first lane only; unticking the others from the keyboard.
  const kept = lanes.first();
  const keptName = (await kept.getByRole('heading', { level: 4 }).textContent())!.trim();
  const keptLegs: typeof legs = [];
  for (const leg of legs) if ((await kept.getByText(leg.patientName, { exact: true }).count()) > 0) keptLegs.push(leg);
  expect(keptLegs.length).toBeGreaterThanOrEqual(1);
  for (let i = 1; i < (await lanes.count()); i += 1) {
    const box = lanes.nth(i).getByRole('checkbox');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
  }
  await expect(dialog.getByRole('button', { name: 'Apply chosen lanes' })).toHaveText('Apply chosen lanes (1)');

  // Meanwhile someone gives one of the kept lane's legs to another driver on the board.
  const taken = keptLegs[0]!;
  const other = [approvedDriver, second].find((d) => d.fullName !== keptName)!;
  const moved = await adminApi.put(`/api/jobs/${taken.id}/driver`, {
    data: { driverId: other.id, expectedDriverId: null },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  await dialog.getByRole('button', { name: 'Apply chosen lanes' }).click();
  await expectToast(page, `${keptLegs.length - 1} leg${keptLegs.length - 1 === 1 ? '' : 's'} assigned`);
  const refused = dialog.getByRole('region', { name: /^Not assigned/ });
  await expect(refused).toContainText(`${taken.clock} ${taken.patientName} → ${keptName}`);
  await expect(kept.getByText('Applied', { exact: true })).toBeVisible();
  await expect(lanes.nth(1).getByRole('checkbox')).not.toBeChecked();
  await noAxeViolations(page);
  await shot(page, 'route-proposal-refused-1280');

  // The kept lane's other legs went to its driver; the unchosen lanes' legs wait in the queue as before.
  for (const leg of legs) {
    const job = (await (await adminApi.get(`/api/jobs/${leg.id}`)).json()) as {
      assignedDriverId: string | null;
      assignedDriverName: string | null;
    };
    if (leg === taken) expect(job.assignedDriverId).toBe(other.id);
    else if (keptLegs.includes(leg)) expect(job.assignedDriverName, leg.patientName).toBe(keptName);
    else expect(job.assignedDriverId, leg.patientName).toBeNull();
  }
});
