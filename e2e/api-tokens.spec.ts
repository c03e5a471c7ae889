import { request as playwrightRequest, type Locator } from '@playwright/test';
import { E2E_PORT } from './support/server';
import { expectToast } from './support/accounts';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// docs/decisions/102-api-tokens.md: an administrator makes a token for an integration, copies it once, and revokes it.

/** The card alone, the settings page being long: for looking at, not for comparing. */
const shot = async (card: Locator, name: string) => {
  if (process.env.SCREENSHOTS) await card.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
};

test('an administrator makes an API token, the integration reads jobs with it, and revoking it stops it', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard?tab=settings');
  const card = page.getByRole('region', { name: 'API tokens', exact: true });
  await expect(card.getByRole('heading', { name: 'API tokens' })).toBeVisible();

  // Nothing chosen: the server's words under the fields.
  await card.getByRole('button', { name: 'Make token' }).click();
  await expect(card.getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(card.getByText('Choose at least one scope')).toBeVisible();

  const name = `Manifest feed ${tag()}`;
  await card.getByLabel('Name').fill(name);
  await card.getByLabel(/^Read trips/).check();
  await card.getByRole('button', { name: 'Make token' }).click();
  await expectToast(page, 'API token made');
  const secret = (await card.getByRole('status').locator('code').textContent())!;
  expect(secret).toMatch(/^kmt_/);
  await shot(card, 'api-tokens-1280');
  await noAxeViolations(page, { include: 'section[aria-labelledby="settings-api-tokens"]' });

  // The integration, with no session: the token reads jobs and may not create one.
  const integration = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  expect((await integration.get('/api/jobs')).status()).toBe(200);
  expect((await integration.post('/api/jobs', { data: {} })).status()).toBe(403);

  // Copied, the secret is gone from the page for good; the list shows the token by name and prefix.
  await card.getByRole('button', { name: 'I have copied it' }).click();
  await expect(card.getByText(secret)).toHaveCount(0);
  const row = card.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('trips:read');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await row.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expectToast(page, 'API token revoked');
  await expect(row).toContainText('Revoked');
  expect((await integration.get('/api/jobs')).status()).toBe(401);
  await integration.dispose();

  await page.setViewportSize({ width: 375, height: 800 });
  await shot(card, 'api-tokens-375');
  // Nothing is wider than the phone: wide tables scroll in their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page, { include: 'section[aria-labelledby="settings-api-tokens"]' });
});
