import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settled, watchChunks } from './settle.ts';

/** How long a paused clock takes to call an idle callback while other timers wait (the pixel starts at one). */
export const IDLE_MS = 50;

/**
 * A browser context whose clock stands still until the test runs it (`page.clock.runFor`): the
 * pages' timers (a trigger's seconds, a countdown, a tooltip's 500 ms) go off at the page time the
 * test chose, however busy the machine is, while what the pages fetch still takes real time.
 * Installed before any page opens, so each page of the context, and each page it goes on to,
 * starts where the clock was left. Its pages are watched for `settled` (support/settle.ts).
 */
export async function pausedContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  // So that `afterRunning` can tell when a page has done what the clock set off.
  context.on('page', watchChunks);
  const start = Date.now();
  await context.clock.install({ time: start });
  await context.clock.pauseAt(start);
  return context;
}

/**
 * Runs a paused clock on, `stepMs` at a time, until `done` answers true: for what waits on both the
 * clock and the network, such as a popup opening (the pixel's 1.5 s start delay, then its calls).
 * Each step is a round trip to the page, slow on a busy machine: keep them few. Fails after
 * `timeoutMs` of real time.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { stepMs = 100, timeoutMs = 30_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms of running the clock`);
    await page.clock.runFor(stepMs);
  }
}

/**
 * Runs a paused clock on `ms`, lets the page do what that set off (`settled`: a popup whose
 * trigger came due is in the page by then), and answers `read()`. "Not shown within 1 s" is one
 * line, and could fail: `expect(await afterRunning(page, 1_000, () => popups.count())).toBe(0)`.
 */
export async function afterRunning<T>(page: Page, ms: number, read: () => Promise<T>): Promise<T> {
  await page.clock.runFor(ms);
  await settled(page);
  return read();
}
