import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createSitePage } from '@hookline/db';
import { createOwner, OWNER_PASSWORD } from '@hookline/server/testing';
import { dragWidget, openBlockList, widgetNode } from './support/builder-pages.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/**
 * The page builder as a full-screen editor (issue 26, item 6): at 1366 x 850 the canvas draws the
 * page at 75 % or more, the toolbar is one row, the block list folds to a rail and opens over the
 * canvas (the page keeps its size), a block is still added from it; a phone gets a note instead.
 */
describe('the page builder takes the whole window', () => {
  let stack: Stack;
  let browser: Browser;
  let editUrl: string;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    owner = await createOwner(stack.database.db);
    const page = await createSitePage(stack.database.db, owner.site.id, {
      kind: 'page',
      title: 'Spring notes',
      slug: `spring-notes-${process.pid}`,
      document: {
        root: { props: { title: 'Spring notes' } },
        content: [widgetNode('Heading', 'Heading-intro', { text: 'Spring at the studio', level: 'h1' })],
      },
      previewToken: `spring-${process.pid}-${Date.now()}`,
    });
    editUrl = `/sites/${owner.site.clientId}/pages/${page!.id}/edit`;
  });

  async function openEditor(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${stack.origin}/app/login?next=${encodeURIComponent(editUrl)}`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    return page;
  }

  /** How large the page is drawn: the canvas frame's width on screen over the width it lays out at. */
  const drawnZoom = (editor: Page) =>
    editor.locator('iframe').evaluate((frame: HTMLIFrameElement) => ({
      zoom: frame.getBoundingClientRect().width / frame.offsetWidth,
      width: frame.offsetWidth,
    }));

  test('at 1366 x 850 the page is drawn at 75 % or more under one toolbar row, without the dashboard side bar', async () => {
    const editor = await openEditor({ width: 1366, height: 850 });
    const canvas = editor.frameLocator('iframe');
    await canvas.getByRole('heading', { name: 'Spring at the studio' }).waitFor();

    await expect.poll(async () => (await drawnZoom(editor)).width).toBe(1280);
    const { zoom } = await drawnZoom(editor);
    expect(zoom).toBeGreaterThanOrEqual(0.75);
    // The toolbar says the same zoom, in whole percent.
    const toolbar = editor.getByRole('banner');
    await expect.poll(() => toolbar.innerText()).toContain(`${Math.round(zoom * 100)} %`);

    // One row: every control sits on the toolbar's middle line, and the bar is one control high.
    const bar = (await toolbar.boundingBox())!;
    expect(bar.height).toBeLessThan(64);
    const middles = await toolbar
      .locator('a, button')
      .evaluateAll((controls) =>
        controls
          .filter((c) => c.getBoundingClientRect().width > 1)
          .map((c) => c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2),
      );
    expect(middles.length).toBeGreaterThanOrEqual(9);
    for (const middle of middles) expect(Math.abs(middle - (bar.y + bar.height / 2))).toBeLessThan(4);
    for (const name of ['Pages', 'Undo', 'Redo', 'Save draft', 'Preview', 'Revisions', 'Publish'])
      expect(
        await toolbar.getByRole(name === 'Pages' ? 'link' : 'button', { name, exact: true }).count(),
      ).toBe(1);

    // A screen reader hears what the canvas is.
    expect(await editor.locator('iframe').getAttribute('title')).toBe('Page canvas');
    // The dashboard's own navigation gives the editor its room, and nothing scrolls sideways.
    expect(await editor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
    await editor.context().close();
  });

  test('the folded block list opens over the canvas (the page keeps its size), adds a block, and undo takes it back', async () => {
    const editor = await openEditor({ width: 1366, height: 850 });
    const canvas = editor.frameLocator('iframe');
    await canvas.getByRole('heading', { name: 'Spring at the studio' }).waitFor();
    const before = await drawnZoom(editor);

    await openBlockList(editor);
    const heading = editor
      .locator('[data-testid^="drawer-item"], [class*="DrawerItem"]')
      .filter({ hasText: /^Heading$/ });
    await heading.first().waitFor();
    expect((await drawnZoom(editor)).zoom).toBeCloseTo(before.zoom, 3);
    // Escape folds it again.
    await editor.keyboard.press('Escape');
    await heading.first().waitFor({ state: 'hidden' });

    await dragWidget(editor, 'Heading');
    await expect.poll(() => canvas.locator('.hl-heading').count()).toBe(2);
    // The new block is selected: its fields are shown and the list has folded away.
    await editor.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
    const blocks = editor
      .getByRole('navigation', { name: 'Editor panels' })
      .getByRole('button', { name: 'Blocks' });
    expect(await blocks.getAttribute('aria-expanded')).toBe('false');
    await editor.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();

    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => canvas.locator('.hl-heading').count()).toBe(1);

    // The toolbar's page widths: the phone's screen (390 x 844) is drawn whole, larger than the desktop.
    await editor.getByRole('button', { name: 'Phone (390 px)' }).click();
    await expect.poll(async () => (await drawnZoom(editor)).width).toBe(390);
    const phone = await drawnZoom(editor);
    expect(phone.zoom).toBeGreaterThan(before.zoom);
    const frame = (await editor.locator('iframe').boundingBox())!;
    expect(frame.y + frame.height).toBeLessThanOrEqual(850);
    expect(await editor.getByRole('button', { name: 'Phone (390 px)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await editor.context().close();
  });

  test('on a phone it says the builder needs a larger screen, with the preview and the way back', async () => {
    const phone = await openEditor({ width: 390, height: 844 });
    await phone.getByText('The page builder needs a larger screen').waitFor();
    expect(await phone.getByRole('heading', { name: 'Spring notes', level: 1 }).count()).toBe(1);
    expect(await phone.getByRole('link', { name: 'Preview the page' }).getAttribute('href')).toContain(
      '/preview/',
    );
    await phone.getByRole('link', { name: 'Back to Pages' }).click();
    await phone.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    await phone.context().close();
  });
});
