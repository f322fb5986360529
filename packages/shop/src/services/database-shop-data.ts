import { findCustomerBySession, listCategories, type Db } from '@hookline/db';
import type { TShopCustomer } from '@hookline/schema';
import type { ContentData } from '../content-data.ts';
import type { ShopConfig } from '../shop-config.ts';
import type { ShopData } from '../shop-data.ts';
import { builderPageData } from './builder-pages.ts';
import { loadCart } from './cart.ts';
import { listingPage, productPage } from './catalog.ts';
import { orderByKey, orderSummaries } from './orders.ts';
import { cartPricing } from './pricing.ts';
import type { ReadCache } from './read-cache.ts';

/** What binds the shop's data to one request: its cookies, read by the server. */
export interface ShopSession {
  /** The `token_hash` of the request's cart (a logged-in customer's saved cart first), or null. */
  cartTokenHash: string | null;
  /** The hash of the request's customer session token, or null. */
  customerTokenHash: string | null;
  /** Whether the store notice was dismissed (its cookie is set). */
  noticeDismissed: boolean;
}

export interface ShopDataSources {
  session: ShopSession;
  /** Catalogue reads (product and listing pages, categories). */
  catalog: ReadCache;
  /** Published builder pages. */
  pages: ReadCache;
  content: ContentData;
  /** The client id of the site whose pixel the shop embeds (its builder pages). */
  clientId: string;
  config: ShopConfig;
  now: () => Date;
}

/**
 * The data a page render may read (`ShopData`) over the database, bound to one request's cart and
 * customer; catalogue and page reads go through the caller's caches, content reads through `content`.
 */
export function databaseShopData(db: Db, sources: ShopDataSources): ShopData {
  const { session, catalog, config } = sources;
  let customer: Promise<TShopCustomer | null> | undefined;
  const findCustomer = () => {
    const hash = session.customerTokenHash;
    customer ??= hash ? findCustomerBySession(db, hash) : Promise.resolve(null);
    return customer;
  };
  return {
    ...builderPageData(db, sources.clientId, sources.pages),
    listProducts: ({ sort, page, perPage, category, search }) =>
      catalog.get(`listing:${sort}:${page}:${perPage}:${category ?? ''}:${search ?? ''}`, () =>
        listingPage(db, { sort, page, perPage, category, search }),
      ),
    categories: () => catalog.get('categories', () => listCategories(db)),
    product: (slug) => catalog.get(`product:${slug}`, () => productPage(db, slug)),
    cart: async () => loadCart(db, session.cartTokenHash, await cartPricing(db, config, sources.now)),
    customer: findCustomer,
    async orders() {
      const current = await findCustomer();
      return current ? orderSummaries(db, current.id) : [];
    },
    order: (id, key) => orderByKey(db, id, key),
    noticeDismissed: () => session.noticeDismissed,
    content: sources.content,
  };
}
