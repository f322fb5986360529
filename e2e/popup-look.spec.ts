import { describe, expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { pageWithSnippet } from './support/host-page.ts';
import { emailField, formContent, openPopup, popupPage, type PopupColumns } from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/**
 * Computed styles of a popup's parts, as a visitor's browser applies them. The close X shows 100 ms
 * after the dialog (spec section 2), so it is waited for.
 */
async function stylesOf(dialog: Locator) {
  await dialog.locator('.hl-close').waitFor();
  return dialog.evaluate((element) => {
    const pick = (selector: string, properties: string[]) => {
      const target = selector ? element.querySelector(selector)! : element;
      const style = getComputedStyle(target);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    };
    return {
      dialog: pick('', [
        'background-color',
        'color',
        'font-family',
        'border-radius',
        'padding-top',
        'box-shadow',
      ]),
      heading: pick('.hl-heading', ['color', 'font-family', 'font-size', 'font-weight']),
      input: pick('.hl-input', ['background-color', 'color', 'border-top-color', 'height', 'font-family']),
      button: pick('.hl-button', ['background-color', 'color', 'font-family', 'border-radius', 'width']),
      close: pick('.hl-close', ['color', 'top', 'right']),
    };
  });
}

/** Whether a font face the page added has loaded (the popup's text uses it, not a fallback). */
const fontLoaded = (page: Page, family: string) =>
  page.waitForFunction((name) => document.fonts.check(`16px "${name}"`), family, { timeout: 10_000 });

describe('popup looks', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const content = formContent([emailField()], [{ type: 'text', text: 'Fresh bread, every week.' }]);
  const show = async (
    columns: PopupColumns,
    options: { head?: string; viewport?: { width: number; height: number } } = {},
  ) => {
    const { url } = await popupPage(stack, host, { content, ...columns }, { head: options.head });
    return openPopup(browser, url, { viewport: options.viewport ?? { width: 1366, height: 850 } });
  };

  test('an owner styles a popup in the editor, the preview follows, and visitors get the same look', async () => {
    const owner = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const app = (path: string) => `${stack.origin}/app${path}`;
    await owner.goto(app('/signup'));
    await owner.getByLabel('Email').fill(`look-${Date.now()}@example.com`);
    await owner.getByLabel('Password').fill('a good long password');
    await owner.getByLabel('Company or account name').fill('Look Bakery');
    await owner.getByLabel('Website name').fill('Look shop');
    await owner.getByLabel('Website domain').fill('127.0.0.1');
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.waitForURL(/\/app\/sites\/[a-z0-9]{13}$/);
    const clientId = owner.url().split('/').pop()!;

    await owner.getByRole('link', { name: 'New popup' }).click();
    await owner.getByLabel('Name').fill('Styled welcome');
    await owner.getByRole('button', { name: 'Create and edit' }).click();
    await owner.waitForURL(/\/app\/popups\/[a-z0-9]{13}\/edit$/);
    await owner.getByRole('tab', { name: 'Design' }).click();

    const preview = owner.getByTestId('popup-preview').getByRole('dialog');
    await preview.waitFor({ timeout: 10_000 });
    await owner.getByLabel('Background colour', { exact: true }).fill('#0f172a');
    await owner.getByLabel('Text colour', { exact: true }).fill('#f8fafc');
    // The less used groups are folded until opened.
    await owner.locator('summary', { hasText: /^Button/ }).click();
    await owner.getByLabel('Button colour', { exact: true }).fill('#22c55e');
    await owner.getByLabel('Button text', { exact: true }).fill('#052e16');
    await owner.getByRole('radio', { name: /Playfair Display/ }).click();

    // The preview follows each change: the same renderer and style sheet visitors get.
    await expect
      .poll(async () => (await stylesOf(preview)).dialog['background-color'], { timeout: 10_000 })
      .toBe('rgb(15, 23, 42)');
    await expect
      .poll(async () => (await stylesOf(preview)).heading['font-family'])
      .toMatch(/^"Hookline Playfair"/);
    const inPreview = await stylesOf(preview);
    expect(inPreview.button['background-color']).toBe('rgb(34, 197, 94)');
    expect(inPreview.button.color).toBe('rgb(5, 46, 22)');
    expect(inPreview.heading.color).toBe('rgb(248, 250, 252)');

    await owner.getByRole('button', { name: 'Save and activate' }).click();
    await owner.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const [stored] = await stack.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.name, 'Styled welcome'));
    expect(stored?.designProperties).toMatchObject({
      look: {
        font: 'playfair',
        background: { kind: 'color', color: '#0f172a' },
        button: { background: '#22c55e', color: '#052e16' },
      },
    });

    host.page('/styled', pageWithSnippet(stack.snippet(clientId)));
    const visitor = await openPopup(browser, `${host.origin}/styled`, {
      viewport: { width: 1366, height: 850 },
    });
    await fontLoaded(visitor.page, 'Hookline Playfair');
    const seen = await stylesOf(visitor.dialog);
    expect(seen.dialog['background-color']).toBe('rgb(15, 23, 42)');
    expect(seen.heading['font-family']).toMatch(/^"Hookline Playfair"/);
    expect(seen.heading.color).toBe('rgb(248, 250, 252)');
    expect(seen.button['background-color']).toBe('rgb(34, 197, 94)');
    // What the visitor sees is what the preview showed.
    expect(seen.button).toEqual(inPreview.button);
    expect(seen.heading).toEqual(inPreview.heading);
    // The font's files come from the Hookline server, not from any font service.
    const faces = await visitor.page.evaluate(
      () => document.querySelector('style[data-hookline-font]')?.textContent,
    );
    expect(faces).toContain(`${stack.origin}/fonts/5.3.0/playfair-display-latin-700-normal.woff2`);
    await visitor.context.close();
    await owner.context().close();
  });

  test.each([
    ['bar', 1],
    ['sside', 1],
    ['bside', 1],
  ])('gives a %s popup its own font, not the host page serif', async (type, format) => {
    const { dialog, context } = await show(
      { type, format, width: type === 'bar' ? 1920 : 420, height: type === 'bar' ? 80 : 300 },
      { head: '<style>body{font-family:serif}</style>' },
    );
    const plain = await stylesOf(dialog);
    expect(plain.dialog['font-family']).toMatch(/^system-ui/);
    expect(plain.input['font-family']).toMatch(/^system-ui/);
    expect(plain.button['font-family']).toMatch(/^system-ui/);
    await context.close();

    const styled = await show(
      { type, format, width: 420, height: 300, designProperties: { look: { font: 'nunito' } } },
      { head: '<style>body{font-family:serif}</style>' },
    );
    await fontLoaded(styled.page, 'Hookline Nunito');
    expect((await stylesOf(styled.dialog)).heading['font-family']).toMatch(/^"Hookline Nunito"/);
    await styled.context.close();
  });

  test('shows "Slide-in (bottom right 420x300)" in the bottom right corner at 420x300', async () => {
    const { dialog, context } = await show({ type: 'bside', format: 1, width: 420, height: 300 });
    const box = (await dialog.evaluate((element) => element.getBoundingClientRect().toJSON())) as DOMRect;
    expect(box.width).toBeCloseTo(420, 0);
    expect(box.height).toBeCloseTo(300, 0);
    expect(1366 - box.right).toBeCloseTo(16, 0);
    expect(850 - box.bottom).toBeCloseTo(16, 0);
    await context.close();
  });

  test('a hostile host stylesheet changes none of the popup computed styles', async () => {
    const look = {
      background: { kind: 'color', color: '#fef3c7' },
      text_color: '#1c1917',
      button: { background: '#7c2d12', color: '#ffffff', radius: 24 },
      radius: 20,
    };
    const plain = await show({ designProperties: { look } });
    const expected = await stylesOf(plain.dialog);
    await plain.context.close();

    const hostile = `<style>
      * { color: red !important; font-family: serif !important; background: lime !important;
          border-radius: 0 !important; padding: 0 !important; font-size: 9px !important; height: auto !important;
          width: auto !important; box-shadow: none !important; }
      div, button, input { all: revert !important; }
    </style>`;
    const attacked = await show({ designProperties: { look } }, { head: hostile });
    expect(await stylesOf(attacked.dialog)).toEqual(expected);
    expect(expected.button['background-color']).toBe('rgb(124, 45, 18)');
    await attacked.context.close();
  });

  test.each([
    [1, 'hl-media-split'],
    [3, 'hl-media-top'],
    [6, 'hl-media-cover'],
  ])('lightbox format %d shows the look image (%s)', async (format, place) => {
    const image = `${stack.origin}/fonts/none.png`;
    const { dialog, context } = await show({
      type: 'lightbox',
      format,
      width: format === 1 ? 800 : 520,
      height: format === 1 ? 500 : 600,
      designProperties: { look: { image: { url: image, alt: 'Loaves on a shelf' } } },
    });
    const media = dialog.locator(`.${place}`);
    await media.waitFor();
    const [mediaBox, dialogBox] = await Promise.all([media.boundingBox(), dialog.boundingBox()]);
    if (format === 1) {
      // Image column on the left, form on the right.
      expect(mediaBox!.x).toBeCloseTo(dialogBox!.x, 0);
      expect(mediaBox!.height).toBeCloseTo(dialogBox!.height, 0);
      const form = (await dialog.locator('form').boundingBox())!;
      expect(form.x).toBeGreaterThanOrEqual(mediaBox!.x + mediaBox!.width - 1);
    } else if (format === 3) {
      expect(mediaBox!.y).toBeCloseTo(dialogBox!.y, 0);
      const form = (await dialog.locator('form').boundingBox())!;
      expect(form.y).toBeGreaterThanOrEqual(mediaBox!.y + mediaBox!.height - 1);
    } else {
      expect(mediaBox!.width).toBeCloseTo(dialogBox!.width, 0);
      expect(mediaBox!.height).toBeCloseTo(dialogBox!.height, 0);
    }
    expect(await dialog.getByRole('img', { name: 'Loaves on a shelf' }).count()).toBe(1);
    await context.close();
  });
});
