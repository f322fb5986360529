import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { createSitePage, findSiteIdByClientId, publishSitePage, type Db } from '@hookline/db';
import { DEMO_CLIENT_ID, seedDemo } from '@hookline/server/testing';

let counter = 0;

/**
 * Publishes a builder page on the demo shop with these widgets (page JSON nodes) and answers its
 * address; each call gets a new address, so journeys never share a page.
 */
export async function publishTestPage(db: Db, name: string, content: unknown[]): Promise<string> {
  await seedDemo(db);
  const siteId = (await findSiteIdByClientId(db, DEMO_CLIENT_ID))!;
  const slug = `${name}-${process.pid}-${(counter += 1)}-${randomBytes(3).toString('hex')}`;
  const row = await createSitePage(db, siteId, {
    kind: 'page',
    title: name,
    slug,
    document: { root: { props: { title: name } }, content },
    previewToken: randomBytes(24).toString('base64url'),
  });
  await publishSitePage(db, siteId, row!.id);
  return `/${slug}`;
}

/** A page node: a widget type, an id and its props (the widget's defaults fill the rest). */
export const widgetNode = (type: string, id: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id, ...props },
});

/**
 * Waits until every island on the page is live: islands load in parallel, so one being ready says
 * nothing of the others on a busy machine.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.locator('[data-island]:not([data-island-ready])').first().waitFor({ state: 'detached' });
}

/**
 * Two animation frames of the editor and of its canvas: the drag-and-drop layer works out where a
 * dragged widget would land in a frame callback, so a release before that frame on a busy machine
 * drops it nowhere.
 */
async function framesPass(editor: Page): Promise<void> {
  const twoFrames = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  await editor.evaluate(twoFrames);
  await editor.frameLocator('iframe').locator('body').evaluate(twoFrames);
}

/** Opens the editor's block list (folded to the rail's Blocks button) unless it is open. */
export async function openBlockList(editor: Page): Promise<void> {
  const blocks = editor
    .getByRole('navigation', { name: 'Editor panels' })
    .getByRole('button', { name: 'Blocks' });
  if ((await blocks.getAttribute('aria-expanded')) !== 'true') await blocks.click();
}

/**
 * Drags a widget from the Puck editor's catalogue (by its label) to the top of the canvas, opening
 * the block list first (it closes by itself once the widget is on the page).
 */
export async function dragWidget(editor: Page, label: string): Promise<void> {
  await openBlockList(editor);
  const source = editor
    .locator('[data-testid^="drawer-item"], [class*="DrawerItem"]')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const canvas = (await editor.locator('iframe').boundingBox())!;
  await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await editor.mouse.down();
  await editor.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 5, { steps: 5 });
  await framesPass(editor);
  await editor.mouse.move(canvas.x + canvas.width / 2, canvas.y + 30, { steps: 20 });
  await editor.mouse.move(canvas.x + canvas.width / 2, canvas.y + 40, { steps: 5 });
  await framesPass(editor);
  await editor.mouse.move(canvas.x + canvas.width / 2, canvas.y + 42);
  await framesPass(editor);
  await editor.mouse.up();
}
