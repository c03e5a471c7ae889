import { readFile } from 'node:fs/promises';
import { daysFromToday } from '../src/domain/dates';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { jobInput } from '../src/server/demo/samples';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { pressEscapeIn } from './support/dialogs';
import { expect, test } from './support/fixtures';

/** Job Management's table on a wide screen (docs/decisions/054-job-table.md). */
test('a day’s jobs in pickup order: sorted by a header, columns chosen, exported as shown, walked by keyboard', async ({
  adminPage: page,
  adminApi,
}) => {
  const day = daysFromToday(46);
  const at = (clock: string) => zonedLocalToIso(`${day}T${clock}`, DEFAULT_COMPANY.timeZone);
  const t = tag();
  const ids: string[] = [];
  // Booked out of order, and one rider whose name a spreadsheet would read as a formula.
  for (const [name, clock] of [
    [`Cora Table ${t}`, '11:00'],
    [`Abel Table ${t}`, '08:30'],
    [`=Bea Table ${t}`, '09:45'],
  ] as const) {
    const made = await adminApi.post('/api/jobs', {
      data: jobInput({
        patientName: name,
        pickupTime: at(clock),
        dropoffTime: at(clock.replace(/^(\d+)/, (h) => String(Number(h) + 1).padStart(2, '0'))),
      }),
    });
    expect(made.status(), await made.text()).toBe(201);
    ids.push(((await made.json()) as { id: string }).id);
  }
  // The day is shared with a repeated run, whose rows would sit between these in the keyboard walk.
  try {
    await walkTheDay();
  } finally {
    for (const id of ids) await adminApi.delete(`/api/jobs/${id}`);
  }

  async function walkTheDay() {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/jobs?date=${day}`);
    const table = page.getByRole('table');
    const riders = table.getByRole('row').filter({ hasText: t });
    await expect(riders).toHaveCount(3);
    // A day reads in pickup order.
    await expect(riders).toHaveText([
      new RegExp(`Abel Table ${t}`),
      new RegExp(`=Bea Table ${t}`),
      new RegExp(`Cora Table ${t}`),
    ]);
    await expect(table.getByRole('columnheader', { name: 'Sort by Pickup' })).toHaveAttribute('aria-sort', 'ascending');

    // A header sorts by its column; again, the other way.
    await table.getByRole('button', { name: 'Sort by Rider' }).click();
    await expect(table.getByRole('columnheader', { name: 'Sort by Rider' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(riders).toHaveText([
      new RegExp(`=Bea Table ${t}`),
      new RegExp(`Abel Table ${t}`),
      new RegExp(`Cora Table ${t}`),
    ]);
    await table.getByRole('button', { name: 'Sort by Rider' }).click();
    await expect(riders.first()).toContainText(`Cora Table ${t}`);

    // Columns: the phone is hidden at first and shown on request; the rate hidden.
    await expect(table.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
    await page.locator('summary', { hasText: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Phone' }).check();
    await page.getByRole('checkbox', { name: 'Driver pay' }).uncheck();
    await expect(table.getByRole('columnheader', { name: /Phone/ })).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: /Driver pay/ })).toHaveCount(0);

    // The CSV is the billing export of the rows listed, in the order shown, whatever columns are shown
    // (docs/decisions/089-create-job-judges-drivers-and-one-jobs-export.md), and the formula-like name is defused.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Job ID,Leg,Rider,Pickup time,Drop-off time,Appointment time,Payer,Loaded miles,Miles from,Level of service,Escorts,Status,Driver',
    );
    const ours = lines.filter((line) => line.includes(t));
    expect(ours.map((line) => /(Cora|Abel|Bea) Table/.exec(line)![1])).toEqual(['Cora', 'Abel', 'Bea']);
    expect(ours.find((line) => line.includes('Bea'))).toContain(`"'=Bea Table ${t}"`);

    // The keyboard walks the rows; Enter edits the job in the row.
    await riders.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(riders.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit Job' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Patient Name')).toHaveValue(`Abel Table ${t}`);
    await pressEscapeIn(page, page.getByRole('dialog'));
    await noAxeViolations(page);

    // Cards on request, and the choice stays in the address.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Cards' }).click();
    await expect(page).toHaveURL(`/jobs?date=${day}&view=cards`);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Abel Table ${t}` })).toBeVisible();
  }
});
