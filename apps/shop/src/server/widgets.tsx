import { renderToString } from 'react-dom/server';
import type { BuilderDocument, ShopData } from '@hookline/shop';
import { renderBuilderPage } from '@hookline/widgets/server';

/**
 * A builder page's widgets as HTML, each widget's data read through this request's data seam.
 * Server only: the widget catalogue's server code never reaches the shop's client bundle.
 */
export const widgetRenderer =
  (data: ShopData) =>
  async (document: BuilderDocument, url: URL): Promise<string> =>
    renderToString(await renderBuilderPage(document, { data, url }));
