import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AXE_TAGS } from './api';

/**
 * axe measures colours as they are painted: a toast caught in its 150 ms fade reads as grey on grey. So the page's
 * finite animations are let finish first, and during the analysis the page prefers reduced motion (the app's CSS
 * then runs any animation that starts meanwhile in 1 ms). Endless or paused ones (a spinner) are not waited for.
 */
async function letAnimationsEnd(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe over the page as it stands (or over `include`, a selector, only): every violation named with the elements it
 * found, so a failure says where.
 */
export async function noAxeViolations(page: Page, { include }: { include?: string } = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await letAnimationsEnd(page);
    let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    if (include) builder = builder.include(include);
    const results = await builder.analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
