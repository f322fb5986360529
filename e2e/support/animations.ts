import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation and transition on the page has ended (a post fading in as it
 * scrolls into view is read or drawn as it is once it has arrived, not half transparent); endless
 * ones (a slider's slow zoom) are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
