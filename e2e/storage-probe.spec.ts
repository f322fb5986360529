import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { createSiteWithLightbox } from '@hookline/db';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import type { Stack } from './support/stack.ts';

/**
 * The pixel checks that storage is usable by reading it, not by a write probe on every page view
 * (issue 11: about 8 ms of main thread at 4x slowdown), and still stores what the visitor needs.
 */
describe('the storage check on a page view', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  const path = `/storage-probe-${Date.now()}`;

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    const site = await createSiteWithLightbox(stack.database.db, {
      domains: ['127.0.0.1'],
      secondsOnPage: 3600,
    });
    host.page(path, pageWithSnippet(stack.snippet(site.site.clientId)));
  });

  test('writes no probe key to local or session storage, and the visitor id is still stored', async () => {
    const context = await browser.newContext();
    // Records every storage write the page makes, before any of its scripts run.
    await context.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { storageWrites: string[] }).storageWrites = writes;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        writes.push(key);
        return setItem.call(this, key, value);
      };
    });
    const page = await context.newPage();
    const display = page.waitForResponse((r) => r.url().includes('/api/display/'));
    await page.goto(`${host.origin}${path}`);
    await display;
    await page.waitForFunction(() =>
      (window as unknown as { storageWrites: string[] }).storageWrites.includes('poptin_user_id'),
    );
    const writes = await page.evaluate(
      () => (window as unknown as { storageWrites: string[] }).storageWrites,
    );
    expect(writes).not.toContain('__hookline_probe');
    await context.close();
  });
});
