import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createSitePage,
  deleteSitePage,
  findAccountPlan,
  listSitePages,
  saveSitePageDraft,
} from '@hookline/db';
import {
  ZPageCreateRequest,
  ZPageSaveRequest,
  type TPageDocument,
  type TPageEditorResponse,
  type TPageListResponse,
  type TPageResponse,
} from '@hookline/schema';
import { sanitizePage, widgetsByType } from '@hookline/widgets/server';
import { sessionOf } from '../admin/authenticate.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { publishedPageCache } from './page-cache.ts';
import { ownPage, pageAnswer, pageJsonBody, pageSite } from './page-requests.ts';
import { pagePublishRoutes } from './page-publish-routes.ts';
import { pageRevisionRoutes } from './page-revision-routes.ts';
import { toPageSummary } from './page-wire.ts';
import { widgetDataRoute } from './widget-data-route.ts';

const PAGES = '/api/admin/pages/:clientId';
const PAGE = `${PAGES}/:pageId`;

const slugTaken = (slug: string) =>
  new HttpError(409, 'slug_taken', `Another page of this site already has the address ${slug}`);

/**
 * The page builder's pages of a site (docs/page-builder.md): list and create
 * (`GET|POST /api/admin/pages/:clientId`), read, save the draft, delete
 * (`GET|PUT|DELETE …/:pageId`), a widget's data for the canvas (`POST …/widget-data`), publish and
 * unpublish (`POST …/:pageId/publish|unpublish`), the revision history (`GET …/:pageId/revisions`)
 * and a restore (`POST …/revisions/:revisionId/restore`).
 */
export async function pageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(PAGES, (request) => listPages(ctx, request));
  app.post(PAGES, pageJsonBody, (request, reply) => createPage(ctx, request, reply));
  app.get(PAGE, (request) => showPage(ctx, request));
  await widgetDataRoute(app, ctx);
  app.put(PAGE, pageJsonBody, (request) => savePage(ctx, request));
  app.delete(PAGE, (request, reply) => removePage(ctx, request, reply));
  await pagePublishRoutes(app, ctx);
  await pageRevisionRoutes(app, ctx);
}

async function listPages(ctx: AppContext, request: FastifyRequest): Promise<TPageListResponse> {
  const site = await pageSite(ctx.database.db, request);
  return { pages: (await listSitePages(ctx.database.db, site.id)).map(toPageSummary) };
}

/** A new page at a free address, from the document given or an empty one titled as the page. */
async function createPage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TPageResponse> {
  const db = ctx.database.db;
  const site = await pageSite(db, request);
  const input = parse(ZPageCreateRequest, request.body);
  const document = checkedDocument(input.document ?? emptyDocument(input.title));
  const previewToken = randomBytes(24).toString('base64url');
  const row = await createSitePage(db, site.id, { ...input, document, previewToken });
  if (!row) throw slugTaken(input.slug);
  reply.status(201);
  return pageAnswer(db, row);
}

/** The page for the editor, with whether the account's plan unlocks the pro widgets. */
async function showPage(ctx: AppContext, request: FastifyRequest): Promise<TPageEditorResponse> {
  const db = ctx.database.db;
  const { page } = await ownPage(db, request);
  const plan = await findAccountPlan(db, sessionOf(request).account.id);
  return { ...pageAnswer(db, page), pro_unlocked: plan !== null && plan !== 'free' };
}

/** The page's draft saved (its document checked and sanitised); its address must stay free. */
async function savePage(ctx: AppContext, request: FastifyRequest): Promise<TPageResponse> {
  const db = ctx.database.db;
  const { site, page } = await ownPage(db, request);
  const input = parse(ZPageSaveRequest, request.body);
  const saved = await saveSitePageDraft(db, site.id, page.id, {
    ...input,
    document: checkedDocument(input.document),
  });
  if (saved === 'slug_taken') throw slugTaken(input.slug);
  return pageAnswer(db, saved);
}

async function removePage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const db = ctx.database.db;
  const { site, page } = await ownPage(db, request);
  await deleteSitePage(db, site.id, page.id);
  publishedPageCache(db).clear();
  return reply.status(204).send();
}

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
