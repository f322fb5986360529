import type { Page } from 'playwright-core';
import type { TDesignProperties, TPopupContent, TTriggers } from '@hookline/schema';
import { addPopup, createSiteWithLightbox, emailFormContent, eq, tables } from '@hookline/db';
import { IDLE_MS } from './clock.ts';
import { pageWithSnippet, type HostSite } from './host-page.ts';
import { settled, watchChunks } from './settle.ts';
import type { Stack } from './stack.ts';

export type SiteWithPopup = Awaited<ReturnType<typeof createSiteWithLightbox>>;

/** What a targeting spec sets on a popup (`tables.popups` columns). */
export interface TargetingColumns {
  triggers?: TTriggers;
  displayRules?: Record<string, unknown>;
  onClick?: boolean;
  content?: TPopupContent;
  name?: string;
  designProperties?: TDesignProperties;
}

/** A site with one lightbox on the third-party host (127.0.0.1), its triggers and rules as given. */
export const siteWithPopup = (stack: Stack, columns: TargetingColumns): Promise<SiteWithPopup> =>
  createSiteWithLightbox(stack.database.db, { domains: ['127.0.0.1'], popup: { triggers: {}, ...columns } });

/** Another lightbox on the same site. */
export const addTargetedPopup = (
  stack: Stack,
  site: SiteWithPopup,
  columns: TargetingColumns & { name: string },
) =>
  addPopup(stack.database.db, site, {
    content: emailFormContent(columns.name),
    ...columns,
    triggers: columns.triggers ?? {},
  });

/**
 * The install tag. `noConflict` (the default here) starts the pixel without its 1.5 s delay, so the
 * journeys wait only for what they test; the seconds journey keeps the delay.
 */
export function pixelTag(stack: Stack, clientId: string, { noConflict = true } = {}): string {
  return `<script id="hookline-pixel" src="${stack.origin}/pixel.js?id=${clientId}${noConflict ? '&noConflict' : ''}" async></script>`;
}

let pages = 0;

/** Puts a page with the pixel on the host site; returns its address. */
export function hostPage(
  stack: Stack,
  host: HostSite,
  clientId: string,
  options: { body?: string; head?: string; noConflict?: boolean; path?: string } = {},
): string {
  const path = options.path ?? `/targeting-${++pages}`;
  const tag = pixelTag(stack, clientId, { noConflict: options.noConflict });
  host.page(path, pageWithSnippet(`${options.head ?? ''}${tag}`, options.body));
  return `${host.origin}${path}`;
}

/**
 * Resolves once the page's pixel has armed its popups' triggers: the runtime chunk has loaded, and
 * so have the lazy chunks it asks for before arming (the event triggers, the filters, the extras),
 * and the page has run what waited on them. Each pass settles the chunks asked for so far
 * (support/settle.ts); the runtime asks for its lazy chunks while a pass lets the page run, so
 * a pass that brings no new chunk is the last. No real time is waited for.
 */
export async function armed(page: Page, go: () => Promise<unknown>): Promise<void> {
  const chunks = watchChunks(page);
  const runtime = page.waitForResponse((response) => /\/embed\/runtime-[A-Z0-9]+\.js$/.test(response.url()));
  await go();
  await runtime;
  let known: number;
  do {
    known = chunks.size;
    await settled(page);
  } while (chunks.size !== known);
}

/**
 * Opens a page on a paused clock (`go` navigates) and runs the clock to the pixel's start (at the
 * page's first idle moment: the paused clock gives an idle callback `IDLE_MS` on, while other
 * timers wait), then waits until it has armed.
 */
export const armedPaused = (page: Page, go: () => Promise<unknown>): Promise<void> =>
  armed(page, async () => {
    await go();
    await page.clock.runFor(IDLE_MS);
  });

/** The display calls the page made so far. */
export function countDisplayCalls(page: Page, clientId: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/display/${clientId}`)) calls++;
  });
  return () => calls;
}

export const viewsOf = (stack: Stack, popupId: string) =>
  stack.database.db.select().from(tables.views).where(eq(tables.views.popupId, popupId));
export const conversionsOf = (stack: Stack, popupId: string) =>
  stack.database.db.select().from(tables.conversions).where(eq(tables.conversions.popupId, popupId));
