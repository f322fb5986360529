import { emailFormContent } from '@hookline/schema';
import type { Db } from './client.ts';
import { publicId } from './core/public-id.ts';
import { accounts, sites } from './accounts/tables.ts';
import { popups } from './popups/tables.ts';

export { emailFormContent };

/** Columns a test or seed may set on a popup; the rest take the fixture lightbox's values. */
export type PopupColumns = Partial<Omit<typeof popups.$inferInsert, 'accountId' | 'siteId'>>;

/**
 * Adds a popup to a site: an active 800x500 lightbox with the email form and fresh public ids, changed
 * by `columns`.
 */
export async function addPopup(
  db: Db,
  owner: { account: { id: string }; site: { id: string } },
  columns: PopupColumns = {},
) {
  const [popup] = await db
    .insert(popups)
    .values({
      accountId: owner.account.id,
      siteId: owner.site.id,
      publicId: publicId(),
      viewerId: publicId(),
      name: 'Welcome lightbox',
      type: 'lightbox',
      format: 1,
      target: 'lead',
      status: 'active',
      width: 800,
      height: 500,
      content: emailFormContent(),
      ...columns,
    })
    .returning();
  return popup!;
}

/** Creates an account with one site and one active lightbox; for tests and the demo seed. */
export async function createSiteWithLightbox(
  db: Db,
  options: {
    clientId?: string;
    domains?: string[];
    secondsOnPage?: number;
    accountName?: string;
    /** Changes to the lightbox (its triggers default to `seconds_on_page: secondsOnPage ?? 3`). */
    popup?: PopupColumns;
  } = {},
) {
  const [account] = await db
    .insert(accounts)
    .values({ name: options.accountName ?? 'Test account' })
    .returning();
  const [site] = await db
    .insert(sites)
    .values({
      accountId: account!.id,
      clientId: options.clientId ?? publicId(),
      name: 'Test site',
      domains: options.domains ?? ['localhost', '127.0.0.1'],
    })
    .returning();
  const popup = await addPopup(
    db,
    { account: account!, site: site! },
    { triggers: { seconds_on_page: options.secondsOnPage ?? 3 }, ...options.popup },
  );
  return { account: account!, site: site!, popup };
}
