import { asDb, shopTables as t, eq, type Db } from '@hookline/db';
import { CATEGORIES, PRODUCTS, type SeedAttribute, type SeedProduct } from './catalog-data.ts';

/** Slug of the product with more than 30 variations, whose variations are fetched, not preloaded. */
export const MANY_VARIATIONS_SLUG = 'everyday-tee';

/** Path of a generated demo picture: the drawing its label names (see shop/image-routes.ts). */
export const demoImagePath = (hue: number, size: number, label: string) =>
  `/shop-images/${hue}/${size}/${encodeURIComponent(label.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}.svg`;

const GALLERY = 600;
const FULL = 1200;
const THUMB = 100;

function imageRow(
  product: SeedProduct,
  productId: number,
  position: number,
  label: string,
  hue: number,
  alt = label,
) {
  const full = product.fullSize ?? FULL;
  const gallery = Math.min(GALLERY, full);
  return {
    productId,
    position,
    src: demoImagePath(hue, gallery, label),
    width: gallery,
    height: gallery,
    fullSrc: demoImagePath(hue, full, label),
    fullWidth: full,
    fullHeight: full,
    thumbnailSrc: demoImagePath(hue, THUMB, label),
    alt,
    caption: alt,
  };
}

/** Every combination of the attributes' values, in attribute order ('' for attributes matched as any). */
function combinations(attributes: SeedAttribute[], anyOf: string[] = []): string[][] {
  return attributes.reduce<string[][]>(
    (rows, attribute) =>
      rows.flatMap((row) =>
        anyOf.includes(attribute.name) ? [[...row, '']] : attribute.values.map((v) => [...row, v]),
      ),
    [[]],
  );
}

async function seedProduct(db: Db, product: SeedProduct, position: number, categoryIds: Map<string, number>) {
  const variable = !!product.attributes;
  const [row] = await db
    .insert(t.products)
    .values({
      slug: product.slug,
      name: product.name,
      type: variable ? 'variable' : 'simple',
      categoryId: categoryIds.get(product.category) ?? null,
      position,
      shortDescription: product.short,
      description: product.description,
      priceCents: variable ? null : product.priceCents,
      sku: `HL-${product.slug.toUpperCase().slice(0, 12)}`,
      weight: product.weight,
      dimensions: product.dimensions
        ? { length: product.dimensions[0], width: product.dimensions[1], height: product.dimensions[2] }
        : null,
      inStock: product.inStock ?? true,
      soldIndividually: product.soldIndividually ?? false,
      minQty: product.minQty ?? 1,
      maxQty: product.maxQty ?? null,
    })
    .returning({ id: t.products.id });
  const productId = row!.id;
  const images = await db
    .insert(t.productImages)
    .values(
      Array.from({ length: product.images ?? 1 }, (_, i) =>
        imageRow(
          product,
          productId,
          i,
          `${product.name} ${i + 1}`,
          (product.hue + i * 40) % 360,
          i === 0 ? product.name : `${product.name}, view ${i + 1}`,
        ),
      ),
    )
    .returning({ id: t.productImages.id });
  if (product.reviews?.length) {
    await db.insert(t.productReviews).values(
      product.reviews.map(([author, rating, content]) => ({
        productId,
        author,
        email: `${author.toLowerCase()}@example.com`,
        rating,
        content,
      })),
    );
  }
  if (!product.attributes) return;
  await db.insert(t.productAttributes).values(
    product.attributes.map((a, i) => ({
      productId,
      name: a.name,
      label: a.label,
      values: a.values,
      position: i,
    })),
  );
  const imageAttribute = product.attributes.findIndex((a) => a.name === product.imageAttribute);
  const variationImages = new Map<string, number>();
  if (imageAttribute >= 0) {
    const values = product.attributes[imageAttribute]!.values;
    const rows = await db
      .insert(t.productImages)
      .values(
        values.map((value, i) =>
          imageRow(
            product,
            productId,
            100 + i,
            `${product.name} ${value}`,
            (product.hue + i * 55) % 360,
            `${product.name} in ${value}`,
          ),
        ),
      )
      .returning({ id: t.productImages.id });
    values.forEach((value, i) => variationImages.set(value, rows[i]!.id));
  }
  const values = combinations(product.attributes, product.anyOf).flatMap((combo, index) => {
    const override = product.variations?.[combo.join('|')] ?? {};
    if (override.missing) return [];
    const surcharge = combo.reduce((sum, v) => sum + (product.surcharge?.[v] ?? 0), 0);
    const attributes = Object.fromEntries(
      product.attributes!.map((a, i) => [`attribute_${a.name}`, combo[i]!]),
    );
    const imageValue = imageAttribute >= 0 ? combo[imageAttribute]! : '';
    return [
      {
        productId,
        attributes,
        sku: `HL-${product.slug.toUpperCase().slice(0, 8)}-${combo.map((v) => v.replace(/\W/g, '').slice(0, 3).toUpperCase() || 'ANY').join('-')}`,
        priceCents: override.priceCents ?? product.priceCents + surcharge,
        weight: String((Number(product.weight) * (combo.includes('1 kg') ? 4 : 1)).toFixed(2)),
        dimensions: null,
        imageId: variationImages.get(imageValue) ?? (images.length > 1 ? images[1]!.id : null),
        visible: override.visible ?? true,
        active: override.active ?? true,
        inStock: override.inStock ?? true,
        soldIndividually: override.soldIndividually ?? false,
        minQty: override.minQty ?? 1,
        maxQty: override.maxQty ?? (override.soldIndividually ? 1 : 20),
        position: index,
      },
    ];
  });
  await db.insert(t.productVariations).values(values);
}

/**
 * Seeds the demo catalogue once: categories, 22 products (7 variable, one of them with 35
 * variations), images and a few reviews. Does nothing when the catalogue already exists.
 */
export async function seedCatalog(db: Db): Promise<{ created: boolean }> {
  const [existing] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.slug, PRODUCTS[0]!.slug))
    .limit(1);
  if (existing) return { created: false };
  try {
    await db.transaction(async (tx) => {
      const trx = asDb(tx);
      const categories = await trx
        .insert(t.productCategories)
        .values(CATEGORIES)
        .returning({ id: t.productCategories.id, slug: t.productCategories.slug });
      const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
      for (const [index, product] of PRODUCTS.entries()) await seedProduct(trx, product, index, categoryIds);
    });
  } catch (error) {
    // Another process seeding at the same moment wins the unique slugs; its catalogue is the same.
    const [after] = await db.select({ id: t.products.id }).from(t.products).limit(1);
    if (after) return { created: false };
    throw error;
  }
  return { created: true };
}
