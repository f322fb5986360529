import { siteIdOfClient, type Db } from '@hookline/db';
import type { ShopConfig } from '@hookline/shop';
import type { CartPricing } from './cart-service.ts';

/** The shop's site id by client id, per database (a site's id never changes; a missing one is asked again). */
const known = new WeakMap<Db, Map<string, string>>();

export async function shopSiteId(db: Db, clientId: string): Promise<string | null> {
  let sites = known.get(db);
  if (!sites) known.set(db, (sites = new Map()));
  const hit = sites.get(clientId);
  if (hit) return hit;
  const id = await siteIdOfClient(db, clientId);
  if (id) sites.set(clientId, id);
  return id;
}

/** What prices this shop's carts: its site's coupons and its shipping rule. */
export async function cartPricing(db: Db, config: ShopConfig): Promise<CartPricing> {
  return { siteId: await shopSiteId(db, config.pixelClientId), shipping: config.shipping };
}
