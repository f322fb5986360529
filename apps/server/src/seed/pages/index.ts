import { createSitePage, findSiteIdByClientId, listSitePages, publishSitePage, type Db } from '@hookline/db';
import { randomBytes } from 'node:crypto';
import { seedContent } from '../content.ts';
import { homePage } from './home.ts';
import { journalPage, journalTemplate, lookbookTemplate } from './templates.ts';
import { widgetsPage } from './widgets.ts';
import { storesPage } from './stores.ts';
import { eventsPage } from './events.ts';
import { seedStoresAndEvents } from '../content/stores-events.ts';

/** The pages and entry templates the demo starts with, each published. */
const SEED_PAGES: {
  kind?: 'page' | 'template';
  title: string;
  slug: string;
  document: { root: { props?: Record<string, unknown> }; content: unknown[] };
}[] = [homePage, widgetsPage, journalPage, journalTemplate, lookbookTemplate, storesPage, eventsPage];

/**
 * Seeds the demo site's builder pages once: a page whose address the site already has is left as
 * the editors changed it.
 */
export async function seedPages(db: Db, clientId: string): Promise<void> {
  const siteId = await findSiteIdByClientId(db, clientId);
  if (!siteId) return;
  await seedContent(db, siteId);
  await seedStoresAndEvents(db, siteId);
  const existing = new Set((await listSitePages(db, siteId)).map((p) => `${p.kind}:${p.slug}`));
  for (const page of SEED_PAGES) {
    const kind = page.kind ?? 'page';
    if (existing.has(`${kind}:${page.slug}`)) continue;
    const row = await createSitePage(db, siteId, {
      ...page,
      kind,
      previewToken: randomBytes(24).toString('base64url'),
    });
    if (row) await publishSitePage(db, siteId, row.id);
  }
}
