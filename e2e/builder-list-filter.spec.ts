import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTopicPosts } from './support/builder-content.ts';
import { publishTestPage, widgetNode } from './support/builder-pages.ts';
import { withoutPixel } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

const POSTS = [
  { title: 'Pour-over basics', day: 1, topics: ['Brewing'] },
  { title: 'Glaze notes', day: 2, topics: ['Ceramics'] },
  { title: 'Cups for the pour-over', day: 3, topics: ['Brewing', 'Ceramics'] },
  { title: 'A week in Kyoto', day: 4, topics: ['Travel'] },
  { title: 'Cold brew', day: 5, topics: ['Brewing'] },
  { title: 'Kilns of Mashiko', day: 6, topics: ['Ceramics', 'Travel'] },
  { title: 'Grinders compared', day: 7, topics: ['Brewing'] },
];

/** The list filter of a post block: the address grammar, refreshes without a reload, sharing, and the race. */
describe('builder: the list filter', () => {
  let stack: Stack;
  let browser: Browser;
  let orPath: string;
  let andPath: string;
  let param: string;
  let slug: (name: string) => string;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await publishTestPage(stack.database.db, 'seed', []);
    const content = await createTopicPosts(stack.origin, POSTS);
    slug = content.termSlug;
    param = `e-filter-posts-${content.taxonomy}`;
    const block = (logical: string) =>
      widgetNode('PostBlock', 'posts', {
        collection: content.collection,
        per_page: 3,
        reveal: false,
        filter: { taxonomy: content.taxonomy, multiple: true, logical, anchor: '' },
      });
    orPath = await publishTestPage(stack.database.db, 'notes-or', [block('OR')]);
    andPath = await publishTestPage(stack.database.db, 'notes-and', [block('AND')]);
  });

  const open = async (path: string): Promise<Page> => {
    const page = await (
      await withoutPixel(await browser.newContext({ viewport: { width: 1280, height: 900 } }))
    ).newPage();
    await page.goto(`${stack.origin}${path}`);
    await page.locator('#posts[data-island-ready]').waitFor({ state: 'attached' });
    return page;
  };
  const titles = (page: Page) => page.locator('#posts .hl-post__title').allTextContents();
  const listShows = (page: Page, expected: string[]) =>
    page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll('#posts .hl-post__title')].map((e) => e.textContent)) ===
        want,
      JSON.stringify(expected),
    );

  test('choices go into the address with ~ for OR, the list refreshes without a reload, and the address reloads to the same list', async () => {
    const page = await open(orPath);
    expect(await titles(page)).toEqual(['Grinders compared', 'Kilns of Mashiko', 'Cold brew']);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('#posts .hl-filter__term', { hasText: 'Travel' }).click();
    await listShows(page, ['Kilns of Mashiko', 'A week in Kyoto']);
    await page.locator('#posts .hl-filter__term', { hasText: 'Ceramics' }).click();
    await listShows(page, ['Kilns of Mashiko', 'A week in Kyoto', 'Cups for the pour-over']);
    const url = new URL(page.url());
    expect(url.search).toBe(`?${param}=${slug('Travel')}~${slug('Ceramics')}`);
    // No reload happened: the page's own state survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The shared address, fetched without scripts, is already that list.
    const html = await (await fetch(url)).text();
    expect(html).toContain('Cups for the pour-over');
    expect(html).not.toContain('Grinders compared');
    const again = await open(url.pathname + url.search);
    expect(await titles(again)).toEqual(['Kilns of Mashiko', 'A week in Kyoto', 'Cups for the pour-over']);
    await page.context().close();
    await again.context().close();
  });

  test('+ joins terms with AND, and a change drops the page number', async () => {
    const both = await open(`${andPath}?${param}=${slug('Brewing')}+${slug('Ceramics')}`);
    expect(await titles(both)).toEqual(['Cups for the pour-over']);
    await both.context().close();
    const paged = await open(`${orPath}?e-page-posts=2`);
    expect(await titles(paged)).toEqual(['A week in Kyoto', 'Cups for the pour-over', 'Glaze notes']);
    await paged.locator('#posts .hl-filter__term', { hasText: 'Brewing' }).click();
    await listShows(paged, ['Grinders compared', 'Cold brew', 'Cups for the pour-over']);
    expect(new URL(paged.url()).search).toBe(`?${param}=${slug('Brewing')}`);
    await paged.context().close();
  });

  test('the answer to the latest choice wins when an older answer comes later, with the overlay until then', async () => {
    const page = await open(orPath);
    let calls = 0;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/api/shop/refresh-loop', async (route) => {
      calls += 1;
      // The first choice's answer is held back until the second choice's has been applied.
      if (calls === 1) await firstHeld;
      await route.continue();
    });
    await page.locator('#posts .hl-filter__term', { hasText: 'Travel' }).click();
    expect(await page.locator('#posts > .hl-posts__overlay').isVisible()).toBe(true);
    await page.locator('#posts .hl-filter__term', { hasText: 'Ceramics' }).click();
    await page.waitForFunction(() => !!document.querySelector('#posts [data-term][aria-current="true"]'));
    await listShows(page, ['Kilns of Mashiko', 'Cups for the pour-over', 'Glaze notes']);
    releaseFirst();
    const late = page.waitForResponse('**/api/shop/refresh-loop');
    await late;
    // The older answer arrived and changed nothing.
    await page.waitForFunction(() => !document.querySelector('#posts[aria-busy]'));
    expect(await titles(page)).toEqual(['Kilns of Mashiko', 'Cups for the pour-over', 'Glaze notes']);
    expect(await page.locator('#posts > .hl-posts__overlay').isHidden()).toBe(true);
    await page.context().close();
  });
});
