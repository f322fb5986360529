export * from './client.ts';
export * as tables from './schema.ts';
export { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
export * from './fixtures.ts';
export * from './core/public-id.ts';
export * from './core/transaction.ts';
export * from './core/unique-violation.ts';

export * from './accounts/queries.ts';
export * from './accounts/sessions.ts';

export * from './popups/queries.ts';
export * from './popups/editor.ts';
export * from './popups/show-order.ts';
export * from './popups/preview-tokens.ts';

export * from './events/queries.ts';
export * from './events/writer.ts';
export * from './events/stats.ts';
export * from './events/rollups.ts';
export * from './events/retention.ts';
export * from './events/leads.ts';
export * from './events/wix-products.ts';
export * from './events/customer-records.ts';

export * as shopTables from './shop/tables.ts';
export type { TDimensions, TOrderAddress } from './shop/tables.ts';
export * from './shop/queries.ts';
export * from './shop/carts.ts';
export * from './shop/customers.ts';
export * from './shop/password-resets.ts';
export * from './shop/reviews.ts';
export * from './shop/orders.ts';
export * from './shop/coupons.ts';

export * as webhookTables from './webhooks/tables.ts';
export * from './webhooks/queries.ts';

export * as integrationTables from './integrations/tables.ts';
export * from './integrations/queries.ts';

export * as mediaTables from './media/tables.ts';
export * from './media/queries.ts';

export * as contentTables from './content/tables.ts';
export * from './content/collections.ts';
export * from './content/entries.ts';
export * from './content/taxonomies.ts';
export * from './content/menus.ts';
export * from './content/reads.ts';
export * from './content/pages.ts';
