import { z } from 'zod';
import { ZClientId } from '../ids.ts';

/**
 * The page builder's pages on the wire (`/api/admin/pages/:clientId…`) and the page document as
 * stored: Puck's data shape, `{root: {props}, content: [{type, props: {id, …}}]}`, where a slot
 * prop holds more nodes.
 */

/** Page addresses the shop keeps for itself (its own routes and assets). */
export const RESERVED_PAGE_SLUGS = [
  'api',
  'app',
  'cart',
  'checkout',
  'embed',
  'media',
  'my-account',
  'preview',
  'product',
  'shop',
  'shop-assets',
  'shop-images',
] as const;

/** The slug of the front page: the page with this slug is served at `/`. */
export const HOME_PAGE_SLUG = 'home';

export const ZPageSlug = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lower-case letters and digits joined by single hyphens, like about-us',
  )
  .refine((slug) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(slug), {
    message: 'is one of the shop’s own addresses; choose another',
  });

/** A page at an address, an entry template, or a popup (shown by the visitor script, not at an address). */
export const ZPageKind = z.enum(['page', 'template', 'popup']);
export type TPageKind = z.infer<typeof ZPageKind>;

/** Most widgets one page may hold, and the largest stored document. */
export const PAGE_MAX_NODES = 2000;
export const PAGE_MAX_BYTES = 512 * 1024;

export interface TPageNode {
  type: string;
  props: { id: string; [prop: string]: unknown };
}

export const ZPageNode: z.ZodType<TPageNode> = z.object({
  type: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'must be a widget type like Heading'),
  props: z.looseObject({ id: z.string().min(1, 'is required').max(100, 'must be at most 100 characters') }),
});

const countNodes = (value: unknown): number => {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countNodes(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const own = 'type' in value && 'props' in value ? 1 : 0;
  return own + Object.values(value).reduce<number>((sum, item) => sum + countNodes(item), 0);
};

export const ZPageDocument = z
  .object({
    root: z.object({ props: z.record(z.string(), z.unknown()).optional() }).default({}),
    content: z.array(ZPageNode),
  })
  .refine((doc) => countNodes(doc.content) <= PAGE_MAX_NODES, {
    message: `holds more than ${PAGE_MAX_NODES} widgets`,
  })
  .refine((doc) => JSON.stringify(doc).length <= PAGE_MAX_BYTES, {
    message: `is larger than ${PAGE_MAX_BYTES / 1024} KB`,
  });
export type TPageDocument = z.infer<typeof ZPageDocument>;

const ZTitle = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');

export const ZPageCreateRequest = z.strictObject({
  kind: ZPageKind.default('page'),
  title: ZTitle,
  slug: ZPageSlug,
  document: ZPageDocument.optional(),
});
export type TPageCreateRequest = z.infer<typeof ZPageCreateRequest>;

/** A save of the draft (the editor's Save; it does not touch what visitors see). */
export const ZPageSaveRequest = z.strictObject({ title: ZTitle, slug: ZPageSlug, document: ZPageDocument });
export type TPageSaveRequest = z.infer<typeof ZPageSaveRequest>;

export const ZPagesParams = z.strictObject({ clientId: ZClientId });
export const ZPageParams = z.strictObject({ clientId: ZClientId, pageId: z.uuid('must be a page id') });
export const ZPageRevisionParams = z.strictObject({
  clientId: ZClientId,
  pageId: z.uuid('must be a page id'),
  revisionId: z.coerce.number().int('must be a revision number').positive('must be a revision number'),
});

/** The editor asks for a dynamic widget's data as the shop would load it. */
export const ZWidgetDataRequest = z.strictObject({
  type: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'must be a widget type like PostBlock'),
  props: z.record(z.string(), z.unknown()),
});

/** `POST /api/shop/refresh-loop`: a list widget's markup for a new address (spec 7 "refresh-loop"). */
export const ZRefreshLoopRequest = z.strictObject({
  /** The builder page's own path: `/`, `/{slug}` or `/preview/{token}`. */
  page_path: z
    .string()
    .max(300, 'must be at most 300 characters')
    .regex(/^\/[A-Za-z0-9_/-]*$/, 'must be a path like /journal'),
  widget_id: z.string().min(1, 'is required').max(100, 'must be at most 100 characters'),
  /** The address the list should show (path and query), e.g. `/journal?e-filter-posts-category=tips~news`. */
  href: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\/(?!\/)/, 'must be a path on this shop'),
});
export type TRefreshLoopResponse = { html: string };

export interface TAdminPageSummary {
  id: string;
  kind: TPageKind;
  slug: string;
  title: string;
  /** Published: visitors see the published version; draft: visitors get the shop's 404. */
  status: 'draft' | 'published';
  /** The draft differs from what is published. */
  has_unpublished_changes: boolean;
  /** Where visitors find it (`/` for the front page; a template's example address is its collection). */
  path: string;
  updated_at: string;
  published_at: string | null;
}

export interface TAdminPage extends TAdminPageSummary {
  draft: TPageDocument;
  /** Opens the draft in the shop for whoever has the link. */
  preview_url: string;
}

export interface TPageRevision {
  id: number;
  reason: 'saved' | 'published' | 'restored';
  title: string;
  created_at: string;
}

export type TPageListResponse = { pages: TAdminPageSummary[] };
export type TPageResponse = { page: TAdminPage };
/** One page for the editor: the page and whether the account's plan unlocks the pro widgets. */
export type TPageEditorResponse = TPageResponse & { pro_unlocked: boolean };
/** A dynamic widget's data, as the shop's server loads it. */
export type TWidgetDataResponse = { data: unknown };
export type TPageRevisionsResponse = { revisions: TPageRevision[] };
