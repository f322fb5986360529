import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { sites } from '../accounts/tables.ts';
import { popups } from '../popups/tables.ts';
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
    /** The billing address of the last order, to prefill the next checkout. */
    address: jsonb('address').$type<TOrderAddress>(),
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

/** "Lost your password?": a reset link's token, by its sha256 only; one use, then every one of the customer goes. */
export const customerPasswordResets = pgTable(
  'customer_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_password_resets_customer_idx').on(t.customerId, t.createdAt)],
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
    /** A logged-in customer's saved cart (WooCommerce's persistent cart): one per customer. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Coupon codes applied, in the order applied (lower case). */
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_token_key').on(t.tokenHash), uniqueIndex('carts_customer_key').on(t.customerId)],
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
  /** State, province or county (orders placed before the checkout asked for it have none). */
  state?: string;
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
    /** The secret of the order-received address (`?key=`), as WooCommerce's `wc_order_…` key. */
    orderKey: text('order_key').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** Coupons applied: code and the discount each gave. */
    coupons: jsonb('coupons').$type<{ code: string; discountCents: number }[]>().notNull().default([]),
    /** The Hookline visitor id the shop's pixel reported (`hl_visitor` cookie), for popup attribution. */
    visitorId: text('visitor_id'),
    /** The popup a conversion of this visitor (same visitor or email, within the window) led to the order. */
    attributedPopupId: uuid('attributed_popup_id').references(() => popups.id, { onDelete: 'set null' }),
    attributedConversionId: bigint('attributed_conversion_id', { mode: 'bigint' }),
    /** Order attribution fields as posted from the checkout's hidden inputs (prefix removed). */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_attributed_popup_idx').on(t.attributedPopupId),
  ],
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

/**
 * A site's shop coupons (WooCommerce's `shop_coupon`): a percentage of the cart or a fixed amount
 * off it, with an optional expiry, minimum spend, and usage limits per coupon and per customer.
 * A popup conversion may be handed a coupon of its own (`conversionId`, single use).
 */
export const shopCoupons = pgTable(
  'shop_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower case; unique per site (codes are compared case-insensitively, as WooCommerce does). */
    code: text('code').notNull(),
    /** `percent` of the cart subtotal, or `fixed_cart`: cents off the cart. */
    kind: text('kind').notNull(),
    /** Percent (1-100) or cents. */
    amount: integer('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    minSpendCents: integer('min_spend_cents'),
    usageLimit: integer('usage_limit'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    usageCount: integer('usage_count').notNull().default(0),
    /** The popup that hands it out, when it is a popup's coupon. */
    popupId: uuid('popup_id').references(() => popups.id, { onDelete: 'set null' }),
    /** The conversion (lead) a unique coupon was generated for. */
    conversionId: bigint('conversion_id', { mode: 'bigint' }),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_coupons_site_code_key').on(t.siteId, t.code),
    // Unique: a conversion is handed one code at most, however often it is retried.
    uniqueIndex('shop_coupons_conversion_key').on(t.conversionId),
    check('shop_coupons_kind', sql`${t.kind} in ('percent', 'fixed_cart')`),
    check('shop_coupons_amount', sql`${t.amount} > 0`),
  ],
);

/** One use of a coupon by an order: counts the per-customer limit (by email and by customer). */
export const shopCouponUses = pgTable(
  'shop_coupon_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => shopCoupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    customerId: uuid('customer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_coupon_uses_coupon_idx').on(t.couponId, t.email)],
);
