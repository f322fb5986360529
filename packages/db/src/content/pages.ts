import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { asDb } from '../core/transaction.ts';
import { isUniqueViolation } from '../core/unique-violation.ts';
import { accounts, sites } from '../accounts/tables.ts';
import { pageRevisions, pages, type StoredPageDocument } from './page-tables.ts';

export type PageRow = typeof pages.$inferSelect;
export type PageRevisionRow = typeof pageRevisions.$inferSelect;
export type PageKind = 'page' | 'template' | 'popup';
type RevisionReason = 'saved' | 'published' | 'restored';

/** What an editor saves: the title, the address and the document (the draft). */
export interface PageDraft {
  title: string;
  slug: string;
  document: StoredPageDocument;
}

/** The site's pages and templates, front page first, then by address. */
export async function listSitePages(db: Db, siteId: string): Promise<PageRow[]> {
  return db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.kind), asc(pages.slug));
}

/** One page of the site, or null (another site's page is null too). */
export async function findSitePage(db: Db, siteId: string, pageId: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1);
  return row ?? null;
}

async function addRevision(
  db: Db,
  pageId: string,
  reason: RevisionReason,
  title: string,
  document: StoredPageDocument,
) {
  await db.insert(pageRevisions).values({ pageId, reason, title, document });
}

/** A new draft page (with its first revision); null when the site already has that address for that kind. */
export async function createSitePage(
  db: Db,
  siteId: string,
  input: PageDraft & { kind: PageKind; previewToken: string },
): Promise<PageRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pages)
        .values({
          siteId,
          kind: input.kind,
          slug: input.slug,
          title: input.title,
          draft: input.document,
          previewToken: input.previewToken,
        })
        .returning();
      await addRevision(asDb(tx), row!.id, 'saved', input.title, input.document);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Saves the draft and records it as a revision. Answers the page, null for an unknown page, or
 * 'slug_taken' when another page of the site has the new address.
 */
export async function saveSitePageDraft(
  db: Db,
  siteId: string,
  pageId: string,
  draft: PageDraft,
): Promise<PageRow | null | 'slug_taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(pages)
        .set({ title: draft.title, slug: draft.slug, draft: draft.document, updatedAt: new Date() })
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
        .returning();
      if (!row) return null;
      await addRevision(asDb(tx), row.id, 'saved', draft.title, draft.document);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'slug_taken';
    throw error;
  }
}

/** Makes the draft what visitors see, and records it as a revision; null for an unknown page. */
export async function publishSitePage(db: Db, siteId: string, pageId: string): Promise<PageRow | null> {
  return db.transaction(async (tx) => {
    const page = await findSitePage(asDb(tx), siteId, pageId);
    if (!page) return null;
    const now = new Date();
    const [row] = await tx
      .update(pages)
      .set({ published: page.draft, publishedTitle: page.title, publishedAt: now, updatedAt: now })
      .where(eq(pages.id, pageId))
      .returning();
    await addRevision(asDb(tx), pageId, 'published', page.title, page.draft);
    return row!;
  });
}

/** Takes the page away from visitors (they get the 404 page); the draft stays. Null for an unknown page. */
export async function unpublishSitePage(db: Db, siteId: string, pageId: string): Promise<PageRow | null> {
  const [row] = await db
    .update(pages)
    .set({ published: null, publishedTitle: null, publishedAt: null, updatedAt: new Date() })
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .returning();
  return row ?? null;
}

/** Deletes a page and its revisions; false for an unknown page. */
export async function deleteSitePage(db: Db, siteId: string, pageId: string): Promise<boolean> {
  const rows = await db
    .delete(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .returning({ id: pages.id });
  return rows.length > 0;
}

/** A page's revisions, newest first, without their documents. */
export async function listPageRevisions(
  db: Db,
  pageId: string,
): Promise<Omit<PageRevisionRow, 'document'>[]> {
  return db
    .select({
      id: pageRevisions.id,
      pageId: pageRevisions.pageId,
      reason: pageRevisions.reason,
      title: pageRevisions.title,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.id));
}

/**
 * Makes an older revision the draft again (recorded as a new 'restored' revision; what visitors
 * see changes only when it is published). Null when the page or the revision is not the site's.
 */
export async function restorePageRevision(
  db: Db,
  siteId: string,
  pageId: string,
  revisionId: number,
): Promise<PageRow | null> {
  return db.transaction(async (tx) => {
    const [revision] = await tx
      .select({ title: pageRevisions.title, document: pageRevisions.document })
      .from(pageRevisions)
      .innerJoin(pages, eq(pages.id, pageRevisions.pageId))
      .where(
        and(eq(pageRevisions.id, revisionId), eq(pageRevisions.pageId, pageId), eq(pages.siteId, siteId)),
      )
      .limit(1);
    if (!revision) return null;
    const [row] = await tx
      .update(pages)
      .set({ title: revision.title, draft: revision.document, updatedAt: new Date() })
      .where(eq(pages.id, pageId))
      .returning();
    await addRevision(asDb(tx), pageId, 'restored', revision.title, revision.document);
    return row!;
  });
}

/** What visitors get at an address: the published page (or template) of the site, or null. */
export async function findPublishedPage(
  db: Db,
  siteId: string,
  kind: PageKind,
  slug: string,
): Promise<{ id: string; title: string; document: StoredPageDocument } | null> {
  const [row] = await db
    .select({ id: pages.id, title: pages.publishedTitle, document: pages.published })
    .from(pages)
    .where(
      and(eq(pages.siteId, siteId), eq(pages.kind, kind), eq(pages.slug, slug), isNotNull(pages.published)),
    )
    .limit(1);
  return row?.document ? { id: row.id, title: row.title ?? '', document: row.document } : null;
}

/** The draft a preview link opens, or null for an unknown token. */
export async function findPageByPreviewToken(db: Db, token: string): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.previewToken, token)).limit(1);
  return row ?? null;
}

/** The id of the site with this client id, or null. */
export async function findSiteIdByClientId(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.clientId, clientId)).limit(1);
  return row?.id ?? null;
}

/** The account's plan name (`free`, `pro`, …), or null for an unknown account. */
export async function findAccountPlan(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ plan: accounts.plan })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.plan ?? null;
}
