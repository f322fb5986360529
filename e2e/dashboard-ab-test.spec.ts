import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createOwner, OWNER_PASSWORD } from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import type { Stack } from './support/stack.ts';

/**
 * An A/B test as the owner sets it up in the dashboard and as visitors meet it: two versions of a
 * lightbox, each visitor shown one of them, and shown the same one again on the next visit.
 */
describe('dashboard: an A/B test that keeps each visitor on their variant', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let variantId = '';
  const headings = { parent: 'Get 10% off your first order', variant: 'Variant B: a free tote bag' };

  /** The owner's site on the host, on a path of its own (the host site is shared). */
  const sitePath = '/ab-test';

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await createOwner(stack.database.db);
    host.page(sitePath, pageWithSnippet(stack.snippet(owner.site.clientId)));
  });

  test('adds a variant in the editor, edits and activates it', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await page.goto(
      `${stack.origin}/app/login?next=${encodeURIComponent(`/popups/${owner.popup.publicId}/edit`)}`,
    );
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/edit$/);
    await page.getByRole('button', { name: 'Add A/B variant' }).click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/edit') && !url.pathname.includes(owner.popup.publicId),
    );
    variantId = /\/popups\/([a-z0-9]{13})\/edit/.exec(page.url())![1]!;
    await page.getByText('A/B variant', { exact: true }).waitFor();
    await page.getByLabel('Heading text').fill(headings.variant);
    await page.getByRole('button', { name: 'Save and activate' }).click();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Results' }).click();
    const table = page.getByRole('table', { name: 'A/B test versions' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    // The new variant has no views yet: no "−100.0%" change and no p-value of 1.000.
    const variantRow = table.locator('tbody tr').nth(1);
    expect(await variantRow.textContent()).toContain('Not enough data');
    expect(await variantRow.textContent()).not.toMatch(/100\.0%|1\.000/);
    expect(await page.getByRole('status').filter({ hasText: 'No winner yet' }).count()).toBe(1);
    await page.context().close();
  });

  /** A visitor's page load: which A/B version the display API chose, and the popup that opened. */
  const visit = async (context: BrowserContext): Promise<{ chosen: string; page: Page }> => {
    const page = await context.newPage();
    const answer = page.waitForResponse((r) => r.url().includes(`/api/display/${owner.site.clientId}`));
    await page.goto(`${host.origin}${sitePath}`);
    const body = (await (await answer).json()) as { poptins: { poptin_id: string }[] };
    const ids = body.poptins
      .map((p) => p.poptin_id)
      .filter((id) => id === owner.popup.publicId || id === variantId);
    expect(ids).toHaveLength(1);
    return { chosen: ids[0]!, page };
  };

  const kept = new Map<string, BrowserContext>();

  test('splits visitors between the versions and keeps each visitor on theirs', async () => {
    for (let i = 0; i < 16 && kept.size < 2; i++) {
      const context = await browser.newContext();
      const { chosen, page } = await visit(context);
      await page.close();
      if (!kept.has(chosen)) kept.set(chosen, context);
      else await context.close();
    }
    // With an even split, 16 visitors all landing on one version has a chance of 1 in 32,768.
    expect([...kept.keys()].sort()).toEqual([owner.popup.publicId, variantId].sort());
    for (const [chosen, context] of kept) {
      for (let again = 0; again < 3; again++) {
        const { chosen: next, page } = await visit(context);
        expect(next).toBe(chosen);
        await page.close();
      }
    }
  });

  test('shows each visitor the popup of their version', async () => {
    for (const [chosen, context] of kept) {
      const { page } = await visit(context);
      const heading = chosen === variantId ? headings.variant : headings.parent;
      await page.getByRole('dialog').getByText(heading).waitFor({ timeout: 10_000 });
      await context.close();
    }
  });
});
