import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { TShopNotice } from '@hookline/schema';
import type { ShopConfig, ShopData } from '@hookline/shop';
import { Layout } from '../components/Layout.tsx';
import { widgetRenderer } from './widgets.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import type { HydrationData } from '../hydration.ts';
import { PageNotFound } from '../load-context.ts';
import { matchRoute } from '../routes.tsx';
import { ShopContext, type ShopFrame } from '../shop-context.tsx';

export interface RenderOptions {
  /** Notices to show once at the top of the page (an add-to-cart refused, a product added). */
  notices?: TShopNotice[];
  /** Render the not-found page (status 404) whatever the path: an address nothing else answers. */
  notFound?: boolean;
}

export interface RenderedPage {
  status: number;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON for a <script> element: `<` escaped so that no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders a shop page to HTML: the page's content is in the markup before any script runs; the
 * client bundle hydrates it with the same props. Answers null for a path that is not a shop page;
 * a loader's PageNotFound renders the not-found page with status 404.
 */
export async function renderPage(
  url: URL,
  config: ShopConfig,
  data: ShopData,
  options: RenderOptions = {},
): Promise<RenderedPage | null> {
  const match = options.notFound ? undefined : matchRoute(url.pathname, url.searchParams);
  if (!match && !options.notFound) return null;
  const [cart, customer] = await Promise.all([data.cart(), data.customer()]);
  const frame: ShopFrame = {
    config,
    cart,
    customer,
    noticeDismissed: data.noticeDismissed(),
    pathname: url.pathname,
    notices: options.notices ?? [],
  };
  let status = 200;
  let path = match?.route.path ?? '404';
  let props: object;
  let title: string;
  try {
    if (!match) throw new PageNotFound('');
    props = await match.route.load({
      url,
      params: match.params,
      config,
      data,
      renderWidgets: widgetRenderer(data),
    });
    title = match.route.title(props);
  } catch (error) {
    if (!(error instanceof PageNotFound)) throw error;
    status = 404;
    path = '404';
    props = { message: error.message };
    title = 'Page not found';
  }
  const Component = (status === 404 || !match ? NotFoundPage : match.route.Component) as ComponentType<
    Record<string, unknown>
  >;
  const rendered = renderToString(
    <ShopContext.Provider value={frame}>
      <Layout>
        <Component {...(props as Record<string, unknown>)} />
      </Layout>
    </ShopContext.Provider>,
  );
  // React puts image preloads before the markup; they belong in <head>, and the client then hydrates
  // a root whose only child is the layout (Preact's hydration expects exactly that).
  const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
  const body = rendered.slice(preloads.length);
  const pixelSrc = `${config.pixelHost}/pixel.js?id=${encodeURIComponent(config.pixelClientId)}`;
  const hydrationProps = status === 404 || !match ? props : (match.route.hydrationProps?.(props) ?? props);
  const hydration: HydrationData = { path, props: hydrationProps, frame };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Hookline Supply Co.</title>
<link rel="icon" href="${config.assetBase}/favicon.png" sizes="32x32">
<link rel="icon" href="${config.assetBase}/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="${config.assetBase}/apple-touch-icon.png">
<link rel="stylesheet" href="${config.assetBase}/shop.css">
<link rel="modulepreload" href="${config.assetBase}/client.js">${preloads}
<script id="hookline-pixel" src="${escapeHtml(pixelSrc)}" async></script>
</head>
<body>
<div id="shop-root">${body}</div>
<script id="shop-data" type="application/json">${scriptJson(hydration)}</script>
<script type="module" src="${config.assetBase}/client.js"></script>
</body>
</html>`;
  return { status, html };
}
