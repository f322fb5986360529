import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../core/columns.ts';

/**
 * The shop's catalogue: categories, products, their images, attributes and variations. Money is in
 * cents (integers). Product and variation ids are small integers, as shoppers see them in forms and
 * URLs (`product_id`).
 */

export interface TDimensions {
  length: string;
  width: string;
  height: string;
}

export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('product_categories_slug_key').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default('simple'),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    /** Listing order of the default sort ("menu order"). */
    position: integer('position').notNull().default(0),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Simple products: their price. Variable products: unused (each variation has its own). */
    priceCents: integer('price_cents'),
    sku: text('sku').notNull().default(''),
    /** Kilograms, as text so that "0.35" stays as written. */
    weight: text('weight').notNull().default(''),
    dimensions: jsonb('dimensions').$type<TDimensions | null>(),
    inStock: boolean('in_stock').notNull().default(true),
    soldIndividually: boolean('sold_individually').notNull().default(false),
    minQty: integer('min_qty').notNull().default(1),
    /** Null: no upper bound. */
    maxQty: integer('max_qty'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    check('products_type', sql`${t.type} in ('simple', 'variable')`),
    check(
      'products_qty_bounds',
      sql`${t.minQty} >= 1 and (${t.maxQty} is null or ${t.maxQty} >= ${t.minQty})`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The gallery-size image and its size. */
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The large image the zoom and the lightbox show. */
    fullSrc: text('full_src').notNull(),
    fullWidth: integer('full_width').notNull(),
    fullHeight: integer('full_height').notNull(),
    thumbnailSrc: text('thumbnail_src').notNull(),
    alt: text('alt').notNull().default(''),
    caption: text('caption').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Attributes of a product (Colour, Size); those used for variations make the variation form's selects. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Form name without the `attribute_` prefix, e.g. `pa_colour`. */
    name: text('name').notNull(),
    label: text('label').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
    usedForVariations: boolean('used_for_variations').notNull().default(true),
  },
  (t) => [uniqueIndex('product_attributes_key').on(t.productId, t.name)],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `attribute_pa_colour` -> value; an empty value means any value. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    sku: text('sku').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    weight: text('weight').notNull().default(''),
    dimensions: jsonb('dimensions').$type<TDimensions | null>(),
    imageId: integer('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    /** Published: an invisible variation shows as unavailable. */
    visible: boolean('visible').notNull().default(true),
    /** Enabled: options only inactive variations offer are disabled in the form. */
    active: boolean('active').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(true),
    soldIndividually: boolean('sold_individually').notNull().default(false),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_variations_product_idx').on(t.productId, t.position),
    check(
      'product_variations_qty_bounds',
      sql`${t.minQty} >= 1 and (${t.maxQty} is null or ${t.maxQty} >= ${t.minQty})`,
    ),
  ],
);
