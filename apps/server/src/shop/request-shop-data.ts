import type { FastifyRequest } from 'fastify';
import { findPasswordReset, type Db } from '@hookline/db';
import { STORE_NOTICE_COOKIE, type ContentData, type ShopConfig, type ShopData } from '@hookline/shop';
import { databaseShopData } from '@hookline/shop/services';
import { hashSessionToken } from '../auth/session-token.ts';
import { publishedPageCache } from '../content/page-cache.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { shopConfig } from './config.ts';
import { cartTokenHash, customerTokenHash, passwordResetKey } from './cookies.ts';

/**
 * The data a page render may read, bound to this request's cart and customer cookies; catalogue
 * reads go through the cache, builder pages through the published-page cache, content reads
 * through `content` (see content/shop-content.ts).
 */
export function requestShopData(
  db: Db,
  request: FastifyRequest,
  cache: CatalogCache,
  content: ContentData,
  clientId: string,
  config: ShopConfig = shopConfig(),
): ShopData {
  const data = databaseShopData(db, {
    session: {
      cartTokenHash: cartTokenHash(request),
      customerTokenHash: customerTokenHash(request),
      noticeDismissed: request.cookies[STORE_NOTICE_COOKIE] === 'hidden',
    },
    catalog: cache,
    pages: publishedPageCache(db),
    content,
    clientId,
    config,
    now: () => new Date(),
  });
  return {
    ...data,
    async passwordResetValid() {
      const key = passwordResetKey(request);
      return key !== null && (await findPasswordReset(db, hashSessionToken(key))) !== null;
    },
  };
}
