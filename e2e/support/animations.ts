import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation and transition on the page has ended (a post fading in as it
 * scrolls into view is read or drawn as it is once it has arrived, not half transparent); endless
 * ones (a slider's slow zoom) are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
    // Once more two frames later: an observer may start the next one (a post revealed as the one
    // before it arrives). Twice only: a carousel's autoplay starts one for ever.
    await frame();
    await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
  });
}
