import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { TPopupContent } from '@hookline/schema';
import { createSiteWithLightbox, eq, tables, type PopupColumns as PopupRowColumns } from '@hookline/db';
import { pausedContext, runClockUntil } from './clock.ts';
import { pageWithSnippet, type HostSite } from './host-page.ts';
import type { Stack } from './stack.ts';

/** What a render spec changes of the fixture lightbox (`tables.popups` columns). */
export interface PopupColumns {
  type?: string;
  format?: number;
  lang?: 'en' | 'he';
  width?: number;
  height?: number;
  content?: TPopupContent | Record<string, unknown>;
  designProperties?: Record<string, unknown>;
  xCloseButton?: boolean;
  templateMarkup?: string | null;
  isTeasersOn?: boolean;
}

export type SiteWithPopup = Awaited<ReturnType<typeof createSiteWithLightbox>>;

let pages = 0;

/**
 * A site with one popup shown as soon as the page allows (seconds trigger 0), changed as the spec
 * needs, and a host page for it on the third-party origin. Returns the page's address.
 */
export async function popupPage(
  stack: Stack,
  host: HostSite,
  columns: PopupColumns,
  options: { body?: string; head?: string; freemium?: boolean } = {},
): Promise<SiteWithPopup & { url: string }> {
  const created = await createSiteWithLightbox(stack.database.db, {
    domains: ['127.0.0.1'],
    secondsOnPage: 0,
    popup: columns as PopupRowColumns,
  });
  if (options.freemium === false) {
    await stack.database.db
      .update(tables.accounts)
      .set({ isFreemium: false })
      .where(eq(tables.accounts.id, created.account.id));
  }
  const path = `/page-${++pages}`;
  const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">';
  host.page(
    path,
    pageWithSnippet(`${viewport}${options.head ?? ''}${stack.snippet(created.site.clientId)}`, options.body),
  );
  return { ...created, url: `${host.origin}${path}` };
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** Opens `url` in a fresh context and waits for the popup's dialog. */
export async function openPopup(
  browser: Browser,
  url: string,
  contextOptions: Parameters<Browser['newContext']>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; dialog: Locator }> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(url);
  const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  return { context, page, dialog };
}

/**
 * Opens `url` like `openPopup`, on a paused clock (support/clock.ts) that runs on only until the
 * dialog shows (at most 100 ms past it): from then on the popup's timers (a tooltip's 500 ms, a
 * countdown, a delayed close button) move only as the test runs the clock, so a busy machine
 * cannot rush past them.
 */
export async function openPopupPaused(
  browser: Browser,
  url: string,
  contextOptions: Parameters<Browser['newContext']>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; dialog: Locator }> {
  const context = await pausedContext(browser, contextOptions);
  const page = await context.newPage();
  await page.goto(url);
  const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
  await runClockUntil(page, () => dialog.isVisible());
  return { context, page, dialog };
}

/** A content document: a heading, the given fields and blocks, a submit button and a thank-you screen. */
export function formContent(
  fields: Record<string, unknown>[],
  extraBlocks: Record<string, unknown>[] = [],
  heading = 'Join the list',
): TPopupContent {
  return {
    version: 1,
    main: {
      blocks: [
        { type: 'heading', text: heading, level: 2 },
        ...extraBlocks,
        { type: 'fields', fields },
        { type: 'button', label: 'Send', action: 'submit' },
      ],
    },
    thank_you: { blocks: [{ type: 'heading', text: 'Thank you!', level: 2 }] },
  } as TPopupContent;
}

export const emailField = (overrides: Record<string, unknown> = {}) => ({
  id: 'email',
  type: 'email',
  name: 'email',
  placeholder: 'Your email',
  required: true,
  ...overrides,
});
