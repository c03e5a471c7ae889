import { noAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { riderInput } from '../src/server/demo/samples';
import { tag } from './support/api';
import { expect, test } from './support/fixtures';

/** Riders (docs/decisions/044-riders.md): the admin adds a rider, finds them by phone, opens and edits them. */

const SCREENSHOTS = process.env.RIDER_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test('an admin adds a rider, finds them by phone, opens them and edits the notes for drivers', async ({
  adminPage: page,
}) => {
  const suffix = String(Math.floor(1000 + Math.random() * 9000));
  const name = `Winifred Osei ${tag()}`;
  const phone = `(610) 555-${suffix}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Riders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();

  await page.getByRole('button', { name: 'New rider' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rider' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Date of birth').fill('1952-09-30');
  await dialog.getByLabel('Phone', { exact: true }).fill(phone);
  await dialog.getByLabel('Default level of service').selectOption('wheelchair');
  await dialog.getByLabel('Escorts').selectOption('2');
  await dialog.getByLabel('Oxygen').check();
  await dialog.getByLabel('Service animal').check();
  await dialog.getByLabel('Street', { exact: true }).fill('4410 Walnut St');
  await dialog.getByLabel('City').fill('Philadelphia');
  await dialog.getByLabel('State').fill('pa');
  await dialog.getByLabel('ZIP code').fill('1910');
  await dialog.getByRole('button', { name: 'Add rider' }).click();
  // The browser checks the ZIP with the server's own schema before anything is sent.
  await expect(dialog.getByText('ZIP code must be 5 digits')).toBeVisible();
  await noAxeViolations(page);
  await shoot(page, 'rider-dialog-1280');
  await dialog.getByLabel('ZIP code').fill('19104');
  await dialog.getByRole('button', { name: 'Add rider' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search riders').fill(`555${suffix}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Oxygen');
  await expect(row).toContainText('Service animal');
  await expect(row).toContainText('2 escorts');
  await expect(row).toContainText('Wheelchair');
  await noAxeViolations(page);
  await shoot(page, 'riders-1280');

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('4410 Walnut St, Philadelphia, PA 19104 (Residence)')).toBeVisible();
  await page.getByRole('button', { name: 'Edit rider' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rider' });
  await expect(edit.getByLabel('Full name')).toHaveValue(name);
  await edit.getByLabel('Notes for drivers').fill('Call on arrival; the buzzer is broken.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Call on arrival; the buzzer is broken.')).toBeVisible();
  await expect(page.getByText('No jobs for this rider yet.')).toBeVisible();

  // A caregiver's copies of the texts need the caregiver's phone: the server says so under that field.
  await page.getByRole('button', { name: 'Edit rider' }).click();
  const copies = page.getByRole('dialog', { name: 'Edit rider' });
  await copies.getByLabel('Text the alternate contact too').check();
  await copies.getByRole('button', { name: 'Save changes' }).click();
  await expect(copies.getByText("Add the alternate contact's phone to send them the rider's texts")).toBeVisible();
  await noAxeViolations(page);
  await shoot(page, 'rider-caregiver-1280');
  await copies.getByLabel('Alternate contact phone').fill('(610) 555-0199');
  // The rider reads Spanish: every text about their trips, and their trip page, is written in it.
  await copies.getByLabel('Language for texts').selectOption('es');
  await copies.getByRole('button', { name: 'Save changes' }).click();
  await expect(copies).toBeHidden();
  await expect(page.getByText("(610) 555-0199, gets the rider's texts")).toBeVisible();
  await expect(page.getByText('Spanish (español)')).toBeVisible();
  await noAxeViolations(page);
  await shoot(page, 'rider-1280');
});

test('the riders pages read well on a phone and pass axe', async ({ adminPage: page, adminApi }) => {
  const body = riderInput();
  const created = await adminApi.post('/api/riders', { data: body });
  expect(created.status()).toBe(201);
  const rider = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/riders');
  await page.getByLabel('Search riders').fill(body.fullName);
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: body.fullName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 escort');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'riders-375');

  await card.getByRole('link', { name: body.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/riders/${rider.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: body.fullName })).toBeVisible();
  await expect(page.getByText('No referrals for this rider yet.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'rider-375');

  await page.getByRole('button', { name: 'Edit rider' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit rider' })).toBeVisible();
  await noAxeViolations(page);
  await shoot(page, 'rider-dialog-375');
});
