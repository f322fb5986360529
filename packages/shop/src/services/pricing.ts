import { siteIdOfClient, type Db } from '@hookline/db';
import type { ShopConfig } from '../shop-config.ts';
import type { ShippingRule } from '../totals.ts';

/** What prices a cart: the shop's site (its coupons), its shipping rule, and the clock coupons expire by. */
export interface CartPricing {
  siteId: string | null;
  shipping: ShippingRule;
  now: () => Date;
}

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

/** What prices this shop's carts: its site's coupons and its shipping rule, at the caller's clock. */
export async function cartPricing(db: Db, config: ShopConfig, now: () => Date): Promise<CartPricing> {
  return { siteId: await shopSiteId(db, config.pixelClientId), shipping: config.shipping, now };
}
