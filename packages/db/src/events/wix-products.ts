import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sites } from '../accounts/tables.ts';
import { wixSavedProducts } from './tables.ts';

/** One product a Wix store's member browsed or ordered, as the visitor script reported it. */
export interface WixProductSave {
  siteId: string;
  customerId: string;
  sourceTable: string;
  products: readonly { product_id: string; product_name: string; category?: string | undefined }[];
}

/** Stores a Wix product save, one row per product, in one statement. */
export async function saveWixProducts(db: Db, save: WixProductSave): Promise<void> {
  await db.insert(wixSavedProducts).values(
    save.products.map((product) => ({
      siteId: save.siteId,
      customerId: save.customerId,
      productId: product.product_id,
      productName: product.product_name,
      category: product.category || null,
      sourceTable: save.sourceTable,
    })),
  );
}

export interface WixProductRow {
  id: bigint;
  createdAt: Date;
  clientId: string;
  customerId: string;
  productId: string;
  productName: string;
  category: string | null;
  sourceTable: string;
}

/** A page of the account's saved Wix products (of one site when given), newest first, and how many in all. */
export async function accountWixProducts(
  db: Db,
  filter: { accountId: string; siteId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: WixProductRow[]; total: number }> {
  const where = and(
    eq(sites.accountId, filter.accountId),
    filter.siteId ? eq(wixSavedProducts.siteId, filter.siteId) : undefined,
  );
  const rows = await db
    .select({
      id: wixSavedProducts.id,
      createdAt: wixSavedProducts.createdAt,
      clientId: sites.clientId,
      customerId: wixSavedProducts.customerId,
      productId: wixSavedProducts.productId,
      productName: wixSavedProducts.productName,
      category: wixSavedProducts.category,
      sourceTable: wixSavedProducts.sourceTable,
    })
    .from(wixSavedProducts)
    .innerJoin(sites, eq(sites.id, wixSavedProducts.siteId))
    .where(where)
    .orderBy(desc(wixSavedProducts.createdAt), desc(wixSavedProducts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(wixSavedProducts)
    .innerJoin(sites, eq(sites.id, wixSavedProducts.siteId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
