import { renderToString } from 'react-dom/server';
import type { BuilderDocument, ShopData } from '@hookline/shop';
import { renderBuilderPage } from '@hookline/widgets/server';

/** How long a published page's rendered widgets are reused for the same address. */
const RENDER_TTL_MS = 10_000;
const MAX_ADDRESSES = 200;

/**
 * Rendered widgets by document (the published-page cache hands out the same document object until
 * it reloads it, so a changed page is a new key) and address (a list's filter and page are in it).
 */
const rendered = new WeakMap<BuilderDocument, Map<string, { at: number; html: Promise<string> }>>();

/**
 * A builder page's widgets as HTML, each widget's data read through this request's data seam.
 * Published pages are reused for 10 s per address (what they show does not depend on the
 * shopper's cart or account); a preview always renders afresh. Server only: the widget
 * catalogue's server code never reaches the shop's client bundle.
 */
export const widgetRenderer =
  (data: ShopData) =>
  async (
    document: BuilderDocument,
    url: URL,
    options: { preview?: boolean; entry?: { collection: string; slug: string } } = {},
  ): Promise<string> => {
    const render = async () =>
      renderToString(await renderBuilderPage(document, { data, url, entry: options.entry }));
    if (options.preview || data.content.preview) return render();
    let byAddress = rendered.get(document);
    if (!byAddress) rendered.set(document, (byAddress = new Map()));
    const key = url.pathname + url.search;
    const hit = byAddress.get(key);
    const now = Date.now();
    if (hit && now - hit.at < RENDER_TTL_MS) return hit.html;
    if (byAddress.size >= MAX_ADDRESSES) byAddress.delete(byAddress.keys().next().value!);
    const html = render();
    byAddress.set(key, { at: now, html });
    html.catch(() => byAddress.delete(key));
    return html;
  };
