import type { FastifyInstance } from 'fastify';
import { HOME_PAGE_SLUG, ZRefreshLoopRequest, type TRefreshLoopResponse } from '@hookline/schema';
import type { BuilderPageRef, ShopConfig } from '@hookline/shop';
import { renderBuilderWidgetHtml, type PageDocument } from '@hookline/widgets/server';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import type { CatalogCache } from '../shop/catalog-cache.ts';
import { requestShopData } from '../shop/request-shop-data.ts';
import { shopContentData } from './shop-content.ts';

/** The builder page a path shows: the front page, `/{slug}`, a preview link's draft, or an entry's template. */
function pageRef(path: string): BuilderPageRef | null {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'page', slug: HOME_PAGE_SLUG };
  if (parts.length === 1) return { kind: 'page', slug: parts[0]! };
  if (parts.length === 2 && parts[0] === 'preview') return { previewToken: parts[1]! };
  if (parts.length === 2) return { kind: 'template', slug: parts[0]! };
  return null;
}

/**
 * `POST {apiBase}/refresh-loop` (spec 7): a list widget's markup for a new address, rendered by the
 * same server renderer as the page (the list filter and infinite scroll replace or add to the
 * widget's markup with it). Unknown page or widget: 404; reads only, so it writes nothing.
 */
export async function refreshLoopRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  config: ShopConfig,
  cache: CatalogCache,
): Promise<void> {
  app.post(
    `${config.apiBase}/refresh-loop`,
    { preValidation: requireContentType('application/json'), bodyLimit: 8 * 1024 },
    async (request, reply): Promise<TRefreshLoopResponse> => {
      const input = parse(ZRefreshLoopRequest, request.body);
      const ref = pageRef(input.page_path);
      const content = await shopContentData(ctx, request, config.pixelClientId);
      const data = requestShopData(ctx.database.db, request, cache, content, config.pixelClientId);
      const page = ref && (await data.builderPage(ref));
      if (!page) throw notFound('Page');
      const url = new URL(input.href, 'http://shop.local');
      const parts = input.page_path.split('/').filter(Boolean);
      const entry =
        'kind' in ref && ref.kind === 'template' ? { collection: parts[0]!, slug: parts[1]! } : undefined;
      const html = await renderBuilderWidgetHtml(page.document as PageDocument, input.widget_id, {
        data,
        url,
        entry,
      });
      if (html === null) throw notFound('Widget');
      reply.header('cache-control', 'no-store');
      return { html };
    },
  );
}
