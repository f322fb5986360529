import { test as base } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startHostSite } from './host-page.ts';
import { startStack } from './stack.ts';

/**
 * The journeys' fixtures: the Hookline stack, Chromium and the third-party host site, each started
 * once per worker process and shared by every spec file that worker runs. The e2e project runs with
 * `isolate: false` for this: with isolation each file gets a new process (and a new module graph),
 * so a worker fixture would start again for every file.
 *
 * Shared means shared state: a spec makes its own accounts, sites and host pages (unique ids,
 * unique paths) and never counts on an empty database. The browser contexts a file opens are closed
 * when the file ends, so pages and their timers do not pile up in the shared browser.
 *
 * A spec reads them in `test.beforeAll(({ stack, browser, hostSite }) => …)` (the hook's time
 * limit covers a cold start) or in a test's context.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- a worker fixture needs no other fixture
  .extend('stack', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const stack = await startStack();
    onCleanup(() => stack.close());
    return stack;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('hostSite', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const hostSite = await startHostSite();
    onCleanup(() => hostSite.close());
    return hostSite;
  })
  .extend('fileContexts', { scope: 'file', auto: true }, async ({ browser }, { onCleanup }) => {
    onCleanup(async () => {
      await Promise.all(browser.contexts().map((context) => context.close()));
    });
  });
