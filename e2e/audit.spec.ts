import { type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { freshContext, tag } from './support/api';
import { expect, test } from './support/fixtures';

/** The admin's Audit tab, its filters, and its accessibility (docs/decisions/036-audit-trail.md). */

async function openAuditTab(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
}

const rows = (page: Page) => page.getByRole('table', { name: 'Audit Trail' }).getByRole('row');

test('a failed sign-in shows under Sign-ins; a referral’s id finds its creation', async ({
  adminPage: page,
  partner,
}) => {
  const visitor = await freshContext();
  const failed = await visitor.post('/api/login', {
    data: { username: `someone_${tag()}`, password: 'wrong-password' },
  });
  expect(failed.status()).toBe(401);
  await visitor.dispose();
  const referral = await partner.refer(`Audit Subject ${tag()}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openAuditTab(page);

  await page.getByLabel('Activity').selectOption({ label: 'Sign-ins' });
  const signInFailed = rows(page).filter({ hasText: 'Sign-in failed' }).first();
  await expect(signInFailed).toBeVisible();
  await expect(signInFailed).toContainText('login.failure');
  await expect(signInFailed).toContainText('Visitor');
  await expect(signInFailed.getByText('401', { exact: true })).toBeVisible();
  // Only sign-ins are listed: every body row's raw action starts with "login.".
  for (const text of await rows(page).locator('td:nth-child(2) code').allTextContents())
    expect(text).toMatch(/^login\./);

  await page.getByLabel('Activity').selectOption({ label: 'All activity' });
  await page.getByLabel('Record id').fill(referral.id);
  const created = rows(page).filter({ hasText: 'Referral sent' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('referral.create');
  await expect(created.getByTitle(referral.id)).toHaveText(`${referral.id.slice(0, 8)}…`);
  await expect(created.getByText('201', { exact: true })).toBeVisible();

  await page.getByLabel('Record id').fill('00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No audit entries match these filters.')).toBeVisible();
});

test('the Audit tab shows cards on a phone', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAuditTab(page);
  await page.getByLabel('Activity').selectOption({ label: 'Sign-ins' });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'login.success' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on the Audit tab at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAuditTab(page);
    await expect(page.getByText('login.success').filter({ visible: true }).first()).toBeVisible();
    await noAxeViolations(page);
  });
}
