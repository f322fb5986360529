import { renderToString } from 'react-dom/server';
import { Layout } from '../components/Layout.tsx';
import { matchRoute } from '../routes.tsx';
import type { ShopConfig } from '../shop-config.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON for a <script> element: `<` escaped so that no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders a shop page to HTML: the page's content is in the markup before any script runs; the
 * client bundle hydrates it with the same props. Answers null for a path that is not a shop page.
 */
export async function renderPage(url: URL, config: ShopConfig): Promise<RenderedPage | null> {
  const route = matchRoute(url.pathname);
  if (!route) return null;
  const props = await route.load({ url });
  const body = renderToString(
    <Layout>
      <route.Component {...props} />
    </Layout>,
  );
  const pixelSrc = `${config.pixelHost}/pixel.js?id=${encodeURIComponent(config.pixelClientId)}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(route.title(props))}</title>
<link rel="stylesheet" href="${config.assetBase}/shop.css">
<script id="hookline-pixel" src="${escapeHtml(pixelSrc)}" async></script>
</head>
<body>
<div id="shop-root">${body}</div>
<script id="shop-data" type="application/json">${scriptJson({ path: route.path, props })}</script>
<script type="module" src="${config.assetBase}/client.js"></script>
</body>
</html>`;
  return { status: 200, html };
}
