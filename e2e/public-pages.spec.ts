import { noAxeViolations } from './support/axe';
import { readFileSync } from 'node:fs';
import { readBackPdf } from '../src/server/test/pdf-text';
import { expect, test } from './support/fixtures';

test('the visitor home page: tagline, both hero buttons, three services, figures, three testimonials, six reasons, call link', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driving Care Forward, Nationwide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Request a Ride' })).toHaveAttribute('href', '/referral');
  await expect(page.getByRole('link', { name: 'Refer a Case' })).toHaveAttribute('href', '/referral');
  for (const service of ['Non-Emergency Medical Transport', 'Workers’ Compensation Transport', 'Nationwide Coverage']) {
    await expect(page.getByRole('heading', { level: 3, name: service })).toBeVisible();
  }
  await expect(page.getByRole('definition').filter({ hasText: '98%' })).toBeVisible();
  await expect(page.locator('figure blockquote')).toHaveCount(3);
  const why = page.getByRole('region', { name: 'Why choose Keystone' });
  await expect(why.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Call (215) 555-0100' })).toHaveAttribute('href', 'tel:+12155550100');
  await expect(page.getByText('Available 24/7 for emergency transportation needs')).toBeVisible();
});

test('/about tells the story: overview, mission, founder, 50+ states and 10K+ trips', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const heading of ['Who we are', 'Our mission', 'Our founder']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('definition').filter({ hasText: '50+' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '10K+' })).toBeVisible();
});

test('/services lists six services, each with a Request Service link to the referral form', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  const links = page.getByRole('link', { name: 'Request Service' });
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/referral');
  await links.first().click();
  await expect(page).toHaveURL('/referral');
});

test('/driver-101 shows six modules of four items and downloads the manual as a PDF (decision 017)', async ({
  page,
}) => {
  await page.goto('/driver-101');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver 101 Training Guide');
  const modules = page.getByRole('region', { name: 'The six modules' }).locator('ol > li');
  await expect(modules).toHaveCount(6);
  const titles = [
    'Professional Conduct',
    'Scheduling & Dispatch',
    'Patient Care',
    'Vehicle Standards',
    'Safety & Compliance',
    'Ongoing Education',
  ];
  for (const [i, title] of titles.entries()) {
    await expect(modules.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(modules.nth(i).locator('ul > li')).toHaveCount(4);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Training Manual' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('keystone-driver-training-manual.pdf');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const manual = readBackPdf(bytes);
  expect(manual.pages).toBe(2);
  expect(manual.text).toContain('Module 6: Ongoing Education');
});

test('each public route has its own title and meta description', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/', '/about', '/services', '/driver-101', '/become-driver', '/referral']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(title).toMatch(/\| Keystone Medical Transport$/);
    expect(description?.length).toBeGreaterThan(50);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    expect([...seen.keys()]).not.toContain(title);
    expect([...seen.values()]).not.toContain(description);
    seen.set(title, description!);
  }
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: https://www.keystone-transport.example/sitemap.xml');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<loc>https://www.keystone-transport.example/referral</loc>');
  expect(xml).toContain('<loc>https://www.keystone-transport.example/driver-101</loc>');
});

test('the signed-in home greets the partner and shows real Quick Overview figures (decision 032)', async ({
  partnerPage: page,
  partner: { account },
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.firstName}`);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  const overview = page.getByRole('region', { name: 'Quick Overview' });
  await expect(overview.getByRole('term')).toHaveText(['Pending Referrals', 'Assigned', 'In Progress', 'Completed']);
  await expect(overview.getByRole('definition')).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/]);
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Driver' }).last()).toHaveAttribute('href', '/become-driver');
});

for (const path of ['/', '/about', '/services', '/driver-101']) {
  for (const width of [375, 1280]) {
    test(`axe finds no violations on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await noAxeViolations(page);
    });
  }
}
