import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedDemo } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/**
 * The demo's content as a shopper reads it: the Journal's posts each with their own picture and
 * written excerpt, a post's page with its whole body, no raw values (colour codes, field labels with
 * units) printed as content, and the /widgets page's carousels with their arrows beside the slides.
 */
describe('demo content', () => {
  let stack: Stack;
  let browser: Browser;
  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedDemo(stack.database.db);
  });

  const open = async (path: string, viewport = { width: 1366, height: 850 }): Promise<Page> => {
    const page = await (await shopperContext(browser, { viewport })).newPage();
    const response = await page.goto(`${stack.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    return page;
  };
  /** Raw values a reader should never see as text: colour codes, a label with its unit in brackets. */
  const rawValues = (text: string) => text.match(/#[0-9a-f]{6}\b|\(min\)|Reading time/gi) ?? [];

  test('every post on the Journal has its own picture and its own excerpt', async () => {
    const page = await open('/journal');
    const cards = page.locator('#journal-posts .hl-post');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(9);
    const pictures = await cards
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(pictures).toHaveLength(count);
    expect(new Set(pictures).size, 'a picture shown on two posts').toBe(count);
    // The pictures are real images that load (drawn for the demo, from the media library).
    const sizes = await cards
      .locator('img')
      .evaluateAll((imgs) =>
        Promise.all(
          imgs.map((i) => (i as HTMLImageElement).decode().then(() => (i as HTMLImageElement).naturalWidth)),
        ),
      );
    expect(sizes.every((w) => w >= 900)).toBe(true);
    const excerpts = await cards.locator('.hl-post__excerpt').allInnerTexts();
    expect(new Set(excerpts).size).toBe(count);
    for (const excerpt of excerpts) expect(excerpt).not.toMatch(/notes from week|week \d+/i);
    expect(rawValues(await page.locator('main').innerText())).toEqual([]);
    await page.context().close();
  });

  test('a post’s page shows its whole body, its reading time in words, and more posts without itself', async () => {
    const page = await open('/journal');
    const first = page.locator('#journal-posts .hl-post__title a').nth(1);
    const title = await first.innerText();
    await page.goto(`${stack.origin}${await first.getAttribute('href')}`);
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe(title);
    const body = page.locator('#post-body');
    // The whole body is open: no Read more, and its last paragraph is on the page, not clipped.
    expect(await body.getByRole('button', { name: /read more/i }).count()).toBe(0);
    const last = body.locator('p').last();
    expect(await last.isVisible()).toBe(true);
    const [bodyBox, lastBox] = await Promise.all([body.boundingBox(), last.boundingBox()]);
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(bodyBox!.y + bodyBox!.height + 1);
    expect(await body.locator('blockquote').count()).toBe(1);
    expect(await page.locator('#post-reading-time').innerText()).toMatch(/^\d+ min read$/);
    expect(rawValues(await page.locator('main').innerText())).toEqual([]);
    // More from the Journal: three other posts, never the one being read.
    const more = await page.locator('#post-more-posts .hl-post__title').allInnerTexts();
    expect(more).toHaveLength(3);
    expect(more).not.toContain(title);
    await page.context().close();
  });

  test('the first post’s More from the Journal lists the next three, not itself', async () => {
    const page = await open('/journal');
    const first = page.locator('#journal-posts .hl-post__title a').first();
    const [title, second] = [
      await first.innerText(),
      await page.locator('#journal-posts .hl-post__title a').nth(1).innerText(),
    ];
    await page.goto(`${stack.origin}${await first.getAttribute('href')}`);
    const more = await page.locator('#post-more-posts .hl-post__title').allInnerTexts();
    expect(more).not.toContain(title);
    expect(more[0]).toBe(second);
    await page.context().close();
  });

  for (const viewport of [
    { width: 1366, height: 850 },
    { width: 390, height: 844 },
  ])
    test(`/widgets at ${viewport.width}px: carousel arrows beside the slides, no colour codes as text`, async () => {
      const page = await open('/widgets', viewport);
      expect(rawValues(await page.locator('main').innerText())).toEqual([]);
      const carousels = page.locator('.hl-carousel');
      expect(await carousels.count()).toBeGreaterThanOrEqual(3);
      for (const carousel of await carousels.all()) {
        await carousel.scrollIntoViewIfNeeded();
        const [slides, prev, next] = await Promise.all([
          carousel.locator('.hl-carousel__viewport').boundingBox(),
          carousel.locator('.hl-carousel__prev').boundingBox(),
          carousel.locator('.hl-carousel__next').boundingBox(),
        ]);
        const overlaps = (a: typeof slides, b: typeof slides) =>
          a!.x < b!.x + b!.width &&
          b!.x < a!.x + a!.width &&
          a!.y < b!.y + b!.height &&
          b!.y < a!.y + a!.height;
        expect(overlaps(slides, prev), 'the previous arrow covers the slides').toBe(false);
        expect(overlaps(slides, next), 'the next arrow covers the slides').toBe(false);
        expect(prev!.width).toBeGreaterThanOrEqual(44);
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    });
});
