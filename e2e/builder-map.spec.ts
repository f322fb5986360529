import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq, findSiteIdByClientId, tables } from '@hookline/db';
import { DEMO_CLIENT_ID, DEMO_LOGIN, seedDemo } from '@hookline/server/testing';
import { publishTestPage, widgetNode } from './support/builder-pages.ts';
import { withoutPixel } from './support/contexts.ts';
import { publishBuilderPopup, tallBody } from './support/builder-popups.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { armed, hostPage } from './support/targeting.ts';
import type { Stack } from './support/stack.ts';

/**
 * The map widgets in Chromium with the tile server unreachable (tests run with no network): the
 * seeded /stores page's dynamic map with its 64 stores, clusters that split on zoom, info windows
 * 15 px above their marker with one open at a time, the listing in step with the markers, the
 * post_link click action, and the show-list / close-list toggle on a phone.
 */
describe('maps', () => {
  let stack: Stack;
  let browser: Browser;
  let host: HostSite;
  test.beforeAll(async ({ stack: s, browser: b, hostSite }) => {
    [stack, browser, host] = [s, b, hostSite];
    await seedDemo(stack.database.db);
  });

  /** A context whose tile requests fail, as with no network, and without the demo's popups. */
  async function noTiles(viewport = { width: 1366, height: 850 }): Promise<BrowserContext> {
    const context = await withoutPixel(await browser.newContext({ viewport }));
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    return context;
  }
  const ready = async (page: Page, path: string) => {
    await page.goto(`${stack.origin}${path}`);
    await page.locator('[data-map-ready="true"]').waitFor({ timeout: 30_000 });
  };
  const clusterCounts = (page: Page) =>
    page.locator('.marker-cluster').evaluateAll((els) => els.map((el) => Number(el.textContent)));

  test('the stores map draws its clusters without tiles, and a cluster splits when zoomed into', async () => {
    const page = await (await noTiles()).newPage();
    await ready(page, '/stores');
    await expect.poll(() => clusterCounts(page)).toHaveLength(4);
    expect((await clusterCounts(page)).reduce((a, b) => a + b, 0)).toBe(64);
    expect(await page.locator('.hl-map__pin').count(), 'no single pin at the start').toBe(0);
    expect(await page.locator('.hl-map__listing li').count()).toBe(64);
    await page.locator('.marker-cluster').first().click();
    // Zoomed into one city: its 16 stores spread into smaller clusters and single pins.
    await expect
      .poll(
        async () => {
          const clusters = await clusterCounts(page);
          const pins = await page.locator('.hl-map__pin').count();
          return clusters.every((count) => count < 16) && pins + clusters.length >= 2;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test('without tiles the stores map is still a map: the countries drawn as SVG under the tile pane', async () => {
    const page = await (await noTiles()).newPage();
    await ready(page, '/stores');
    const shapes = page.locator('.leaflet-pane[data-map-base] svg path');
    await expect.poll(() => shapes.count(), { timeout: 15_000 }).toBeGreaterThan(100);
    // Those in view (Western Europe around the four cities) are drawn; the others are left empty.
    const drawn = await shapes.evaluateAll(
      (paths) => paths.filter((p) => p.getAttribute('d') && p.getAttribute('d') !== 'M0 0').length,
    );
    expect(drawn).toBeGreaterThan(10);
    const [base, tiles] = await Promise.all([
      page.locator('.leaflet-pane[data-map-base]').evaluate((el) => Number(getComputedStyle(el).zIndex)),
      page.locator('.leaflet-tile-pane').evaluate((el) => Number(getComputedStyle(el).zIndex)),
    ]);
    expect(base).toBeLessThan(tiles);
    // Land is painted where the cities are: the pixel under a cluster of stores is not the grey of an empty map.
    const canvas = (await page.locator('[data-map-canvas]').boundingBox())!;
    // (The shapes take no pointer events; here they do, so that the point can find them.)
    await page.addStyleTag({
      content: '[data-map-base] path { pointer-events: visiblePainted !important; }',
    });
    const land = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementsFromPoint(x, y).find((el) => el.closest('[data-map-base]'));
        return hit ? getComputedStyle(hit).fill : null;
      },
      { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 },
    );
    expect(land).toBe('rgb(238, 233, 220)');
  });

  test('the listing opens one info window at a time, 15 px above its marker, in step with the list', async () => {
    const page = await (await noTiles()).newPage();
    await ready(page, '/stores');
    const items = page.locator('.hl-map__item-button');
    await items.nth(0).click();
    const popup = page.locator('.leaflet-popup');
    await expect
      .poll(() => popup.textContent(), { timeout: 15_000 })
      .toContain(await items.nth(0).locator('.hl-map__item-title').textContent());
    await expect.poll(() => page.locator('.hl-map__item.is-active').count()).toBe(1);
    const active = page.locator('.hl-map__pin.is-active');
    await active.waitFor();
    // Measured once the map has settled: opening zooms into the marker's cluster and pans, and the
    // pin and the window move through those animations on their own panes (a busy machine draws
    // their frames late).
    const gap = async () => {
      const [pin, tip] = await Promise.all([
        active.boundingBox(),
        page.locator('.leaflet-popup-tip-container').boundingBox(),
      ]);
      return pin && tip ? Math.abs(pin.y - (tip.y + tip.height) - 15) : Infinity;
    };
    await expect.poll(gap, { timeout: 15_000 }).toBeLessThanOrEqual(3);

    const second = await items.nth(20).locator('.hl-map__item-title').textContent();
    await items.nth(20).click();
    await expect.poll(() => popup.textContent(), { timeout: 15_000 }).toContain(second);
    expect(await page.locator('.leaflet-popup').count(), 'one info window at a time').toBe(1);
    expect(await page.locator('.hl-map__item.is-active').count()).toBe(1);
    expect(await page.locator('.hl-map__item.is-active .hl-map__item-title').textContent()).toBe(second);
  });

  test('a marker click lights up its list item; post_link opens the entry, in a new window when set', async () => {
    const db = stack.database.db;
    const map = (props: Record<string, unknown>) =>
      widgetNode('DynamicMap', 'map', {
        collection: 'stores',
        location_field: 'location',
        markerCluster: 'off',
        ...props,
      });
    const infoPath = await publishTestPage(db, 'map-info', [map({})]);
    let page = await (await noTiles()).newPage();
    await ready(page, infoPath);
    await page.locator('.leaflet-marker-icon[title="Berlin Kastanienallee #1"]').dispatchEvent('click');
    await expect
      .poll(() => page.locator('.hl-map__item.is-active .hl-map__item-title').textContent())
      .toBe('Berlin Kastanienallee #1');
    await expect
      .poll(() => page.locator('.leaflet-popup').textContent())
      .toContain('Berlin Kastanienallee #1');

    const linkPath = await publishTestPage(db, 'map-link', [map({ marker_click_action: 'post_link' })]);
    page = await (await noTiles()).newPage();
    await ready(page, linkPath);
    await page.locator('.leaflet-marker-icon[title="Paris Rue Cler #2"]').dispatchEvent('click');
    await page.waitForURL(/\/stores\/paris-2$/);

    const newWindowPath = await publishTestPage(db, 'map-new-window', [
      map({ marker_click_action: 'post_link', open_in_new_window: 'on' }),
    ]);
    const context = await noTiles();
    page = await context.newPage();
    await ready(page, newWindowPath);
    const opened = context.waitForEvent('page');
    await page.locator('.leaflet-marker-icon[title="Madrid Gran Vía #1"]').dispatchEvent('click');
    expect((await opened).url()).toMatch(/\/stores\/madrid-1$/);
    expect(page.url()).toContain(newWindowPath);
  });

  test('on a phone the list hides behind Show list / Close list', async () => {
    const page = await (await noTiles({ width: 390, height: 844 })).newPage();
    await ready(page, '/stores');
    const toggle = page.getByRole('button', { name: 'Show list' });
    const listing = page.locator('.hl-map__listing');
    expect(await listing.isVisible()).toBe(false);
    await toggle.click();
    await listing.waitFor({ state: 'visible' });
    const close = page.getByRole('button', { name: 'Close list' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const box = await close.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await listing.waitFor({ state: 'hidden' });
    // Choosing a place in the open list closes it, and the place's info window shows on the map.
    await toggle.click();
    await page.locator('.hl-map__item-button').nth(5).click();
    await listing.waitFor({ state: 'hidden' });
    await page.locator('.leaflet-popup').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Show list' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a map in a page-builder popup: its markers, listing and info windows work inside the popup', async () => {
    const db = stack.database.db;
    const demo = {
      email: DEMO_LOGIN.email,
      site: { id: (await findSiteIdByClientId(db, DEMO_CLIENT_ID))!, clientId: DEMO_CLIENT_ID },
    };
    // Opens when the visitor reaches #reviews: only on this journey's page, not on the demo shop's.
    const published = await publishBuilderPopup(
      stack,
      demo,
      { trigger: 'scroll_to', scroll_selector: '#reviews', width: 1000 },
      'Find a store near you',
      {
        password: DEMO_LOGIN.password,
        content: [
          widgetNode('DynamicMap', 'popup-map', {
            collection: 'stores',
            location_field: 'location',
            markerCluster: 'off',
            height: 360,
          }),
        ],
      },
    );
    expect(published.status, published.message).toBe(200);
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      const page = await context.newPage();
      await armed(page, () => page.goto(hostPage(stack, host, DEMO_CLIENT_ID, { body: tallBody })));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const dialog = page.getByRole('dialog', { name: /Find a store near you/ });
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      await dialog.locator('[data-map-ready="true"]').waitFor({ timeout: 30_000 });
      expect(await dialog.locator('.hl-map__listing li').count()).toBe(64);
      // Leaflet's style sheet reached into the popup's Shadow DOM: its panes are laid out.
      expect(
        await dialog
          .locator('.leaflet-pane')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      ).toBe('absolute');
      await dialog.locator('.leaflet-marker-icon[title="Berlin Kastanienallee #1"]').dispatchEvent('click');
      await expect
        .poll(() => dialog.locator('.leaflet-popup').textContent())
        .toContain('Berlin Kastanienallee #1');
      await expect
        .poll(() => dialog.locator('.hl-map__item.is-active .hl-map__item-title').textContent())
        .toBe('Berlin Kastanienallee #1');
      await context.close();
    } finally {
      await db
        .update(tables.popups)
        .set({ status: 'paused' })
        .where(eq(tables.popups.publicId, published.popupId!));
      await stack.ctx.sites.changed(DEMO_CLIENT_ID);
    }
  });
});
