import { findOrderByKey, listCustomerOrders, type Db } from '@hookline/db';
import type { TShopAccountResponse } from '@hookline/schema';
import type { OrderDetail, OrderSummary } from '../page-records.ts';
import { attributeLabel } from './records.ts';

/** The order-received address of an order. */
export const orderReceivedUrl = (id: number, key: string) =>
  `/checkout/order-received/${id}?key=${encodeURIComponent(key)}`;

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>;

/** An order as the order-received page shows it: lines with their chosen attributes, totals, address. */
function orderDetail(row: OrderRow): OrderDetail {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    status: row.status,
    email: row.email,
    paymentMethod: row.paymentMethod === 'cod' ? 'Cash on delivery' : row.paymentMethod,
    items: row.items.map((i) => {
      const variation = Object.entries(i.attributes).map(([name, value]) => ({
        label: attributeLabel(name),
        value,
      }));
      return {
        name: variation.length ? i.name.split(' – ')[0]! : i.name,
        quantity: i.quantity,
        lineTotalCents: i.unitPriceCents * i.quantity,
        variation,
      };
    }),
    subtotalCents: row.subtotalCents || row.totalCents,
    coupons: row.coupons,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    billing: {
      firstName: row.billing.firstName,
      lastName: row.billing.lastName,
      address: row.billing.address,
      city: row.billing.city,
      ...(row.billing.state ? { state: row.billing.state } : {}),
      postcode: row.billing.postcode,
      country: row.billing.country,
      phone: row.billing.phone,
    },
  };
}

/** An order by id and its key (the order-received address); null when either is wrong. */
export async function orderByKey(db: Db, id: number, key: string): Promise<OrderDetail | null> {
  const row = await findOrderByKey(db, id, key);
  return row ? orderDetail(row) : null;
}

/** A customer's orders as the account page lists them, with their order-received addresses. */
export async function orderSummaries(db: Db, customerId: string): Promise<OrderSummary[]> {
  const orders = await listCustomerOrders(db, customerId);
  return orders.map((o) => ({
    id: o.id,
    date: o.createdAt.toISOString(),
    status: o.status,
    totalCents: o.totalCents,
    items: o.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    receivedUrl: o.orderKey ? orderReceivedUrl(o.id, o.orderKey) : undefined,
  }));
}

/** A customer's orders as the account API answers them (`GET {api}/customer`). */
export async function accountOrders(db: Db, customerId: string): Promise<TShopAccountResponse['orders']> {
  const orders = await listCustomerOrders(db, customerId);
  return orders.map((o) => ({
    id: o.id,
    date: o.createdAt.toISOString(),
    status: o.status,
    total_cents: o.totalCents,
    items: o.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unit_price_cents: i.unitPriceCents,
    })),
  }));
}
