import type { Page } from '@playwright/test';
import { expectToast } from './support/accounts';
import { createJob, signIn, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { entryOf } from './support/entries';
import { expect, test } from './support/fixtures';
import { fillReferral, referralValues } from './support/referral-form';
import { E2E_ADMIN } from './support/server';

// docs/decisions/065-notifications.md: a referral's confirmation email is written with the referral, delivered by the
// queue and, with no provider configured here, kept in the outbox, where the administrator reads it.

/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

const HELD = 'In the outbox (no provider configured)';

test("a visitor's referral is confirmed by email: the admin sees it in the referral's messages and in the Outbox", async ({
  page,
}) => {
  const values = { ...referralValues(), Email: `dana.${tag()}@example.com` };
  await page.goto('/referral');
  await fillReferral(page, values);
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  const reference = (await page.getByTestId('referral-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^REF-[0-9A-F]{8}$/);

  await signIn(page, E2E_ADMIN);
  await page.goto('/dashboard?tab=referrals');
  await entryOf(page, values['Patient Name']).getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog', { name: `Referral: ${values['Patient Name']}` });
  const history = dialog.getByRole('region', { name: 'Messages' });
  const confirmation = history.getByRole('listitem').filter({ hasText: 'Referral received' });
  await expect(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText('Email');
  await expect(confirmation).toContainText(`To ${values.Email}`);
  // The queue delivers within a couple of seconds; the open history reads again until it has.
  await expect(confirmation.getByText(HELD, { exact: true })).toBeVisible({ timeout: 15_000 });
  // Kept in the outbox, it was never offered to a provider.
  await expect(confirmation).not.toContainText('attempt');
  await expect(confirmation.getByRole('button', { name: 'Send again: Referral received' })).toBeVisible();

  const show = confirmation.getByRole('button', { name: 'Show message: Referral received' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(confirmation.getByRole('button', { name: 'Hide message: Referral received' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(confirmation.getByText(`Referral received: ${reference}`, { exact: true })).toBeVisible();
  await expect(confirmation.getByText(new RegExp(`Its reference is ${reference};`))).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await history.scrollIntoViewIfNeeded();
    await noAxeViolations(page);
    // The dialog scrolls inside a fixed overlay, so the screen as seen, not the whole page.
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/referral-messages-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Outbox' }).first().click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page).toHaveTitle(/^Outbox/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText(/When no email or text message provider is configured/)).toBeVisible();
  const held = page
    .getByRole('list', { name: 'Messages waiting in the outbox' })
    .getByRole('listitem')
    .filter({ hasText: `To ${values.Email}` });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('Referral received');
  await expect(held.getByText(HELD, { exact: true })).toBeVisible();
  await held.getByRole('button', { name: /^Show message/ }).click();
  await expect(held.getByText(`Referral received: ${reference}`, { exact: true })).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    await shot(page, `outbox-${width}`);
  }

  // Sent again, it goes back to the queue and, with still no provider, returns to the outbox on its own.
  await held.getByRole('button', { name: 'Send again: Referral received' }).click();
  await expectToast(page, 'Message queued');
  await expect(held.getByText('Waiting to send', { exact: true })).toBeVisible();
  await expect(held.getByText(HELD, { exact: true })).toBeVisible({ timeout: 15_000 });
});

test("a job's edit dialog lists the texts sent about it", async ({ adminPage: page, adminApi }) => {
  const job = await createJob(adminApi, `Ruth Feldman ${tag()}`, null);
  await page.goto(`/jobs?q=${encodeURIComponent(job.patientName)}`);
  await entryOf(page, job.patientName).getByRole('button', { name: /^Edit/ }).first().click();
  const history = page.getByRole('dialog', { name: 'Edit Job' }).getByRole('region', { name: 'Messages' });
  const scheduled = history.getByRole('listitem').filter({ hasText: 'Trip scheduled' });
  await expect(scheduled).toContainText('Text');
  await expect(scheduled.getByText(HELD, { exact: true })).toBeVisible({ timeout: 15_000 });
  await scheduled.getByRole('button', { name: 'Show message: Trip scheduled' }).click();
  await expect(scheduled.getByText(/your ride on .+ is booked/)).toBeVisible();
});
