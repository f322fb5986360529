import { and, asc, eq, sql } from 'drizzle-orm';
import { asDb } from '../core/transaction.ts';
import type { Db } from '../client.ts';
import { cartItems, carts, productVariations, products } from './tables.ts';

export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  attributes: Record<string, string>;
  /** The product's attributes in their display order, with labels (jsonb keeps no key order). */
  attributeLabels: { name: string; label: string }[];
  quantity: number;
  name: string;
  slug: string;
  unitPriceCents: number;
  sku: string;
  imageSrc: string | null;
  imageAlt: string;
  soldIndividually: boolean;
  minQty: number;
  maxQty: number | null;
  /** The product (or its variation) can be bought now. */
  inStock: boolean;
}

/** The cart's id for a cookie token hash, or null when that cart does not exist (yet). */
export async function findCartId(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, tokenHash)).limit(1);
  return row?.id ?? null;
}

/** The cart of this token, created when missing. Safe under concurrent calls. */
export async function ensureCart(db: Db, tokenHash: string): Promise<string> {
  await db.insert(carts).values({ tokenHash }).onConflictDoNothing();
  const id = await findCartId(db, tokenHash);
  if (!id) throw new Error('cart vanished right after it was created');
  return id;
}

/** The cart's lines, oldest first, with names, prices and images from the catalogue. */
export async function listCartLines(db: Db, cartId: string): Promise<CartLine[]> {
  const rows = await db
    .select({
      key: cartItems.key,
      productId: cartItems.productId,
      variationId: cartItems.variationId,
      attributes: cartItems.attributes,
      attributeLabels: sql<
        { name: string; label: string }[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('name', 'attribute_' || a.name, 'label', a.label) order by a.position), '[]'::jsonb) from product_attributes a where a.product_id = ${products.id})`,
      quantity: cartItems.quantity,
      name: products.name,
      slug: products.slug,
      unitPriceCents: sql<number>`coalesce(${productVariations.priceCents}, ${products.priceCents}, 0)::int`,
      sku: sql<string>`coalesce(nullif(${productVariations.sku}, ''), ${products.sku})`,
      imageSrc: sql<
        string | null
      >`coalesce((select i.thumbnail_src from product_images i where i.id = ${productVariations.imageId}), (select i.thumbnail_src from product_images i where i.product_id = ${products.id} order by i.position, i.id limit 1))`,
      imageAlt: sql<string>`${products.name}`,
      soldIndividually: sql<boolean>`coalesce(${productVariations.soldIndividually}, ${products.soldIndividually})`,
      minQty: sql<number>`coalesce(${productVariations.minQty}, ${products.minQty})::int`,
      maxQty: sql<number | null>`coalesce(${productVariations.maxQty}, ${products.maxQty})`,
      inStock: sql<boolean>`coalesce(${productVariations.inStock}, ${products.inStock})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({ ...r, maxQty: r.maxQty === null ? null : Number(r.maxQty) }));
}

/** The quantity of one line, or 0 when the cart has no such line. */
export async function cartLineQuantity(db: Db, cartId: string, key: string): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)))
    .limit(1);
  return row?.quantity ?? 0;
}

/** Sets a line's quantity, adding the line when it is new. */
export async function putCartLine(
  db: Db,
  line: {
    cartId: string;
    key: string;
    productId: number;
    variationId: number | null;
    attributes: Record<string, string>;
    quantity: number;
  },
): Promise<void> {
  await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.key], set: { quantity: line.quantity } });
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, line.cartId));
}

/** Removes one line; answers false when the cart had no such line. */
export async function deleteCartLine(db: Db, cartId: string, key: string): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

/** Empties the cart (after an order was placed from it). */
export async function clearCart(db: Db, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.update(carts).set({ couponCodes: [], updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The `token_hash` of a customer's saved cart: never a cookie's hash (those are hex), so no cookie reaches it. */
export const customerCartTokenHash = (customerId: string) => `customer:${customerId}`;

/** A line of a merged cart that the product's rules changed (see `mergeGuestCart`). */
export type CartMergeChange =
  | { kind: 'reduced'; name: string; quantity: number; soldIndividually: boolean }
  | { kind: 'removed'; name: string };

/**
 * The merged cart's lines brought within what may be bought now, as an add-to-cart would allow: a
 * line of a product sold individually keeps 1, a line over its maximum (`max_qty`, the stock on
 * hand) keeps the maximum, and a line out of stock leaves. Answers what changed.
 */
async function clampCartLines(db: Db, cartId: string): Promise<CartMergeChange[]> {
  const changes: CartMergeChange[] = [];
  for (const line of await listCartLines(db, cartId)) {
    const name = line.variationId ? `${line.name} – ${Object.values(line.attributes).join(', ')}` : line.name;
    if (!line.inStock) {
      await deleteCartLine(db, cartId, line.key);
      changes.push({ kind: 'removed', name });
      continue;
    }
    const most = line.soldIndividually ? 1 : line.maxQty;
    if (most === null || line.quantity <= most) continue;
    await db
      .update(cartItems)
      .set({ quantity: most })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, line.key)));
    changes.push({ kind: 'reduced', name, quantity: most, soldIndividually: line.soldIndividually });
  }
  return changes;
}

/**
 * Logging in (WooCommerce's persistent cart): the customer's saved cart, created when missing, takes
 * the lines and coupons of the cart the shopper filled as a guest in this browser. A line in both
 * keeps the guest's quantity (the latest choice, as WooCommerce merges); the guest cart is emptied.
 * The merged lines then obey the products' quantity rules (`clampCartLines`). Answers the saved
 * cart's id and the lines those rules changed.
 */
export async function mergeGuestCart(
  db: Db,
  guestTokenHash: string | null,
  customerId: string,
): Promise<{ cartId: string; changes: CartMergeChange[] }> {
  return db.transaction(async (tx) => {
    const trx = asDb(tx);
    const tokenHash = customerCartTokenHash(customerId);
    await trx.insert(carts).values({ tokenHash, customerId }).onConflictDoNothing();
    const [saved] = await trx
      .select({ id: carts.id, couponCodes: carts.couponCodes })
      .from(carts)
      .where(eq(carts.tokenHash, tokenHash))
      .limit(1);
    if (!saved) throw new Error('saved cart vanished right after it was created');
    const [guest] = guestTokenHash
      ? await trx
          .select({ id: carts.id, couponCodes: carts.couponCodes, customerId: carts.customerId })
          .from(carts)
          .where(eq(carts.tokenHash, guestTokenHash))
          .limit(1)
      : [];
    if (!guest || guest.id === saved.id || guest.customerId)
      return { cartId: saved.id, changes: await clampCartLines(trx, saved.id) };
    const lines = await trx
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, guest.id))
      .orderBy(asc(cartItems.id));
    for (const line of lines)
      await trx
        .insert(cartItems)
        .values({
          cartId: saved.id,
          key: line.key,
          productId: line.productId,
          variationId: line.variationId,
          attributes: line.attributes,
          quantity: line.quantity,
        })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.key], set: { quantity: line.quantity } });
    const coupons = [...new Set([...saved.couponCodes, ...guest.couponCodes])];
    await trx
      .update(carts)
      .set({ couponCodes: coupons, updatedAt: new Date() })
      .where(eq(carts.id, saved.id));
    await trx.delete(cartItems).where(eq(cartItems.cartId, guest.id));
    await trx.update(carts).set({ couponCodes: [], updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return { cartId: saved.id, changes: await clampCartLines(trx, saved.id) };
  });
}
