import type { PageRow } from '@hookline/db';
import {
  HOME_PAGE_SLUG,
  type TAdminPage,
  type TAdminPageSummary,
  type TPageDocument,
} from '@hookline/schema';

/** Where visitors find a page: `/` for the front page, `/{slug}` for others, a template's collection. */
export const pagePath = (row: Pick<PageRow, 'kind' | 'slug'>) =>
  row.kind === 'page' && row.slug === HOME_PAGE_SLUG ? '/' : `/${row.slug}`;

export const toPageSummary = (row: PageRow): TAdminPageSummary => ({
  id: row.id,
  kind: row.kind as TAdminPageSummary['kind'],
  slug: row.slug,
  title: row.title,
  status: row.published ? 'published' : 'draft',
  has_unpublished_changes:
    !row.published ||
    row.publishedTitle !== row.title ||
    JSON.stringify(row.published) !== JSON.stringify(row.draft),
  path: pagePath(row),
  updated_at: row.updatedAt.toISOString(),
  published_at: row.publishedAt?.toISOString() ?? null,
});

export const toAdminPage = (row: PageRow): TAdminPage => ({
  ...toPageSummary(row),
  draft: row.draft as TPageDocument,
  preview_url: `/preview/${row.previewToken}`,
});
