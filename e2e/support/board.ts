import type { Locator, Page } from '@playwright/test';

/** A driver's lane on the day board, by the driver's name. */
export const laneOf = (page: Page, fullName: string) =>
  page
    .getByRole('list', { name: 'Drivers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: fullName }) });

/**
 * Holds a leg with the mouse, carries it into the target driver's lane (where the board judges the driver), and lets
 * go only when `beforeDrop` has seen what it waits for. Into the lane's hours just right of the driver's name, level
 * with the name: the lane runs the whole day, wider than the screen, and the board scrolls its hours when a held leg
 * nears their edges. The lanes grow as they show their verdicts, so the hand follows the lane before letting go, as
 * a dispatcher's eye would.
 */
export async function carry(page: Page, leg: Locator, target: Locator, beforeDrop: () => Promise<void>) {
  const from = (await leg.boundingBox())!;
  const inLane = async () => {
    const name = (await target.getByRole('heading').first().boundingBox())!;
    return { x: name.x + name.width + 250, y: name.y + name.height / 2 };
  };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 3 });
  const to = await inLane();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await beforeDrop();
  const settled = await inLane();
  await page.mouse.move(settled.x, settled.y, { steps: 2 });
  await page.mouse.up();
}
