import { findPageByPreviewToken, findPublishedPage, findSiteIdByClientId, type Db } from '@hookline/db';
import type { BuilderDocument, BuilderPageData } from '../page-data.ts';
import type { ReadCache } from './read-cache.ts';

/**
 * The shop's builder pages: the published pages of the site whose pixel the shop embeds, read
 * through the published-page cache (`pages`, which the server clears when a page changes); a
 * preview token opens any draft of that site, uncached.
 */
export function builderPageData(db: Db, clientId: string, pages: ReadCache): BuilderPageData {
  const siteId = () => pages.get(`site:${clientId}`, () => findSiteIdByClientId(db, clientId));
  return {
    async builderPage(ref) {
      const site = await siteId();
      if (!site) return null;
      if ('previewToken' in ref) {
        const row = await findPageByPreviewToken(db, ref.previewToken);
        if (!row || row.siteId !== site) return null;
        return { title: row.title, document: row.draft as BuilderDocument, preview: true };
      }
      const page = await pages.get(`page:${site}:${ref.kind}:${ref.slug}`, () =>
        findPublishedPage(db, site, ref.kind, ref.slug),
      );
      return page && { title: page.title, document: page.document as BuilderDocument, preview: false };
    },
  };
}
