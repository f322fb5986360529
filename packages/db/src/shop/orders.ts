import { desc, eq, inArray } from 'drizzle-orm';
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
}

/** Writes an order and its lines; call inside the transaction that also empties the cart. */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const totalCents = order.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const [row] = await db
    .insert(orders)
    .values({
      customerId: order.customerId,
      email: order.billing.email,
      billing: order.billing,
      paymentMethod: order.paymentMethod,
      attribution: order.attribution,
      totalCents,
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
