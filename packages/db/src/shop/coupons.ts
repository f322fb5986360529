import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sites } from '../accounts/tables.ts';
import { isUniqueViolation } from '../core/unique-violation.ts';
import { popups } from '../popups/tables.ts';
import { carts, shopCouponUses, shopCoupons } from './tables.ts';

export type CouponRow = typeof shopCoupons.$inferSelect;
export type NewCoupon = Omit<typeof shopCoupons.$inferInsert, 'id' | 'createdAt' | 'usageCount'>;

/** The site's id for a client id, or null. */
export async function siteIdOfClient(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.clientId, clientId)).limit(1);
  return row?.id ?? null;
}

/** Coupons of one site by code (codes are lower case). */
export async function findCoupons(db: Db, siteId: string, codes: string[]): Promise<CouponRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(shopCoupons)
    .where(and(eq(shopCoupons.siteId, siteId), inArray(shopCoupons.code, codes)));
}

/** How many orders of this email used the coupon. */
export async function couponUsesBy(db: Db, couponId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shopCouponUses)
    .where(and(eq(shopCouponUses.couponId, couponId), eq(shopCouponUses.email, email.toLowerCase())));
  return row?.n ?? 0;
}

/**
 * Counts one use of a coupon by an order, only while its usage limit allows (checked and counted
 * in one statement, so two orders at once cannot both take the last use). False when spent.
 */
export async function useCoupon(
  db: Db,
  use: { couponId: string; orderId: number; email: string; customerId: string | null },
): Promise<boolean> {
  const counted = await db
    .update(shopCoupons)
    .set({ usageCount: sql`${shopCoupons.usageCount} + 1` })
    .where(
      and(
        eq(shopCoupons.id, use.couponId),
        sql`(${shopCoupons.usageLimit} is null or ${shopCoupons.usageCount} < ${shopCoupons.usageLimit})`,
      ),
    )
    .returning({ id: shopCoupons.id });
  if (counted.length === 0) return false;
  await db.insert(shopCouponUses).values({ ...use, email: use.email.toLowerCase() });
  return true;
}

/** Replaces the coupon codes applied to a cart. */
export async function setCartCoupons(db: Db, cartId: string, codes: string[]): Promise<void> {
  await db.update(carts).set({ couponCodes: codes, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The coupon codes applied to a cart. */
export async function cartCoupons(db: Db, cartId: string): Promise<string[]> {
  const [row] = await db
    .select({ codes: carts.couponCodes })
    .from(carts)
    .where(eq(carts.id, cartId))
    .limit(1);
  return row?.codes ?? [];
}

/** A site's coupons for the dashboard, newest first; popup-generated unique codes after the others. */
export async function listSiteCoupons(db: Db, siteId: string, limit = 500): Promise<CouponRow[]> {
  return db
    .select()
    .from(shopCoupons)
    .where(eq(shopCoupons.siteId, siteId))
    .orderBy(sql`${shopCoupons.conversionId} is not null`, desc(shopCoupons.createdAt), asc(shopCoupons.code))
    .limit(limit);
}

/** Creates a coupon; null when the site already has that code. */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow | null> {
  const [row] = await db.insert(shopCoupons).values(coupon).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes a coupon of this site; null when the site has no such coupon or the code is taken. */
export async function updateCoupon(
  db: Db,
  siteId: string,
  id: string,
  change: Partial<NewCoupon>,
): Promise<CouponRow | 'taken' | null> {
  try {
    const [row] = await db
      .update(shopCoupons)
      .set(change)
      .where(and(eq(shopCoupons.siteId, siteId), eq(shopCoupons.id, id)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Deletes a coupon of this site; false when there was none. */
export async function deleteCoupon(db: Db, siteId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(shopCoupons)
    .where(and(eq(shopCoupons.siteId, siteId), eq(shopCoupons.id, id)))
    .returning({ id: shopCoupons.id });
  return gone.length > 0;
}

/** A popup of this site by id (a coupon may name only its own site's popups), or null. */
export async function findPopupOfSite(
  db: Db,
  siteId: string,
  popupId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: popups.id })
    .from(popups)
    .where(and(eq(popups.siteId, siteId), eq(popups.id, popupId)))
    .limit(1);
  return row ?? null;
}

/** What a popup's "Unique code per lead" hands one conversion (the template's terms, resolved). */
export interface ConversionCoupon {
  siteId: string;
  popupId: string;
  conversionId: bigint;
  kind: 'percent' | 'fixed_cart';
  amount: number;
  expiresAt: Date | null;
  minSpendCents: number | null;
  description: string;
}

/**
 * The single-use coupon of one conversion, created on the first call: later calls for the same
 * conversion (a retried conversion) answer the code created first, which is stored once (the
 * conversion id is unique among coupons). `newCode` makes a candidate (lower case); a code the site
 * already has is drawn again. Answers the code (lower case).
 */
export async function issueConversionCoupon(
  db: Db,
  coupon: ConversionCoupon,
  newCode: () => string,
): Promise<string> {
  const existing = async () => {
    const [row] = await db
      .select({ code: shopCoupons.code })
      .from(shopCoupons)
      .where(eq(shopCoupons.conversionId, coupon.conversionId))
      .limit(1);
    return row?.code ?? null;
  };
  for (let attempt = 0; attempt < 8; attempt++) {
    const found = await existing();
    if (found) return found;
    // Either unique index stops the insert: the conversion's code (a concurrent retry) or the code.
    await db
      .insert(shopCoupons)
      .values({ ...coupon, code: newCode(), usageLimit: 1, usageLimitPerCustomer: 1 })
      .onConflictDoNothing();
  }
  const found = await existing();
  if (found) return found;
  throw new Error(`no free coupon code for conversion ${coupon.conversionId}`);
}
