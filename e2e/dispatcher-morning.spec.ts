import type { Page } from '@playwright/test';
import { expectToast } from './support/accounts';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { seedMorning } from './support/morning-day';

/**
 * A dispatcher's morning on a day of over a hundred legs (docs/decisions/051-day-board.md, 081-board-leg-panel-and-
 * added-travel.md, 082-offline-day-map.md, 087-route-proposals-compare-the-same-legs.md): a van breaks down and its
 * legs show as needing a driver; the dispatcher opens a leg from the board and from the map, gives a stranded leg to
 * another driver, proposes routes for the queue and applies one lane, and makes a will-call return ready.
 */

const shot = async (page: Page, name: string, fullPage = false) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage });
};

test('the dispatcher’s morning: stranded legs, a leg from the board and the map, a lane of a proposal, a will-call made ready', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const day = await seedMorning(adminApi, { legs: 100 });
  try {
    await morning(page, day);
  } finally {
    await day.cleanUp();
  }
});

async function morning(page: Page, day: Awaited<ReturnType<typeof seedMorning>>) {
  const ours = new RegExp(`Morning Rider \\d{3} ${day.tag}`);
  const [dana] = day.drivers;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day.date}`);
  await expect(page.getByRole('heading', { name: 'Day board', level: 1 })).toBeVisible();

  // The broken van's ten legs need another driver: counted apart, each saying whose they were.
  const stranded = page.getByRole('list', { name: 'Need another driver' });
  await expect(stranded.getByRole('button', { name: ours })).toHaveCount(10);
  await expect(stranded.getByRole('button', { name: ours }).first()).toHaveAccessibleName(
    new RegExp(`With ${day.brokenDriver.fullName}`),
  );
  const queue = page.getByRole('list', { name: 'Unassigned' });
  await expect(queue.getByRole('button', { name: ours })).toHaveCount(70);
  await noAxeViolations(page);
  await shot(page, 'morning-board-1280');

  // A stranded leg, opened from the board: its panel, then the drivers who can take it, and Dana takes it.
  const first = stranded.getByRole('button', { name: ours }).first();
  const rider = `${/Morning Rider \d{3}/.exec((await first.getAttribute('aria-label')) ?? (await first.textContent()) ?? '')![0]} ${day.tag}`;
  await first.click();
  const panel = page.getByRole('dialog', { name: rider });
  await expect(panel).toContainText('1200 Spruce St');
  await expect(panel.getByRole('link', { name: 'Open job' })).toHaveAttribute(
    'href',
    /\/jobs\?date=\d{4}-\d{2}-\d{2}&job=[0-9a-f-]{36}$/,
  );
  await noAxeViolations(page);
  await shot(page, 'morning-leg-panel-1280');
  await panel.getByRole('button', { name: 'Drivers for this leg' }).click();
  const candidates = page.getByRole('dialog', { name: 'Drivers for this leg' });
  await candidates.getByRole('button', { name: `Assign to ${dana!.fullName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `is now with ${dana!.fullName}` })).toBeVisible();
  await expect(candidates).toBeHidden();
  await expect(stranded.getByRole('button', { name: ours })).toHaveCount(9);
  await expect(stranded.getByRole('button', { name: new RegExp(`${rider},`) })).toHaveCount(0);

  // From the map: the pickups in view open their leg too.
  await page.getByRole('button', { name: 'Show map' }).click();
  const pickups = page.getByRole('list', { name: 'Pickups in view' });
  const onMap = pickups.getByRole('button').first();
  await expect(onMap).toBeVisible();
  const mapLeg = /^\S+ [AP]M (.+?), /.exec((await onMap.getAttribute('aria-label'))!)![1]!;
  await onMap.click();
  const mapPanel = page.getByRole('dialog', { name: mapLeg });
  await expect(mapPanel).toBeVisible();
  await mapPanel.getByRole('button', { name: 'Close' }).first().click();
  await expect(mapPanel).toBeHidden();
  await noAxeViolations(page);
  await shot(page, 'morning-map-1280');
  await page.getByRole('button', { name: 'Hide map' }).click();

  // Routes for the queue: the proposal keeps what the board placed, and one lane is applied.
  await page.getByRole('button', { name: 'Propose routes' }).click();
  const proposal = page.getByRole('dialog', { name: 'Propose routes' });
  await expect(proposal.getByRole('radio', { name: 'Place the unassigned legs' })).toBeChecked();
  await proposal.getByLabel('Search for (seconds)').fill('5');
  await proposal.getByRole('button', { name: 'Propose', exact: true }).click();
  const lanes = proposal.getByRole('list', { name: 'Proposed lanes' });
  await expect(lanes.getByRole('checkbox').first()).toBeVisible({ timeout: 60_000 });
  await noAxeViolations(page);
  await shot(page, 'morning-proposal-1280');
  const boxes = lanes.getByRole('checkbox', { disabled: false });
  const count = await boxes.count();
  for (let i = 1; i < count; i += 1) await boxes.nth(i).uncheck();
  await proposal.getByRole('button', { name: 'Apply chosen lanes' }).click();
  await expect(proposal.getByRole('status').filter({ hasText: /^Applied: \d+ legs? assigned/ })).toBeVisible({
    timeout: 30_000,
  });
  await proposal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(proposal).toBeHidden();

  // The rider home from dialysis calls: the will-call return is made ready from the board.
  const willCall = page.getByRole('list', { name: 'Will-call returns waiting' });
  await willCall.getByRole('button', { name: `Rider ready: ${day.willCallRider}` }).click();
  await expectToast(page, 'Return scheduled');
  await expect(willCall.getByRole('button', { name: `Rider ready: ${day.willCallRider}` })).toHaveCount(0);
  await noAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(stranded.getByRole('button', { name: ours }).first()).toBeVisible();
  await noAxeViolations(page);
  await shot(page, 'morning-board-375');
  await page.getByRole('heading', { name: /^Unassigned/ }).scrollIntoViewIfNeeded();
  await shot(page, 'morning-queue-375');
}
