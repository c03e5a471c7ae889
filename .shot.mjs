import { chromium } from '@playwright/test';
const [,, base, user, pass, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/auth');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/dashboard|driver-portal/);
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'root';
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
