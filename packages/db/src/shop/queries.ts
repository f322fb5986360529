import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  productAttributes,
  productCategories,
  productImages,
  productVariations,
  products,
} from './tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductAttributeRow = typeof productAttributes.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;

/** The listing's sort choices, as WooCommerce names them in `?orderby=`. */
export const PRODUCT_SORTS = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  /** Simple: the price. Variable: the lowest variation price. */
  minPriceCents: number;
  maxPriceCents: number;
  inStock: boolean;
  minQty: number;
  averageRating: number;
  reviewCount: number;
  image: ProductImageRow | null;
}

// Subqueries name their tables in full: drizzle leaves columns unqualified in one-table selects.
const minPrice = sql<number>`coalesce(${products.priceCents}, (select min(v.price_cents) from product_variations v where v.product_id = ${products}.id and v.visible), 0)::int`;
const maxPrice = sql<number>`coalesce(${products.priceCents}, (select max(v.price_cents) from product_variations v where v.product_id = ${products}.id and v.visible), 0)::int`;
const averageRating = sql<number>`coalesce((select avg(r.rating) from product_reviews r where r.product_id = ${products}.id and r.rating is not null), 0)::float8`;
const reviewCount = sql<number>`(select count(*) from product_reviews r where r.product_id = ${products}.id)::int`;
const sales = sql<number>`coalesce((select sum(i.quantity) from order_items i where i.product_id = ${products}.id), 0)::int`;

const sortOrder: Record<ProductSort, SQL[]> = {
  menu_order: [sql`${products.position} asc`, sql`${products.name} asc`],
  popularity: [sql`${sales} desc`, sql`${products.id} desc`],
  rating: [sql`${averageRating} desc`, sql`${products.id} desc`],
  date: [sql`${products.createdAt} desc`, sql`${products.id} desc`],
  price: [sql`${minPrice} asc`, sql`${products.id} asc`],
  'price-desc': [sql`${maxPrice} desc`, sql`${products.id} desc`],
};

/** One page of published products in the chosen order, with the total count. */
export async function listProducts(
  db: Db,
  options: {
    sort: ProductSort;
    page: number;
    perPage: number;
    categorySlug?: string | undefined;
    /** Words to find in the name, SKU (the product's or a variation's) or description. */
    search?: string | undefined;
  },
): Promise<{ products: ProductSummary[]; total: number }> {
  const category = options.categorySlug
    ? sql`${products.categoryId} = (select c.id from product_categories c where c.slug = ${options.categorySlug})`
    : undefined;
  const words = (options.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  // Every word must appear somewhere, as WordPress's search does.
  const search = words.map((word) => {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(${products.name} ilike ${like} or ${products.sku} ilike ${like} or ${products.shortDescription} ilike ${like} or ${products.description} ilike ${like} or exists (select 1 from product_variations v where v.product_id = ${products}.id and v.sku ilike ${like}))`;
  });
  const where = and(eq(products.published, true), category, ...search);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      type: products.type,
      inStock: products.inStock,
      minQty: products.minQty,
      minPriceCents: minPrice,
      maxPriceCents: maxPrice,
      averageRating,
      reviewCount,
    })
    .from(products)
    .where(where)
    .orderBy(...sortOrder[options.sort])
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const images = await firstImages(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((r) => ({
      ...r,
      type: r.type as ProductSummary['type'],
      averageRating: Number(r.averageRating),
      image: images.get(r.id) ?? null,
    })),
    total: count?.total ?? 0,
  };
}

async function firstImages(db: Db, productIds: number[]): Promise<Map<number, ProductImageRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const first = new Map<number, ProductImageRow>();
  for (const row of rows) if (!first.has(row.productId)) first.set(row.productId, row);
  return first;
}

export interface CategorySummary {
  slug: string;
  name: string;
  /** Published products in it. */
  count: number;
}

/** The catalogue's categories by name, with their published product counts. */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  return db
    .select({
      slug: productCategories.slug,
      name: productCategories.name,
      count: sql<number>`(select count(*) from products p where p.category_id = ${productCategories}.id and p.published)::int`,
    })
    .from(productCategories)
    .orderBy(asc(productCategories.name));
}

export interface ProductDetail {
  product: ProductRow;
  /** Simple: the price; variable: the lowest and highest visible variation prices. */
  minPriceCents: number;
  maxPriceCents: number;
  category: { slug: string; name: string } | null;
  images: ProductImageRow[];
  attributes: ProductAttributeRow[];
  variationCount: number;
  averageRating: number;
  reviewCount: number;
}

/** A published product with its gallery, attributes and counts, by slug or id; null when unknown. */
export async function findProduct(
  db: Db,
  key: { slug: string } | { id: number },
): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      product: products,
      category: { slug: productCategories.slug, name: productCategories.name },
      averageRating,
      reviewCount,
      minPriceCents: minPrice,
      maxPriceCents: maxPrice,
      variationCount: sql<number>`(select count(*) from product_variations v where v.product_id = ${products}.id)::int`,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      and(
        eq(products.published, true),
        'slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [images, attributes] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, row.product.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.productId, row.product.id))
      .orderBy(asc(productAttributes.position), asc(productAttributes.id)),
  ]);
  return {
    product: row.product,
    category: row.category?.slug ? row.category : null,
    images,
    attributes,
    variationCount: row.variationCount,
    minPriceCents: Number(row.minPriceCents),
    maxPriceCents: Number(row.maxPriceCents),
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
  };
}

/** Every variation of a product, in the editor's order, with the images they point at. */
export async function listVariations(
  db: Db,
  productId: number,
): Promise<{ variations: VariationRow[]; images: Map<number, ProductImageRow> }> {
  const variations = await db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.position), asc(productVariations.id));
  return { variations, images: await imagesById(db, variations) };
}

/** The images variations point at, by id. */
export async function imagesById(
  db: Db,
  variations: { imageId: number | null }[],
): Promise<Map<number, ProductImageRow>> {
  const ids = [...new Set(variations.flatMap((v) => (v.imageId === null ? [] : [v.imageId])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(productImages).where(inArray(productImages.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One variation of one product, or null when the id is unknown or belongs to another product. */
export async function findVariation(
  db: Db,
  productId: number,
  variationId: number,
): Promise<VariationRow | null> {
  const [row] = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.productId, productId), eq(productVariations.id, variationId)))
    .limit(1);
  return row ?? null;
}
