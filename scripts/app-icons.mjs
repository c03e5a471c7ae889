// Draws the installable app's icons (PNG, as browsers require) from the site's own mark, with Chromium:
// `node scripts/app-icons.mjs` after changing src/web/public/favicon.svg. The PNGs are committed.
import { chromium } from '@playwright/test';

const mark = (size, padding) => `<!doctype html><html><body style="margin:0;background:#0f766e">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-padding} ${-padding} ${32 + 2 * padding} ${32 + 2 * padding}" style="display:block">
  <rect x="${-padding}" y="${-padding}" width="${32 + 2 * padding}" height="${32 + 2 * padding}" fill="#0f766e"/>
  <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff"/>
</svg></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
// "any" icons fill the square; the maskable one keeps the cross inside the middle 80 % a launcher may crop to.
for (const [file, size, padding] of [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['icon-maskable-512.png', 512, 6],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(mark(size, padding));
  await page.screenshot({ path: `src/web/public/${file}`, omitBackground: false });
}
await browser.close();
