import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq, listSiteMedia, tables } from '@hookline/db';
import { createOwner, demoMediaPath, OWNER_PASSWORD } from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import type { Stack } from './support/stack.ts';

/** A real picture to upload: one of the demo library's WebP files (960x640). */
const PICTURE = demoMediaPath('mountain-dawn.webp');

/**
 * The owner adds an image block to a paused lightbox, uploads a picture through the image picker,
 * sees it in the live preview and activates the popup; a visitor on another site's page then sees
 * the picture, loaded from Hookline.
 */
describe('media: an uploaded image in a popup, from the picker to a visitor', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let dashboard: Page;
  let mediaUrl = '';
  const sitePath = '/media-image';

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await createOwner(stack.database.db);
    await stack.database.db
      .update(tables.popups)
      .set({ status: 'paused' })
      .where(eq(tables.popups.id, owner.popup.id));
    await stack.ctx.sites.changed(owner.site.clientId);
    host.page(sitePath, pageWithSnippet(stack.snippet(owner.site.clientId)));
    dashboard = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  });

  test('uploads a picture in the image block through the picker and sees it in the preview', async () => {
    const editor = `/popups/${owner.popup.publicId}/edit`;
    await dashboard.goto(`${stack.origin}/app/login?next=${encodeURIComponent(editor)}`);
    await dashboard.getByLabel('Email').fill(owner.email);
    await dashboard.getByLabel('Password').fill(OWNER_PASSWORD);
    await dashboard.getByRole('button', { name: 'Log in' }).click();
    await dashboard.waitForURL(/\/edit$/);

    await dashboard.getByLabel('New block').selectOption('image');
    await dashboard.getByRole('button', { name: 'Add block' }).click();
    const block = dashboard.getByRole('region', { name: /: Image$/ }).last();
    await block.getByRole('button', { name: 'Choose image…' }).click();
    const picker = dashboard.getByRole('dialog', { name: /choose an image/ });
    await picker.waitFor();
    await picker.getByText('No images in this site’s library yet').waitFor();
    await picker.locator('input[type="file"]').setInputFiles(PICTURE);
    // The upload is picked at once: the dialog closes and the block shows the picture.
    await picker.waitFor({ state: 'detached' });
    await block.getByRole('button', { name: 'Change image…' }).waitFor();
    await block.getByLabel('Description for screen readers').fill('Mountains at dawn');

    const { rows } = await listSiteMedia(stack.database.db, owner.site.id, { limit: 10, offset: 0 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fileName: 'mountain-dawn.webp',
      type: 'image/webp',
      width: 960,
      height: 640,
    });
    mediaUrl = `/media/${rows[0]!.hash}.webp`;

    const previewImage = dashboard
      .getByTestId('popup-preview')
      .getByRole('img', { name: 'Mountains at dawn' });
    await previewImage.waitFor();
    expect(await previewImage.getAttribute('src')).toBe(mediaUrl);
    await expect.poll(() => previewImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);

    await dashboard.getByRole('button', { name: 'Save and activate' }).click();
    await dashboard.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const [stored] = await stack.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.id, owner.popup.id));
    expect(stored!.status).toBe('active');
    expect(JSON.stringify(stored!.content)).toContain(`"src":"${mediaUrl}"`);
  });

  test('a visitor on another site sees the picture, loaded from Hookline with long caching', async () => {
    expect(mediaUrl, 'needs the upload of the previous step').not.toBe('');
    const visitor = await (await browser.newContext()).newPage();
    const picture = visitor.waitForResponse((response) => response.url().endsWith(mediaUrl));
    await visitor.goto(`${host.origin}${sitePath}`);
    const image = visitor.getByRole('dialog').getByRole('img', { name: 'Mountains at dawn' });
    await image.waitFor({ timeout: 15_000 });
    expect(await image.getAttribute('src')).toBe(`${stack.origin}${mediaUrl}`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const response = await picture;
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toBe('image/webp');
    await visitor.context().close();
  });
  test('the media library page lists it, refuses a dropped SVG with the reason, and deletes on confirm', async () => {
    await dashboard.goto(`${stack.origin}/app/sites/${owner.site.clientId}/media`);
    await dashboard.getByRole('heading', { name: 'Media library', level: 1 }).waitFor();
    const card = dashboard.getByRole('listitem').filter({ hasText: 'mountain-dawn.webp' });
    await card.getByText('960 × 640 · 6 KB').waitFor();
    expect(
      await dashboard
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Media library' })
        .getAttribute('class'),
    ).toMatch(/current/);

    // Dropped as a user drags a file from their desktop.
    await dashboard.getByTestId('media-drop-zone').evaluate((zone) => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="3"/></svg>';
      const transfer = new DataTransfer();
      transfer.items.add(new File([svg], 'logo.svg', { type: 'image/svg+xml' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await dashboard.getByRole('alert').filter({ hasText: 'SVG images are not accepted' }).waitFor();
    expect(
      await dashboard.getByRole('listitem').filter({ hasText: 'logo.svg' }).getByRole('img').count(),
    ).toBe(0);

    await card.getByRole('button', { name: 'Delete mountain-dawn.webp' }).click();
    const confirm = dashboard.getByRole('alertdialog', { name: 'Delete mountain-dawn.webp?' });
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await dashboard.getByText('No images yet', { exact: true }).waitFor();
    expect((await listSiteMedia(stack.database.db, owner.site.id, { limit: 10, offset: 0 })).rows).toEqual(
      [],
    );
    // Files are kept by content hash: the address answers 404 once no site holds the same picture
    // (the demo's media library, seeded by other journeys on this stack, may hold this very file).
    const counted = (await stack.database.db.execute(
      sql`select count(*)::int as holders from media where hash = ${mediaUrl.slice(7, -5)}`,
    )) as unknown as { rows: { holders: number }[] };
    const holders = counted.rows[0]!.holders;
    const gone = await dashboard.context().request.get(`${stack.origin}${mediaUrl}`);
    expect(gone.status()).toBe(holders === 0 ? 404 : 200);
  });
});
