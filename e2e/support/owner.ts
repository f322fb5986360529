import type { Page } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { createOwner, OWNER_PASSWORD } from '@hookline/server/testing';
import { pageWithSnippet, type HostSite } from './host-page.ts';
import type { Stack } from './stack.ts';

export type Owner = Awaited<ReturnType<typeof createOwner>>;

/**
 * A new owner whose site shows only the popups the journey makes (its seeded lightbox is paused),
 * installed on the host page at `sitePath`.
 */
export async function soloOwner(stack: Stack, host: HostSite, sitePath: string): Promise<Owner> {
  const owner = await createOwner(stack.database.db);
  await stack.database.db
    .update(tables.popups)
    .set({ status: 'paused' })
    .where(eq(tables.popups.id, owner.popup.id));
  await stack.ctx.sites.changed(owner.site.clientId);
  host.page(sitePath, pageWithSnippet(stack.snippet(owner.site.clientId)));
  return owner;
}

/** Logs the owner in to the dashboard, which then opens `next`. */
export async function logIn(page: Page, stack: Stack, owner: Owner, next: string): Promise<void> {
  await page.goto(`${stack.origin}/app/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}
