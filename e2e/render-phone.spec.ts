import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { emailFormContent } from '@hookline/db';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { phoneMetrics, pngDataUrl, type PhoneMetrics } from './support/phone-metrics.ts';
import {
  PHONE,
  emailField,
  formContent,
  openPopup,
  popupPage,
  type PopupColumns,
} from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/**
 * Popups on a 390x844 phone (issue 12, "Every screen"): they reflow instead of shrinking the
 * desktop design, so a thumb can use them: text at least 16 px, inputs and buttons at least 44 px
 * tall, a close X at least 44 px, nothing wider than the window, content taller than the screen
 * scrolling inside the popup.
 */
describe.concurrent('popups on a phone', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const picture = pngDataUrl(120, 80, [242, 140, 40]);
  const withImage = formContent(
    [emailField(), { id: 'name', type: 'name', name: 'name', placeholder: 'Your name' }],
    [
      { type: 'image', src: picture, alt: 'Oranges' },
      { type: 'text', text: 'Fresh deals every week, straight to your inbox.' },
    ],
  );

  /** Shows the popup on the phone and measures it. */
  const onPhone = async (columns: PopupColumns, body?: string) => {
    const { url, popup } = await popupPage(stack, host, { content: withImage, ...columns });
    if (columns.type === 'embedded') {
      const html = await (await fetch(url)).text();
      host.page(
        new URL(url).pathname,
        html.replace('<body>', `<body><p>Before</p><div data-hookline-embedded="${popup.publicId}"></div>`),
      );
    } else if (body) {
      host.page(new URL(url).pathname, (await (await fetch(url)).text()).replace('<body>', `<body>${body}`));
    }
    const opened = await openPopup(browser, url, PHONE);
    return { ...opened, metrics: await phoneMetrics(opened.page) };
  };

  const expectThumbFriendly = (metrics: PhoneMetrics, why: string) => {
    expect(metrics.smallestText.px, `${why}: "${metrics.smallestText.text}"`).toBeGreaterThanOrEqual(16);
    expect(metrics.controlHeights.length, why).toBeGreaterThan(0);
    for (const height of metrics.controlHeights) expect(height, why).toBeGreaterThanOrEqual(44);
    if (metrics.close) {
      expect(metrics.close.width, why).toBeGreaterThanOrEqual(44);
      expect(metrics.close.height, why).toBeGreaterThanOrEqual(44);
    }
    expect(metrics.window.scrollWidth, why).toBeLessThanOrEqual(metrics.window.width);
    expect(metrics.dialog.x, why).toBeGreaterThanOrEqual(0);
    expect(metrics.dialog.x + metrics.dialog.width, why).toBeLessThanOrEqual(metrics.window.width + 0.5);
  };

  test('the demo lightbox reflows to the phone: full width with a margin, 16 px text, 44 px controls', async () => {
    const opened = await onPhone({ content: emailFormContent() });
    const { context } = opened;
    // The close X is drawn with its own style a moment after the dialog (a busy machine takes longer).
    await opened.dialog.locator('.hl-close').waitFor({ state: 'visible' });
    const metrics = await phoneMetrics(opened.page);
    expectThumbFriendly(metrics, 'demo lightbox');
    expect(metrics.close).not.toBeNull();
    // Not the desktop box at 45 %: as wide as the phone less a 12 px margin each side.
    expect(metrics.dialog.width).toBeCloseTo(390 - 24, 0);
    expect(metrics.dialog.height).toBeLessThanOrEqual(844 - 24);
    await context.close();
  });

  test.each([1, 2, 3, 4, 5, 6])(
    'lightbox format %i stacks on the phone, the image on top',
    async (format) => {
      const { metrics, dialog, context } = await onPhone({
        type: 'lightbox',
        format,
        width: 800,
        height: 500,
      });
      expectThumbFriendly(metrics, `lightbox ${format}`);
      const image = await dialog.locator('img').boundingBox();
      const field = await dialog.getByPlaceholder('Your email').boundingBox();
      expect(image && field).toBeTruthy();
      // Side-by-side formats stack: the field is below the image (or on it, for a background image).
      expect(field!.y).toBeGreaterThanOrEqual(image!.y);
      expect(field!.width).toBeGreaterThan(250);
      await context.close();
    },
  );

  test.each<[string, PopupColumns]>([
    ['a top bar', { type: 'bar', format: 1, width: 1920, height: 80 }],
    [
      'a bottom bar',
      {
        type: 'bar',
        format: 2,
        width: 1920,
        height: 80,
        designProperties: { poptin_location: 'center-bottom' },
      },
    ],
    ['a slide-in', { type: 'sside', format: 1, width: 400, height: 320 }],
    ['a side panel', { type: 'bside', format: 1, width: 380, height: 600 }],
    ['a browsing box', { type: 'browsing', format: 1, width: 360, height: 240 }],
    ['a fullpage popup', { type: 'fullpage', format: 1, width: 1920, height: 1080 }],
    ['a content popup', { type: 'content', format: 3, width: 800, height: 500 }],
    ['a social popup', { type: 'social', format: 1, width: 320, height: 220 }],
    ['a mobile popup', { type: 'mobile', format: 1, width: 360, height: 540 }],
    ['an embedded popup', { type: 'embedded', format: 2, width: 600, height: 320 }],
  ])('%s is usable with a thumb', async (why, columns) => {
    const { metrics, context } = await onPhone(columns);
    expectThumbFriendly(metrics, why);
    await context.close();
  });

  test('a bar wraps its text and stacks its form inside the phone width', async () => {
    const long = 'Free shipping on every order over $50 this week only, with returns on us for 60 days.';
    const content = formContent([emailField()], [{ type: 'text', text: long }]);
    const { metrics, dialog, page, context } = await onPhone(
      { type: 'bar', format: 1, width: 1920, height: 80, content },
      '<h1 id="first">Welcome</h1>',
    );
    expectThumbFriendly(metrics, 'bar');
    const text = (await dialog.getByText(long).boundingBox())!;
    expect(text.x + text.width).toBeLessThanOrEqual(390);
    expect(text.height).toBeGreaterThanOrEqual(2 * 16); // wrapped over lines
    // The page moves down by the bar's real height, not its 80 px design height.
    await page.waitForFunction(
      (bottom) => document.querySelector('#first')!.getBoundingClientRect().top >= bottom,
      metrics.dialog.y + metrics.dialog.height,
    );
    await context.close();
  });

  test('a slide-in becomes a bottom sheet as wide as the phone', async () => {
    const { metrics, context } = await onPhone({ type: 'sside', format: 1, width: 400, height: 320 });
    expect(metrics.dialog.width).toBeCloseTo(390, 0);
    expect(metrics.dialog.y + metrics.dialog.height).toBeCloseTo(844, 0);
    await context.close();
  });

  test.each<[number, string]>([
    [2, 'bottom'],
    [3, 'top'],
    [4, 'full'],
    [5, 'bottom'],
  ])('mobile format %i sits at the %s edge of the phone, as wide as it', async (format, edge) => {
    const { metrics, context } = await onPhone({ type: 'mobile', format, width: 375, height: 320 });
    expectThumbFriendly(metrics, `mobile ${format}`);
    const { x, y, width, height } = metrics.dialog;
    expect(x).toBeCloseTo(0, 0);
    expect(width).toBeCloseTo(390, 0);
    if (edge !== 'top') expect(y + height).toBeCloseTo(844, 0);
    if (edge !== 'bottom') expect(y).toBeCloseTo(0, 0);
    await context.close();
  });

  test('a popup taller than the phone scrolls inside itself, and the page does not scroll with it', async () => {
    const fields = Array.from({ length: 12 }, (_, index) => ({
      id: `f${index}`,
      type: 'text',
      name: `field_${index}`,
      label: `Question ${index + 1}`,
      placeholder: `Answer ${index + 1}`,
    }));
    const content = formContent([emailField(), ...fields], [{ type: 'image', src: picture, alt: 'Oranges' }]);
    const tallPage = '<div style="height:3000px">A long page</div>';
    const { metrics, dialog, page, context } = await onPhone({ type: 'lightbox', content }, tallPage);
    expectThumbFriendly(metrics, 'tall lightbox');
    expect(metrics.dialog.y).toBeGreaterThanOrEqual(0);
    expect(metrics.dialog.y + metrics.dialog.height).toBeLessThanOrEqual(844);
    expect(metrics.dialog.scrollHeight).toBeGreaterThan(metrics.dialog.clientHeight);
    expect(metrics.overflowY).toBe('auto');
    expect(metrics.overscroll).toBe('contain');
    // The heading at the top is reachable (not cut off above a centred overflow), and the last field
    // is reached by scrolling the popup.
    const heading = (await dialog.getByRole('heading', { name: 'Join the list' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(metrics.dialog.y);
    const last = dialog.getByPlaceholder('Answer 12');
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(844);
    expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test('follows the visual viewport, which the on-screen keyboard (here a pinch zoom) shrinks', async () => {
    const { page, context } = await onPhone({ content: emailFormContent() });
    const frameBox = () =>
      page.evaluate(() => {
        const host = document.querySelector<HTMLElement>('[data-hookline-popup]')!;
        const frame = host.shadowRoot!.querySelector('.hl-fluid')!.getBoundingClientRect();
        const viewport = window.visualViewport!;
        return { top: frame.top, height: frame.height, visible: viewport.height, offset: viewport.offsetTop };
      });
    expect((await frameBox()).height).toBeCloseTo(844, 0);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.synthesizePinchGesture', { x: 195, y: 700, scaleFactor: 2 });
    await page.waitForFunction(() => window.visualViewport!.scale > 1.5);
    // The frame takes the visible part's height and place (the popup follows it within 100 ms).
    await page.waitForFunction(() => {
      const frame = document
        .querySelector('[data-hookline-popup]')!
        .shadowRoot!.querySelector('.hl-fluid')!
        .getBoundingClientRect();
      const viewport = window.visualViewport!;
      return Math.abs(frame.height - viewport.height) < 1 && Math.abs(frame.top - viewport.offsetTop) < 1;
    });
    const box = await frameBox();
    expect(box.height).toBeLessThan(844);
    await context.close();
  });

  test('keeps the mobile variant screen the owner made', async () => {
    const content = {
      ...withImage,
      main_mobile: {
        blocks: [
          { type: 'heading', text: 'On your phone', level: 2 },
          { type: 'fields', fields: [emailField()] },
          { type: 'button', label: 'Send', action: 'submit' },
        ],
      },
    };
    const { metrics, dialog, context } = await onPhone({
      type: 'lightbox',
      content,
      designProperties: { switch_mobile_editor: true },
    });
    await dialog.getByRole('heading', { name: 'On your phone' }).waitFor();
    expectThumbFriendly(metrics, 'mobile variant');
    await context.close();
  });
});
