import { randomBytes } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq, findSiteIdByClientId, tables } from '@hookline/db';
import { DEMO_CLIENT_ID, DEMO_LOGIN, seedDemo } from '@hookline/server/testing';
import { dragWidget as dragWidgetTo } from './support/builder-pages.ts';
import { withoutPixel } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/**
 * The editor's journey: content first (a collection with a repeater and a gallery field, entries),
 * then a page built in the Puck editor from a post block, a gallery and an accordion fed by that
 * content, published; a visitor gets it server-rendered with working widgets; a revision restored.
 */
describe('an editor builds content and a page, a visitor reads it', () => {
  let stack: Stack;
  let browser: Browser;
  let editor: Page;
  const suffix = randomBytes(3).toString('hex');
  const collection = `trips-${suffix}`;
  const pageSlug = `trip-notes-${suffix}`;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedDemo(stack.database.db);
    // The accordion is a pro widget, and the demo's plan is pro: said here, not left to the order
    // the worker ran its files in.
    const siteId = (await findSiteIdByClientId(stack.database.db, DEMO_CLIENT_ID))!;
    const [site] = await stack.database.db.select().from(tables.sites).where(eq(tables.sites.id, siteId));
    await stack.database.db
      .update(tables.accounts)
      .set({ plan: 'pro' })
      .where(eq(tables.accounts.id, site!.accountId));
    const context = await withoutPixel(await browser.newContext({ viewport: { width: 1366, height: 850 } }));
    editor = await context.newPage();
    await editor.goto(
      `${stack.origin}/app/login?next=${encodeURIComponent(`/sites/${DEMO_CLIENT_ID}/content`)}`,
    );
    await editor.getByLabel('Email').fill(DEMO_LOGIN.email);
    await editor.getByLabel('Password').fill(DEMO_LOGIN.password);
    await editor.getByRole('button', { name: 'Log in' }).click();
    await editor.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
  });

  test('creates a collection with a repeater and a gallery field, with clear messages for mistakes', async () => {
    const form = editor.getByRole('form', { name: 'New collection' });
    await form.getByLabel('Name').fill(`Trips ${suffix}`);
    await form.getByLabel(/^Address/).fill(collection);
    await form.getByRole('button', { name: 'Create collection' }).click();
    await editor.getByRole('heading', { name: `Trips ${suffix}`, level: 1 }).waitFor();

    // A field without a label is refused before anything is sent, saying where and what.
    await editor.getByRole('button', { name: 'Add field' }).click();
    await editor.getByRole('button', { name: 'Save collection' }).click();
    await expect
      .poll(() => editor.getByRole('alert', { name: 'Problems' }).innerText())
      .toContain('Fields › 1 › Label: give it a label');

    const first = editor.getByRole('group', { name: /^Field 1/ });
    await first.getByLabel('Label', { exact: true }).fill('Stops');
    await first.getByLabel('Kind').selectOption('repeater');
    await editor.getByRole('button', { name: 'Add field' }).click();
    const second = editor.getByRole('group', { name: /^Field 2/ });
    await second.getByLabel('Label', { exact: true }).fill('Photos');
    await second.getByLabel('Kind').selectOption('gallery');
    await editor.getByRole('button', { name: 'Save collection' }).click();
    await editor.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expect.poll(() => editor.getByRole('group', { name: /^Sub-field 1: Title/ }).count()).toBe(1);
  });

  test('adds entries with repeater rows and gallery pictures, and publishes them', async () => {
    for (const [title, stops] of [
      ['Lisbon by tram', ['Alfama', 'Belém']],
      ['Porto in a day', ['Ribeira']],
    ] as const) {
      await editor.getByRole('link', { name: /^New / }).first().click();
      await editor.getByLabel('Title', { exact: true }).fill(title);
      for (const [index, stop] of stops.entries()) {
        await editor.getByRole('button', { name: 'Add row' }).click();
        const row = editor.getByRole('group', { name: `Stops, row ${index + 1}` });
        await row.getByLabel('Title', { exact: true }).fill(stop);
      }
      await editor.getByRole('button', { name: 'Add image…' }).click();
      await editor.getByRole('button', { name: /^Use sunset-waves\.webp/ }).click();
      await editor.getByRole('button', { name: 'Publish', exact: true }).click();
      await editor.getByRole('status').filter({ hasText: 'Published' }).waitFor();
      await editor.getByRole('link', { name: `Trips ${suffix}` }).click();
      await editor.getByRole('link', { name: title }).waitFor();
    }
  });

  const dragWidget = (label: string) => dragWidgetTo(editor, label);

  test('builds a page with a post block, a gallery and an accordion in the Puck editor, and publishes', async () => {
    await editor.goto(`${stack.origin}/app/sites/${DEMO_CLIENT_ID}/pages`);
    await editor.getByLabel('Title').fill('Trip notes');
    await editor.getByRole('textbox', { name: 'Address' }).fill(pageSlug);
    await editor.getByRole('button', { name: 'Create and edit' }).click();
    const canvas = editor.frameLocator('iframe');
    await canvas.locator('body').waitFor();

    await dragWidget('Repeater accordion');
    await canvas.locator('.hl-accordion').waitFor();
    await canvas.locator('.hl-accordion').click({ force: true });
    await editor.getByRole('textbox', { name: 'Collection', exact: true }).fill(collection);
    await editor.getByRole('textbox', { name: 'Entry (slug)' }).fill('lisbon-by-tram');
    await editor.getByRole('textbox', { name: 'Repeater field key' }).fill('stops');
    await editor.getByRole('textbox', { name: 'Content sub-field key' }).fill('title');
    await canvas.getByText('Alfama').first().waitFor();

    await dragWidget('Gallery');
    await canvas.locator('.hl-gallery').waitFor();
    await canvas.locator('.hl-gallery').click({ force: true });
    await editor.getByRole('textbox', { name: 'Collection', exact: true }).fill(collection);
    await editor.getByRole('textbox', { name: 'Entry (slug)' }).fill('porto-in-a-day');
    await editor.getByRole('textbox', { name: 'Gallery field key' }).fill('photos');
    await expect.poll(() => canvas.locator('.hl-gallery img').count()).toBe(1);

    await dragWidget('Post block');
    await canvas.locator('.hl-posts').waitFor();
    await canvas.locator('.hl-posts').click({ force: true });
    await editor.getByRole('textbox', { name: 'Collection (slug)' }).fill(collection);
    await canvas.getByText('Porto in a day').first().waitFor();

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor
      .getByRole('status')
      .filter({ hasText: /^Published/ })
      .waitFor();
  });

  test('a visitor gets the page server-rendered (content in the HTML) with working widgets', async () => {
    const html = await (await fetch(`${stack.origin}/${pageSlug}`)).text();
    // The widgets' markup as the server sent it: what a visitor sees before any script runs.
    const start = html.indexOf('class="builder-page"');
    expect(start).toBeGreaterThan(0);
    const body = html.slice(start, html.indexOf('<script', start));
    for (const text of ['Lisbon by tram', 'Porto in a day', 'Alfama', 'Belém', 'hl-gallery'])
      expect(body).toContain(text);

    const visitor = await (await withoutPixel(await browser.newContext())).newPage();
    await visitor.goto(`${stack.origin}/${pageSlug}`);
    const accordion = visitor.locator('.hl-accordion[data-island-ready]');
    await accordion.waitFor();
    const alfama = accordion.getByRole('button', { name: 'Alfama' });
    await alfama.click();
    await expect.poll(() => alfama.getAttribute('aria-expanded')).toBe('true');
    await accordion.getByRole('button', { name: 'Belém' }).click();
    await expect.poll(() => alfama.getAttribute('aria-expanded')).toBe('false');
    // The post titles link to the entries' own pages.
    expect(await visitor.getByRole('link', { name: 'Porto in a day' }).first().getAttribute('href')).toBe(
      `/${collection}/porto-in-a-day`,
    );
    await visitor.context().close();
  });

  test('restores a revision: a removed accordion comes back once published again', async () => {
    const canvas = editor.frameLocator('iframe');
    await canvas.locator('.hl-accordion').click({ force: true });
    await canvas.getByText('Repeater accordion', { exact: true }).waitFor();
    await canvas.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => canvas.locator('.hl-accordion').count()).toBe(0);
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(async () => (await (await fetch(`${stack.origin}/${pageSlug}`)).text()).includes('Alfama'))
      .toBe(false);

    await editor.getByRole('button', { name: 'Revisions' }).click();
    const revisions = editor.getByRole('region', { name: 'Revisions' });
    await revisions
      .getByRole('listitem')
      .filter({ hasText: 'Published' })
      .nth(1)
      .getByRole('button', { name: 'Restore' })
      .click();
    await canvas.locator('.hl-accordion').waitFor();
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(async () => (await (await fetch(`${stack.origin}/${pageSlug}`)).text()).includes('Alfama'), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});
