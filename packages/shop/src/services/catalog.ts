import { findProduct, listProducts, listReviews, listVariations, type Db } from '@hookline/db';
import type { TGetVariationResponse, TProductReviewsResponse } from '@hookline/schema';
import { formatDimensions, formatPrice, formatPriceRange, formatWeight } from '../format.ts';
import type { ProductCard, ProductPage } from '../page-records.ts';
import type { SortKey } from '../shop-data.ts';
import { findMatchingVariations } from '../variation-match.ts';
import { galleryImage, productAttributes, review, variationRecord } from './records.ts';
import { ShopError } from './shop-error.ts';

/** Above this many variations the page does not preload them: the form fetches each with get_variation. */
export const PRELOAD_VARIATIONS_MAX = 30;

const notFound = (what: string) => new ShopError(404, 'not_found', `${what} not found`);

/** The product page's data, or null for an unknown or unpublished product. */
export async function productPage(db: Db, slug: string): Promise<ProductPage | null> {
  const detail = await findProduct(db, { slug });
  if (!detail) return null;
  const { product } = detail;
  const [reviews, variations] = await Promise.all([
    listReviews(db, product.id),
    product.type === 'variable' && detail.variationCount <= PRELOAD_VARIATIONS_MAX
      ? listVariations(db, product.id)
      : null,
  ]);
  const records = variations
    ? variations.variations.map((v) => variationRecord(v, product, variations.images))
    : null;
  const prices = records?.filter((r) => r.variation_is_visible).map((r) => Math.round(r.display_price * 100));
  const priceHtml =
    product.type === 'simple'
      ? formatPrice(product.priceCents ?? 0)
      : prices?.length
        ? formatPriceRange(Math.min(...prices), Math.max(...prices))
        : // Variations fetched one by one: the range the listing shows.
          formatPriceRange(detail.minPriceCents, detail.maxPriceCents);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type as ProductPage['type'],
    shortDescription: product.shortDescription,
    description: product.description,
    priceHtml,
    sku: product.sku,
    weightHtml: formatWeight(product.weight),
    dimensionsHtml: formatDimensions(product.dimensions ?? null),
    category: detail.category,
    inStock: product.inStock,
    soldIndividually: product.soldIndividually,
    minQty: product.minQty,
    maxQty: product.maxQty,
    images: detail.images.filter((i) => i.position < 100).map(galleryImage),
    attributes: productAttributes(detail),
    variations: product.type === 'variable' ? (records ?? false) : [],
    reviews: reviews.map(review),
    averageRating: detail.averageRating,
    reviewCount: detail.reviewCount,
  };
}

/** One listing page's cards and the total count. */
export async function listingPage(
  db: Db,
  query: {
    sort: SortKey;
    page: number;
    perPage: number;
    category?: string | undefined;
    search?: string | undefined;
  },
): Promise<{ products: ProductCard[]; total: number }> {
  const { products, total } = await listProducts(db, { ...query, categorySlug: query.category });
  return {
    total,
    products: products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      type: p.type,
      priceHtml: formatPriceRange(p.minPriceCents, p.maxPriceCents),
      inStock: p.inStock,
      averageRating: p.averageRating,
      reviewCount: p.reviewCount,
      image: p.image ? galleryImage(p.image) : null,
      purchasable: p.type === 'simple' && p.inStock,
      minQty: p.minQty,
    })),
  };
}

/**
 * get_variation: the variation of a variable product matching the chosen attributes, or `false`
 * for no match or an incomplete choice (WooCommerce's answer). An unknown or simple product is a 404.
 */
export async function matchingVariation(
  db: Db,
  productId: number,
  chosen: Record<string, string>,
): Promise<TGetVariationResponse> {
  const detail = await findProduct(db, { id: productId });
  if (!detail || detail.product.type !== 'variable') throw notFound(`Variable product ${productId}`);
  const attributes = productAttributes(detail);
  if (attributes.some((a) => !chosen[a.name])) return false;
  const { variations, images } = await listVariations(db, detail.product.id);
  const match = findMatchingVariations(variations, chosen)[0];
  return match ? variationRecord(match, detail.product, images) : false;
}

/** A product's reviews with its rating; an unknown product is a 404. */
export async function productReviews(db: Db, productId: number): Promise<TProductReviewsResponse> {
  const detail = await findProduct(db, { id: productId });
  if (!detail) throw notFound(`Product ${productId}`);
  return {
    reviews: (await listReviews(db, productId)).map(review),
    average_rating: detail.averageRating,
    review_count: detail.reviewCount,
  };
}
