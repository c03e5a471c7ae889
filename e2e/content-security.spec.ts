import { expect, test, type Page } from '@playwright/test';

// The CSP forbids inline script and eval; a page that trips it is broken for some users and noisy for all.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const [path, submit] of [
  ['/referral', 'Submit Referral'],
  ['/auth', 'Sign In'],
  ['/driver-login', 'Sign In to Driver Portal'],
] as const) {
  test(`${path} validates a form without breaking the content security policy`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('public pages load without breaking the content security policy', async ({ page }) => {
  for (const path of ['/', '/about', '/services', '/driver-101', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});
