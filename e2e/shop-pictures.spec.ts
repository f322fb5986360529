import { mkdir } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** Where a run leaves its screenshots for a person to look at (not checked in). */
const SHOTS = process.env.HOOKLINE_SHOTS_DIR;

/** The lightness (0 to 1) of the pixel at (x, y), as fractions of an image drawn on a canvas. */
const lightnessAt = (page: Page, selector: string, x: number, y: number) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      async (img: HTMLImageElement, [fx, fy]) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 100;
        canvas.height = 100;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0, 100, 100);
        const [r, g, b] = context.getImageData(Math.round(fx * 100), Math.round(fy * 100), 1, 1).data;
        return (Math.max(r!, g!, b!) + Math.min(r!, g!, b!)) / 2 / 255;
      },
      [x, y] as const,
    );

/** The shop's pictures as a shopper sees them: products drawn in their colours, the home page's hero and collections. */
describe('shop: pictures', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
  });

  const open = async (path: string, viewport = { width: 1366, height: 850 }) => {
    const context = await shopperContext(browser, { viewport, hasTouch: viewport.width < 500 });
    const page = await context.newPage();
    const response = await page.goto(`${stack.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    return page;
  };
  const shoot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  test('the White tee is white and the Black tee black, each with its alt text', async () => {
    const page = await open('/product/everyday-tee');
    const main = '.woocommerce-product-gallery__image img';
    await page.selectOption('select[name="attribute_pa_colour"]', 'White');
    await page.selectOption('select[name="attribute_pa_size"]', 'M');
    await expect
      .poll(() => page.locator(main).first().getAttribute('alt'), { timeout: 15_000 })
      .toBe('Everyday Tee in White');
    expect(await lightnessAt(page, main, 0.5, 0.55)).toBeGreaterThan(0.85);
    await shoot(page, 'product-white-tee-desktop');
    await page.selectOption('select[name="attribute_pa_colour"]', 'Black');
    await expect
      .poll(() => page.locator(main).first().getAttribute('alt'), { timeout: 15_000 })
      .toBe('Everyday Tee in Black');
    expect(await lightnessAt(page, main, 0.5, 0.55)).toBeLessThan(0.25);
    await page.context().close();
  });

  test('every picture of the listing loads, has alt text, and no two products look the same', async () => {
    const page = await open('/shop');
    const images = page.locator('ul.products img');
    expect(await images.count()).toBeGreaterThan(5);
    const found = await images.evaluateAll(async (els) =>
      Promise.all(
        (els as HTMLImageElement[]).map(async (img) => {
          img.loading = 'eager';
          await img.decode();
          return { alt: img.alt, width: img.naturalWidth, src: img.currentSrc };
        }),
      ),
    );
    for (const image of found) {
      expect(image.alt.length, image.src).toBeGreaterThan(2);
      expect(image.width, image.src).toBeGreaterThan(0);
    }
    // A drawing, not a captioned square: the SVG carries no caption text.
    const svg = await (await page.request.get(found[0]!.src)).text();
    expect(svg).not.toContain('<text');
    expect(new Set(found.map((i) => i.src)).size).toBe(found.length);
    await shoot(page, 'listing-desktop');
    await page.context().close();
  });

  test('the home page has a hero picture and collection cards that open their categories', async () => {
    for (const viewport of [
      { width: 1366, height: 850 },
      { width: 390, height: 844 },
    ]) {
      const page = await open('/', viewport);
      const hero = page.locator('#hero-image img');
      expect(await hero.getAttribute('alt')).toMatch(/tea towel/);
      await hero.scrollIntoViewIfNeeded();
      expect(
        await hero.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth)),
      ).toBe(900);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await shoot(page, `home-${viewport.width}`);
      if (viewport.width < 500) {
        await page.context().close();
        continue;
      }
      const card = page.getByRole('link', { name: /^Ceramics/ });
      expect(await card.getAttribute('href')).toBe('/product-category/ceramics/');
      await card.click();
      await page.waitForURL('**/product-category/ceramics/');
      expect(await page.locator('h1').textContent()).toBe('Ceramics');
      await shoot(page, 'category-ceramics-desktop');
      await page.context().close();
    }
  });
});
