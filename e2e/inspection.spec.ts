import { DEFAULT_COMPANY } from '../src/domain/company';
import { todayIn } from '../src/domain/dates';
import { jobInput } from '../src/server/demo/samples';
import { INSPECTION_ITEMS, INSPECTION_ITEM_LABELS } from '../src/domain/inspection-items';
import { expectToast, loginThroughForm } from './support/accounts';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The pre-trip vehicle inspection (docs/decisions/063-pre-trip-inspection.md): before the first leg of the day the
 * driver answers the checklist on the phone; a fault holds "Start Job" until a dispatcher clears it on the day
 * board, and the phone opens the run without a reload.
 */
const SCREENSHOTS = process.env.INSPECTION_SCREENSHOTS;

/**
 * A pickup `minutes` from now, kept on today's company calendar: the phone's Today lists today's legs only, so
 * within the last `minutes` before midnight the leg goes a little in the past instead (it still waits to start).
 */
function laterToday(minutes: number): Date {
  const now = new Date();
  const later = new Date(now.getTime() + minutes * 60_000);
  const day = (at: Date) => todayIn(DEFAULT_COMPANY.timeZone, at);
  return day(later) === day(now) ? later : new Date(now.getTime() - minutes * 60_000);
}

test('a fault found on the phone holds the run until dispatch clears it from the day board', async ({
  browser,
  adminApi,
  adminPage,
  uninspectedDriver: driver,
}) => {
  const rider = `Ines Check ${tag()}`;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: rider,
      pickupTime: laterToday(40).toISOString(),
      assignedDriverId: driver.id,
      status: 'accepted',
    }),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id: jobId } = (await made.json()) as { id: string };

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  await loginThroughForm(page, driver.username, driver.password);
  const next = page.getByRole('region', { name: 'Next' });
  await expect(next.getByRole('heading', { name: rider })).toBeVisible();

  // Not inspected yet: the checklist sits above the run and the leg cannot start.
  const sheet = page.getByRole('region', { name: 'Vehicle inspection' });
  await expect(sheet).toBeVisible();
  await expect(next.getByRole('button', { name: 'Start Job' })).toBeDisabled();
  await expect(next.getByText('Record the vehicle inspection above first.')).toBeVisible();
  await noAxeViolations(page);

  // Sent empty, every item says what it needs and nothing is recorded.
  await sheet.getByRole('button', { name: 'Record inspection' }).click();
  await expect(sheet.getByText('Answer this item')).toHaveCount(INSPECTION_ITEMS.length);
  await expect(sheet.getByText('Enter the odometer reading')).toBeVisible();
  expect(
    ((await (await adminApi.get('/api/inspections')).json()) as Array<{ driverId: string }>).some(
      (i) => i.driverId === driver.id,
    ),
  ).toBe(false);

  for (const item of INSPECTION_ITEMS) {
    const group = sheet.getByRole('group', { name: INSPECTION_ITEM_LABELS[item] });
    await group.getByText(item === 'brakes' ? 'Fault' : 'OK', { exact: true }).click();
  }
  await sheet.getByLabel('Odometer').fill('48210');
  // A fault asks what is wrong.
  await sheet.getByRole('button', { name: 'Record inspection' }).click();
  await expect(sheet.getByText('Say what is wrong')).toBeVisible();
  await sheet.getByLabel('What is wrong').fill('Brake pedal goes soft');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/inspection-sheet-375.png`, fullPage: true });
  await sheet.getByRole('button', { name: 'Record inspection' }).click();
  await expectToast(page, 'Fault recorded');

  const fault = page.getByRole('alert').filter({ hasText: 'Your vehicle inspection found a fault' });
  await expect(fault).toContainText('Brakes');
  await expect(next.getByRole('button', { name: 'Start Job' })).toBeDisabled();
  await expect(next.getByText('Dispatch must clear the fault first.')).toBeVisible();
  await noAxeViolations(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/inspection-fault-375.png`, fullPage: true });

  // The dispatcher sees the fault in the driver's lane, reads it and clears it with a note.
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto('/dispatch');
  await adminPage
    .getByRole('button', { name: `${driver.fullName}: vehicle inspection found a fault, review and clear` })
    .click();
  const dialog = adminPage.getByRole('dialog', { name: 'Inspection fault' });
  await expect(dialog).toContainText('Brakes');
  await expect(dialog).toContainText('Brake pedal goes soft');
  await noAxeViolations(adminPage);
  if (SCREENSHOTS) await adminPage.screenshot({ path: `${SCREENSHOTS}/inspection-clear-1280.png` });
  await dialog.getByRole('button', { name: 'Clear fault' }).click();
  await expect(dialog.getByText('Say how the fault was dealt with')).toBeVisible();
  await dialog.getByLabel('How it was dealt with').fill('Brakes checked at the shop; fluid topped up');
  await dialog.getByRole('button', { name: 'Clear fault' }).click();
  await expectToast(adminPage, 'Fault cleared');
  await expect(adminPage.getByRole('img', { name: `${driver.fullName}: vehicle inspected` })).toBeVisible();

  // The phone hears of it and opens the run, no reload.
  await expect(page.getByText(/^Fault cleared by dispatch at /)).toBeVisible();
  await expect(next.getByRole('button', { name: 'Start Job' })).toBeEnabled();
  await next.getByRole('button', { name: 'Start Job' }).click();
  await expectToast(page, 'Job updated');
  await expect
    .poll(async () => ((await (await adminApi.get(`/api/jobs/${jobId}`)).json()) as { status: string }).status)
    .toBe('in_progress');
  await phone.close();
});
