import { describe, expect } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import {
  DESKTOP,
  PHONE,
  emailField,
  formContent,
  openPopup,
  popupPage,
  type PopupColumns,
} from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/**
 * Each popup type's placement and size, on a desktop window and a phone (spec sections 1 and 2):
 * where the dialog sits, how big it is, whether it is modal, and whether it pushes the page down.
 */
describe.concurrent('popup types: placement and sizing', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const content = formContent([emailField()]);
  const show = async (columns: PopupColumns, device = DESKTOP, body?: string) => {
    const { url } = await popupPage(stack, host, { content, ...columns }, { body });
    return openPopup(browser, url, device);
  };
  const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

  test('centres an 800x500 lightbox at full size on a desktop and scales it down on a phone, never above 1', async () => {
    const desktop = await show({ type: 'lightbox', width: 800, height: 500 });
    const box = await boxOf(desktop.dialog);
    expect(box.width).toBeCloseTo(800, 0);
    expect(box.height).toBeCloseTo(500, 0);
    expect(box.x + box.width / 2).toBeCloseTo(640, 0);
    expect(box.y + box.height / 2).toBeCloseTo(400, 0);
    expect(await desktop.dialog.getAttribute('aria-modal')).toBe('true');
    await desktop.context.close();

    const phone = await show({ type: 'lightbox', width: 800, height: 500 }, PHONE);
    const small = await boxOf(phone.dialog);
    expect(small.width).toBeLessThanOrEqual(390);
    expect(small.width / small.height).toBeCloseTo(800 / 500, 1);
    await phone.context.close();
  });

  test('keeps a small mobile popup at its own size (scale never above 1) and centred', async () => {
    const { dialog, context } = await show({ type: 'mobile', width: 300, height: 420 }, PHONE);
    const box = await boxOf(dialog);
    expect(box.width).toBeCloseTo(300, 0);
    expect(box.x + box.width / 2).toBeCloseTo(195, 0);
    await context.close();
  });

  test('spans the window with a bar at the centre-top and pushes the page down by its height', async () => {
    const { page, dialog, context } = await show(
      {
        type: 'bar',
        format: 2,
        width: 1920,
        height: 90,
        designProperties: { poptin_location: 'center-top' },
      },
      DESKTOP,
      '<h1 id="first">Welcome</h1>',
    );
    const box = await boxOf(dialog);
    expect(box.y).toBe(0);
    expect(box.x).toBe(0);
    expect(box.width).toBe(1280);
    expect(box.height).toBeCloseTo(90, 0);
    expect(await dialog.getAttribute('aria-modal')).toBe('false');
    const heading = await boxOf(page.locator('#first'));
    expect(heading.y).toBeGreaterThanOrEqual(90);
    // The page stays usable around a bar: nothing covers it.
    await page.locator('#first').click();
    await context.close();
  });

  test('puts a bottom bar at the bottom without pushing the page', async () => {
    const { page, dialog, context } = await show(
      { type: 'bar', width: 1920, height: 80, designProperties: { poptin_location: 'center-bottom' } },
      PHONE,
      '<h1 id="first">Welcome</h1>',
    );
    const box = await boxOf(dialog);
    expect(box.y + box.height).toBeCloseTo(844, 0);
    expect(box.width).toBe(390);
    expect(await page.locator('hookline-spacer').count()).toBe(0);
    await context.close();
  });

  test('covers the window with a fullpage popup whose 1920x1080 canvas is scaled to it, pushing content down', async () => {
    const { page, dialog, context } = await show(
      { type: 'fullpage', width: 1920, height: 1080 },
      DESKTOP,
      '<h1 id="first">Welcome</h1>',
    );
    const box = await boxOf(dialog);
    const scale = Math.min(1280 / 1920, 800 / 1080);
    expect(box.width).toBeCloseTo(1920 * scale, 0);
    expect(box.height).toBeCloseTo(1080 * scale, 0);
    const heading = await boxOf(page.locator('#first'));
    expect(heading.y).toBeGreaterThanOrEqual(800);
    await context.close();
  });

  test.each([
    ['sside', {}, 'bottom-right'],
    ['sside', { poptin_location: 'top-left' }, 'top-left'],
    ['browsing', {}, 'bottom-left'],
  ])('shows a %s popup in its corner (%j) -> %s', async (type, design, corner) => {
    const { dialog, context } = await show({ type, width: 360, height: 300, designProperties: design });
    const box = await boxOf(dialog);
    expect(box.width).toBeCloseTo(360, 0);
    const right = corner.endsWith('right');
    const bottom = corner.startsWith('bottom');
    expect(right ? 1280 - (box.x + box.width) : box.x).toBeCloseTo(16, 0);
    expect(bottom ? 800 - (box.y + box.height) : box.y).toBeCloseTo(16, 0);
    expect(await dialog.getAttribute('aria-modal')).toBe('false');
    await context.close();
  });

  test('rises a bside popup from the bottom (format 2: left) and puts a social popup at the middle of the side', async () => {
    const side = await show({ type: 'bside', format: 2, width: 420, height: 300 });
    const panel = await boxOf(side.dialog);
    expect(panel.height).toBeCloseTo(300, 0);
    expect(panel.x).toBeCloseTo(16, 0);
    expect(800 - (panel.y + panel.height)).toBeCloseTo(16, 0);
    await side.context.close();

    const social = await show({ type: 'social', width: 300, height: 200 });
    const widget = await boxOf(social.dialog);
    expect(widget.x + widget.width).toBeCloseTo(1280, 0);
    expect(widget.y + widget.height / 2).toBeCloseTo(400, 0);
    await social.context.close();
  });

  test('centres a content popup like a lightbox', async () => {
    const { dialog, context } = await show({ type: 'content', width: 600, height: 400 });
    const box = await boxOf(dialog);
    expect(box.x + box.width / 2).toBeCloseTo(640, 0);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await context.close();
  });

  test('renders an embedded popup inline in the element that names it, at most its width', async () => {
    const { url, popup } = await popupPage(stack, host, {
      content,
      type: 'embedded',
      width: 500,
      height: 260,
    });
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    host.page(
      new URL(url).pathname,
      (await (await fetch(url)).text()).replace(
        '<body>',
        `<body><p id="before">Before</p><div id="slot" data-hookline-embedded="${popup.publicId}"></div><p id="after">After</p>`,
      ),
    );
    await page.goto(url);
    const dialog = page.locator('#slot [role="dialog"]');
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    const box = await boxOf(dialog);
    const before = await boxOf(page.locator('#before'));
    const after = await boxOf(page.locator('#after'));
    expect(box.width).toBeLessThanOrEqual(500);
    expect(box.y).toBeGreaterThan(before.y);
    expect(after.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(await dialog.getAttribute('aria-modal')).toBe('false');
    await context.close();
  });
});
