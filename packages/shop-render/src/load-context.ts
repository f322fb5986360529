import type { BuilderDocument, ShopConfig, ShopData } from '@hookline/shop';

/**
 * What the route table and the pages share: what a page's loader may use, and how it says that its
 * page does not exist. Its own module, so that pages need not import the route table that imports them.
 */

/** What a route's loader may use: the URL, its path parameters, the settings and the request's data. */
export interface LoadContext {
  url: URL;
  params: Record<string, string>;
  config: ShopConfig;
  data: ShopData;
  /** Renders a builder page's widgets to HTML (server only; the server's renderer passes it in). */
  renderWidgets?: (
    document: BuilderDocument,
    url: URL,
    options?: { preview?: boolean; entry?: { collection: string; slug: string } },
  ) => Promise<string>;
}

/** Thrown by a loader for a page that does not exist (an unknown product): the shop answers 404. */
export class PageNotFound extends Error {}
