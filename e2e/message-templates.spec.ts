import type { APIRequestContext, Page } from '@playwright/test';
import { expectToast } from './support/accounts';
import { createJob, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';

// docs/decisions/065-notifications.md: an administrator changes the words of a message in Settings, sees them filled
// in before saving, and the next message of that kind goes out in those words.

/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string, { fullPage = true } = {}) => {
  if (!process.env.SCREENSHOTS) return;
  // From the top: a whole page taken scrolled down draws the sticky header half-way down it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage });
};

const HELD = 'In the outbox (no provider configured)';

/**
 * Back to the default words whatever the journey did: the other journeys read rider texts ("your ride on … is
 * booked") and run on the same server after this one.
 */
async function resetTemplates(adminApi: APIRequestContext) {
  for (const event of ['trip_scheduled', 'referral_received']) {
    const response = await adminApi.delete(`/api/message-templates/${event}`);
    expect(response.ok(), await response.text()).toBe(true);
  }
}
test.afterEach(async ({ adminApi }) => resetTemplates(adminApi));

const messagesSection = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });
const rowOf = (page: Page, label: string) =>
  messagesSection(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test('the admin rewrites the "Trip scheduled" text, is told of an unknown field, saves, and the next booking is texted in the new words', async ({
  adminPage: page,
  adminApi,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const row = rowOf(page, 'Trip scheduled');
  await expect(row).toContainText('Text');
  await expect(row).toContainText('Default');

  await row.getByRole('button', { name: 'Edit Trip scheduled' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit message: Trip scheduled' });
  // A text has no subject.
  await expect(dialog.getByLabel('Subject')).toHaveCount(0);
  const body = dialog.getByLabel('Message', { exact: true });
  await expect(body).toHaveValue(/your ride on \{\{day\}\} is booked/);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Hi Ruth, your ride on Tue, Dec 1 is booked.');

  // A detail this message does not offer is refused while typing, naming it and the ones it may use.
  await body.fill(
    '{{companyName}}: Hello {{firstName}}! Your van is booked for {{day}}, and we have your birthday {{dateOfBirth}} on file.',
  );
  const refusal = dialog.getByText(/\{\{dateOfBirth\}\} is not a field of this message; use \{\{firstName\}\}/);
  await expect(refusal).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(preview).toContainText('The preview appears once the message uses only the details listed above.');

  // Fixed, with the company's phone put in from its chip where the cursor is.
  await body.fill('{{companyName}}: Hello {{firstName}}! Your van is booked for {{day}}. {{pickup}}. Call ');
  await body.press('End');
  await dialog.getByRole('button', { name: '{{companyPhone}}', exact: true }).click();
  await expect(body).toBeFocused();
  await body.pressSequentially(' with questions.');
  await expect(body).toHaveValue(/Call \{\{companyPhone\}\} with questions\.$/);
  await expect(refusal).toHaveCount(0);
  await expect(body).toHaveAttribute('aria-invalid', 'false');
  await expect(preview).toContainText(
    'Hello Ruth! Your van is booked for Tue, Dec 1. Pickup 9:15–9:45 AM at 1200 Spruce St',
  );
  await expect(preview).toContainText(/\d+ characters with these details: \d texts?\./);
  await expect(dialog.getByText(/\d+ characters as written: \d texts? of 160\./)).toBeVisible();

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Message saved');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Your words');
  await expect(row).not.toContainText('Never');
  await shot(page, `message-templates-saved-${page.viewportSize()?.width}`);

  // The next booking's text is written in the new words.
  const job = await createJob(adminApi, `Ruth Feldman ${tag()}`, null);
  await page.goto(`/jobs?q=${encodeURIComponent(job.patientName)}`);
  await entryOf(page, job.patientName).getByRole('button', { name: /^Edit/ }).first().click();
  const history = page.getByRole('dialog', { name: 'Edit Job' }).getByRole('region', { name: 'Messages' });
  const scheduled = history.getByRole('listitem').filter({ hasText: 'Trip scheduled' });
  await expect(scheduled.getByText(HELD, { exact: true })).toBeVisible({ timeout: 15_000 });
  await scheduled.getByRole('button', { name: 'Show message: Trip scheduled' }).click();
  await expect(
    scheduled.getByText(/: Hello Ruth! Your van is booked for .+\. Call .+ with questions\.$/),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to the default, after a question.
  await page.goto('/dashboard?tab=settings');
  await rowOf(page, 'Trip scheduled').getByRole('button', { name: 'Edit Trip scheduled' }).click();
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset to the default words?' });
  await expect(confirm).toContainText('Your words for “Trip scheduled” are dropped');
  await confirm.getByRole('button', { name: 'Reset to default' }).click();
  await expectToast(page, 'Message reset');
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Trip scheduled')).toContainText('Default');
  await expect(rowOf(page, 'Trip scheduled').getByRole('button', { name: 'Edit Trip scheduled' })).toBeFocused();
});

for (const width of [375, 1280]) {
  test(`axe finds no violations in Settings' Messages and the editor of an email and a text at ${width} px`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard?tab=settings');
    const section = messagesSection(page);
    const edit = (label: string) =>
      section.getByRole('button', { name: `Edit ${label}`, exact: true }).filter({ visible: true });
    await expect(edit('Trip scheduled')).toBeVisible();
    // A rider's messages have their Spanish words beside the English.
    await expect(edit('Trip scheduled, in Spanish')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await noAxeViolations(page);
    await shot(page, `message-templates-${width}`);

    await edit('Referral received').click();
    const email = page.getByRole('dialog', { name: 'Edit message: Referral received' });
    await expect(email.getByLabel('Subject')).toHaveValue('Referral received: {{reference}}');
    await expect(email.getByRole('region', { name: 'Preview' })).toContainText('Referral received: REF-3F2A9C1B');
    await noAxeViolations(page);
    // The dialog scrolls inside a fixed overlay, so the screen as seen, not the whole page.
    await shot(page, `message-template-email-${width}`, { fullPage: false });

    // Refused words, as the administrator would see them.
    await email.getByLabel('Subject').fill('About {{diagnosis}}');
    await expect(email.getByText(/\{\{diagnosis\}\} is not a field of this message/)).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `message-template-email-refused-${width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(email).toBeHidden();

    await edit('Trip scheduled').click();
    const text = page.getByRole('dialog', { name: 'Edit message: Trip scheduled' });
    await expect(text.getByRole('region', { name: 'Preview' })).toContainText('Hi Ruth');
    await noAxeViolations(page);
    await shot(page, `message-template-text-${width}`, { fullPage: false });
  });
}
