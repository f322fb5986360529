import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../core/columns.ts';
import { productVariations, products } from './product-tables.ts';

/**
 * The shop's tables: the catalogue (in `product-tables.ts`, re-exported here so that this file names
 * every shop table), then customers, reviews, carts and orders. Money is in cents (integers).
 */

export * from './product-tables.ts';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    /** `customer` or `shop_admin` (page-builder popups may hide from a role). */
    role: text('role').notNull().default('customer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    check('customers_role', sql`${t.role} in ('customer', 'shop_admin')`),
  ],
);

export const customerSessions = pgTable(
  'customer_sessions',
  {
    /** sha256 of the `hl_customer` cookie's token. */
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    email: text('email').notNull(),
    /** 1 to 5; null only when the shop does not require ratings. */
    rating: integer('rating'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    check('product_reviews_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the `hl_cart` cookie's token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_token_key').on(t.tokenHash)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** `cart_item_key`: a hash of product, variation and chosen attributes. */
    key: text('key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_key').on(t.cartId, t.key),
    check('cart_items_quantity', sql`${t.quantity} >= 1`),
  ],
);

export interface TOrderAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    billing: jsonb('billing').$type<TOrderAddress>().notNull(),
    status: text('status').notNull().default('processing'),
    paymentMethod: text('payment_method').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Order attribution fields as posted from the checkout's hidden inputs (prefix removed). */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
