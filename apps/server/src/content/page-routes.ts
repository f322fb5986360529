import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createSitePage,
  findAccountPlan,
  deleteSitePage,
  findAccountSite,
  findSitePage,
  listPageRevisions,
  listSitePages,
  publishSitePage,
  restorePageRevision,
  saveSitePageDraft,
  unpublishSitePage,
  type AccountSite,
  type PageRow,
} from '@hookline/db';
import {
  PAGE_MAX_BYTES,
  ZPageCreateRequest,
  ZPageParams,
  ZPageRevisionParams,
  ZPageSaveRequest,
  ZPagesParams,
  type TPageDocument,
  type TPageListResponse,
  type TPageEditorResponse,
  type TPageResponse,
  type TWidgetDataResponse,
  ZWidgetDataRequest,
  type TPageRevisionsResponse,
} from '@hookline/schema';
import { sanitizePage, widgetsByType } from '@hookline/widgets/server';
import { sessionOf } from '../admin/authenticate.ts';
import { pauseBuilderPopup, publishBuilderPopup } from './builder-popup.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { CatalogCache } from '../shop/catalog-cache.ts';
import { requestShopData } from '../shop/request-shop-data.ts';
import { requestOrigin, siteContentData } from './site-content-data.ts';
import { publishedPageCache } from './page-cache.ts';
import { toAdminPage, toPageSummary } from './page-wire.ts';

/** Room for the largest page document and the JSON around it. */
const PAGE_BODY = PAGE_MAX_BYTES + 16 * 1024;

const slugTaken = (slug: string) =>
  new HttpError(409, 'slug_taken', `Another page of this site already has the address ${slug}`);

/** Refuses a document naming a widget the catalogue does not have; answers it with its rich text sanitised. */
function checkedDocument(doc: TPageDocument): TPageDocument {
  const unknown = collectTypes(doc.content).find((type) => !widgetsByType.has(type));
  if (unknown) throw new HttpError(400, 'invalid_request', `Invalid document: there is no widget ${unknown}`);
  return sanitizePage(doc) as TPageDocument;
}

/** Every `type` of every node, slots included (whatever their widget). */
function collectTypes(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectTypes);
  if (typeof value !== 'object' || value === null) return [];
  const own = 'type' in value && 'props' in value && typeof value.type === 'string' ? [value.type] : [];
  return [...own, ...Object.values(value).flatMap(collectTypes)];
}

const emptyDocument = (title: string): TPageDocument => ({ root: { props: { title } }, content: [] });

/**
 * The page builder's pages of a site (docs/page-builder.md): list and create
 * (`GET|POST /api/admin/pages/:clientId`), read, save the draft, delete
 * (`GET|PUT|DELETE …/:pageId`), publish and unpublish (`POST …/:pageId/publish|unpublish`), the
 * revision history (`GET …/:pageId/revisions`) and a restore (`POST …/revisions/:revisionId/restore`).
 */
