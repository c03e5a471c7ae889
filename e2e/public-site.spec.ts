import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test('the marketing figures appear where docs/product/screens-and-routes.md puts them', async ({ page }) => {
  await page.goto('/');
  for (const figure of ['98%', '2,000+', '99.2%', '50'])
    await expect(page.getByRole('definition').filter({ hasText: figure }).first()).toBeVisible();
  await expect(page.getByText(/24\/7/).first()).toBeVisible();

  await page.goto('/about');
  for (const figure of ['50+', '10K+'])
    await expect(page.getByRole('definition').filter({ hasText: figure })).toBeVisible();

  await page.goto('/referral');
  for (const figure of ['98%', '500+']) await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/4\.9\s*\/\s*5/).first()).toBeVisible();
});

test('the navigation bar and the footer go where docs/product/screens-and-routes.md says', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const routes: [string, string][] = [
    ['About', '/about'],
    ['Services', '/services'],
    ['Become a Driver', '/become-driver'],
    ['Referrals', '/referral'],
    ['Home', '/'],
  ];
  await page.goto('/driver-101');
  for (const [name, path] of routes) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/auth');

  const footerLinks: [string, string][] = [
    ['About Us', '/about'],
    ['Services', '/services'],
    ['Become a Driver', '/become-driver'],
    ['Make a Referral', '/referral'],
  ];
  for (const [name, path] of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }

  await page.goto('/driver-login');
  await expect(page.getByRole('main').getByRole('link', { name: /apply/i })).toHaveAttribute('href', '/become-driver');
  await expect(page.getByRole('main').getByRole('link', { name: /sign in here/i })).toHaveAttribute('href', '/auth');
});

/** Presses Tab until the field is focused (at most a few stops: a link may sit between groups), then types. */
async function tabTo(page: Page, label: string, within: Pick<Page, 'getByLabel'> = page) {
  const field = within.getByLabel(label, { exact: true });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if (await field.evaluate((el) => el === document.activeElement)) return field;
  }
  throw new Error(`Tab never reached "${label}"`);
}

test('a case manager completes a referral with the keyboard alone', async ({ page, adminApi: request }) => {
  const patient = `Keyboard Patient ${Date.now()}`;
  await page.goto('/referral');
  await page.getByLabel('Your Name', { exact: true }).focus();
  await page.keyboard.type('Dana Whitfield');
  for (const [label, text] of [
    ['Organization', 'Liberty Case Management'],
    ['Phone', '2155550199'],
    ['Email', 'dana@example.com'],
    ['Patient Name', patient],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(text);
  }
  await tabTo(page, 'Patient Date of Birth');
  await page.keyboard.type('03141951');
  await tabTo(page, 'Patient Phone');
  await page.keyboard.type('2155550173');
  // Each address part by part, its group named by the legend (docs/decisions/045-levels-and-places-on-forms.md).
  for (const [legend, street, zip] of [
    ['Pickup Address', '1200 Spruce St', '19107'],
    ['Dropoff Address', '51 N 39th St', '19104'],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    for (const [label, text] of [
      ['Street', street],
      ['City', 'Philadelphia'],
      ['State', 'PA'],
      ['ZIP code', zip],
    ] as const) {
      await tabTo(page, label, group);
      await page.keyboard.type(text);
    }
    await tabTo(page, 'Place type', group);
  }
  const transport = await tabTo(page, 'Transport Type');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(transport).not.toHaveValue('');
  const nextYear = new Date().getFullYear() + 1;
  await tabTo(page, 'Appointment Date');
  await page.keyboard.type(`0610${nextYear}`);
  await tabTo(page, 'Appointment Time');
  await page.keyboard.type('0930AM');
  await tabTo(page, 'Notes');
  await page.keyboard.type('Wheelchair; daughter meets the driver.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Referral' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Referral Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Referral received' })).toBeFocused();

  // The admin sees it with what was typed.
  const list = await (await request.get('/api/referrals')).json();
  const saved = list.items.find((r: { patientName: string }) => r.patientName === patient);
  expect(saved).toMatchObject({
    patientDob: '1951-03-14',
    appointmentDate: `${nextYear}-06-10`,
    appointmentTime: '09:30',
    referrerPhone: '2155550199',
  });
});
