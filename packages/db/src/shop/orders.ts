import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { conversions } from '../events/tables.ts';
import type { Db } from '../client.ts';
import { orderItems, orders, type TOrderAddress } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface NewOrder {
  customerId: string | null;
  billing: TOrderAddress;
  paymentMethod: string;
  attribution: Record<string, string>;
  items: Omit<OrderItemRow, 'id' | 'orderId'>[];
  orderKey?: string;
  /** Coupons and shipping; without them the total is the items' sum. */
  totals?: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    totalCents: number;
    coupons: { code: string; discountCents: number }[];
  };
  attributedPopupId?: string | null;
  attributedConversionId?: bigint | null;
  /** The Hookline pixel's visitor id the checkout posted. */
  visitorId?: string | null;
}

/** Writes an order and its lines; call inside the transaction that also empties the cart. */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const itemsTotal = order.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const totals = order.totals ?? {
    subtotalCents: itemsTotal,
    discountCents: 0,
    shippingCents: 0,
    totalCents: itemsTotal,
    coupons: [],
  };
  const [row] = await db
    .insert(orders)
    .values({
      customerId: order.customerId,
      email: order.billing.email,
      billing: order.billing,
      paymentMethod: order.paymentMethod,
      attribution: order.attribution,
      orderKey: order.orderKey ?? '',
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      coupons: totals.coupons,
      attributedPopupId: order.attributedPopupId ?? null,
      attributedConversionId: order.attributedConversionId ?? null,
      visitorId: order.visitorId ?? null,
    })
    .returning();
  await db.insert(orderItems).values(order.items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

/** A customer's orders, newest first, each with its lines. */
export async function listCustomerOrders(
  db: Db,
  customerId: string,
): Promise<(OrderRow & { items: OrderItemRow[] })[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({ ...row, items: items.filter((i) => i.orderId === row.id) }));
}

/** One order with its lines, or null. */
export async function findOrder(db: Db, id: number): Promise<(OrderRow & { items: OrderItemRow[] }) | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
  return { ...row, items };
}

/**
 * The conversion an order is attributed to: the latest conversion on this site, since `since`,
 * with the order's email, by the same shop customer (the pixel reports the logged-in customer's
 * id as `store_integration_customer_id`) or by the same browser (the pixel's anonymous visitor id,
 * `visitor_id`); null when there is none.
 */
export async function findAttributingConversion(
  db: Db,
  query: { siteId: string; email: string; customerId: string | null; visitorId?: string | null; since: Date },
): Promise<{ id: bigint; popupId: string } | null> {
  const sameCustomer = query.customerId
    ? sql`${conversions.payload}->>'store_integration_customer_id' = ${query.customerId}`
    : undefined;
  const sameVisitor = query.visitorId
    ? sql`${conversions.payload}->>'visitor_id' = ${query.visitorId}`
    : undefined;
  const [row] = await db
    .select({ id: conversions.id, popupId: conversions.popupId })
    .from(conversions)
    .where(
      and(
        eq(conversions.siteId, query.siteId),
        gte(conversions.createdAt, query.since),
        or(sql`lower(${conversions.email}) = ${query.email.toLowerCase()}`, sameCustomer, sameVisitor),
      ),
    )
    .orderBy(desc(conversions.createdAt), desc(conversions.id))
    .limit(1);
  return row ?? null;
}

/** An order by id and key (the order-received address), with its lines; null when either is wrong. */
export async function findOrderByKey(
  db: Db,
  id: number,
  key: string,
): Promise<(OrderRow & { items: OrderItemRow[] }) | null> {
  if (!key) return null;
  const order = await findOrder(db, id);
  return order && order.orderKey === key ? order : null;
}