export async function pageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = { preValidation: requireContentType('application/json'), bodyLimit: PAGE_BODY };

  const callerSite = async (request: FastifyRequest): Promise<AccountSite> => {
    const { account } = sessionOf(request);
    const { clientId } = parse(
      ZPagesParams,
      { clientId: (request.params as { clientId?: unknown }).clientId },
      'client id',
    );
    const site = await findAccountSite(db, account.id, clientId);
    if (!site) throw notFound(`Site ${clientId}`);
    return site;
  };
  const callerPage = async (request: FastifyRequest): Promise<{ site: AccountSite; page: PageRow }> => {
    const site = await callerSite(request);
    const { pageId } = parse(ZPageParams, request.params, 'address');
    const page = await findSitePage(db, site.id, pageId);
    if (!page) throw notFound('Page');
    return { site, page };
  };
  const answer = (row: PageRow | null): TPageResponse => {
    if (!row) throw notFound('Page');
    // What visitors see may have changed (a publish, an unpublish, a new address).
    publishedPageCache(db).clear();
    return { page: toAdminPage(row) };
  };

  app.get('/api/admin/pages/:clientId', async (request): Promise<TPageListResponse> => {
    const site = await callerSite(request);
    return { pages: (await listSitePages(db, site.id)).map(toPageSummary) };
  });

  app.post('/api/admin/pages/:clientId', json, async (request, reply): Promise<TPageResponse> => {
    const site = await callerSite(request);
    const input = parse(ZPageCreateRequest, request.body);
    const document = checkedDocument(input.document ?? emptyDocument(input.title));
    const previewToken = randomBytes(24).toString('base64url');
    const row = await createSitePage(db, site.id, { ...input, document, previewToken });
    if (!row) throw slugTaken(input.slug);
    reply.status(201);
    return answer(row);
  });

  app.get('/api/admin/pages/:clientId/:pageId', async (request): Promise<TPageEditorResponse> => {
    const { page } = await callerPage(request);
    const plan = await findAccountPlan(db, sessionOf(request).account.id);
    return { ...answer(page), pro_unlocked: plan !== null && plan !== 'free' };
  });

  // Puts nothing in the database: a dynamic widget's data as the shop would load it, for the canvas.
  const shopData = new CatalogCache();
  app.post('/api/admin/pages/:clientId/widget-data', json, async (request): Promise<TWidgetDataResponse> => {
    const site = await callerSite(request);
    const { type, props } = parse(ZWidgetDataRequest, request.body);
    const widget = widgetsByType.get(type);
    if (!widget) throw new HttpError(400, 'invalid_request', `Invalid body: there is no widget ${type}`);
    if (!widget.load) return { data: null };
    const url = new URL(typeof props.url === 'string' ? props.url : '/', 'http://shop.local');
    // The editor sees drafts too, as a preview of the site's own content.
    const content = siteContentData(db, {
      siteId: site.id,
      origin: requestOrigin(request),
      preview: true,
      cache: ctx.content,
    });
    const data = requestShopData(db, request, shopData, content, site.clientId);
    return { data: await widget.load({ ...widget.defaultProps, ...props }, { data, url }) };
  });

  app.put('/api/admin/pages/:clientId/:pageId', json, async (request): Promise<TPageResponse> => {
    const { site, page } = await callerPage(request);
    const input = parse(ZPageSaveRequest, request.body);
    const saved = await saveSitePageDraft(db, site.id, page.id, {
      ...input,
      document: checkedDocument(input.document),
    });
    if (saved === 'slug_taken') throw slugTaken(input.slug);
    return answer(saved);
  });

  app.delete('/api/admin/pages/:clientId/:pageId', async (request, reply) => {
    const { site, page } = await callerPage(request);
    await deleteSitePage(db, site.id, page.id);
    publishedPageCache(db).clear();
    return reply.status(204).send();
  });

  app.post('/api/admin/pages/:clientId/:pageId/publish', async (request): Promise<TPageResponse> => {
    const { site, page } = await callerPage(request);
    // A popup page becomes (or updates) its Hookline popup first: a setting to fix refuses both.
    if (page.kind === 'popup')
      await publishBuilderPopup(ctx, request, sessionOf(request).account.id, site, page);
    return answer(await publishSitePage(db, site.id, page.id));
  });

  app.post('/api/admin/pages/:clientId/:pageId/unpublish', async (request): Promise<TPageResponse> => {
    const { site, page } = await callerPage(request);
    if (page.kind === 'popup') await pauseBuilderPopup(ctx, sessionOf(request).account.id, site, page);
    return answer(await unpublishSitePage(db, site.id, page.id));
  });

  app.get(
    '/api/admin/pages/:clientId/:pageId/revisions',
    async (request): Promise<TPageRevisionsResponse> => {
      const { page } = await callerPage(request);
      const rows = await listPageRevisions(db, page.id);
      return {
        revisions: rows.map((r) => ({
          id: r.id,
          reason: r.reason as TPageRevisionsResponse['revisions'][number]['reason'],
          title: r.title,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/admin/pages/:clientId/:pageId/revisions/:revisionId/restore',
    async (request): Promise<TPageResponse> => {
      const site = await callerSite(request);
      const { pageId, revisionId } = parse(ZPageRevisionParams, request.params, 'address');
      const restored = await restorePageRevision(db, site.id, pageId, revisionId);
      if (!restored) throw notFound('Revision');
      return answer(restored);
    },
  );
}
