import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { animationsDone } from '../../e2e/support/animations.ts';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { root, type Screen } from './server.ts';

/** Where the shop's and the dashboard's pages are drawn, with their README. */
export const pagesDir = join(root, 'docs/screenshots');

/** One page drawn at both sizes: its file stem (`shop-cart`), what it is, and where it was. */
export interface PageShot {
  id: string;
  title: string;
  path: string;
  area: 'Shop' | 'Dashboard';
}

/**
 * Pages are drawn as JPEG at this quality (a page of pictures as PNG is several hundred kilobytes),
 * or at the lower one when a shot would pass `MAX_BYTES`.
 */
const QUALITY = 70;
const LOWER_QUALITY = 50;
const MAX_BYTES = 200 * 1024;
/** A long page is drawn down to this many screens. */
const MAX_SCREENS = 3;

/** The file of a page's shot at one size. */
export const shotFile = (id: string, screen: Screen['name']) => `${id}-${screen}.jpg`;

export async function clearPageShots(): Promise<void> {
  await mkdir(pagesDir, { recursive: true });
  for (const file of await readdir(pagesDir)) if (file.endsWith('.jpg')) await unlink(join(pagesDir, file));
}

/** A browser window of this size, without motion (a shot shows things at rest). */
export async function newContext(browser: Browser, screen: Screen): Promise<BrowserContext> {
  return browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.isMobile,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
}

/** Waits until the page's fonts and pictures are in (lazy ones too, down to `depth` px) and it is at rest. */
export async function settle(page: Page, depth = 0): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async (bottom) => {
    // Lazy pictures load once near the screen: pass over the part to be drawn, then back to the top.
    for (let y = 0; y < bottom; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((next) => setTimeout(next, 60));
    }
    window.scrollTo(0, 0);
    const pending = [...document.images].filter((image) => !image.complete);
    const loaded = Promise.all(
      pending.map((image) => new Promise((done) => image.addEventListener('load', done, { once: true }))),
    );
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5_000))]);
  }, depth);
  await animationsDone(page);
}

/**
 * Draws the page as it is now: from the top (or from `from`, an element further down), down to
 * `MAX_SCREENS` screens of it.
 */
export async function shoot(page: Page, id: string, screen: Screen, from?: Locator): Promise<void> {
  await settle(page, screen.viewport.height * MAX_SCREENS);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const top = from
    ? Math.max(
        0,
        Math.floor((await from.evaluate((e) => e.getBoundingClientRect().top + window.scrollY)) - 16),
      )
    : 0;
  const clipHeight = Math.min(height - top, screen.viewport.height * MAX_SCREENS);
  const path = join(pagesDir, shotFile(id, screen.name));
  const clip = { x: 0, y: top, width: screen.viewport.width, height: clipHeight };
  await page.screenshot({ path, type: 'jpeg', quality: QUALITY, fullPage: true, clip });
  if ((await stat(path)).size > MAX_BYTES)
    await page.screenshot({ path, type: 'jpeg', quality: LOWER_QUALITY, fullPage: true, clip });
  process.stdout.write('.');
}
