import type { FastifyRequest } from 'fastify';
import {
  findCustomerBySession,
  findProduct,
  listCategories,
  listCustomerOrders,
  findOrderByKey,
  listProducts,
  listReviews,
  listVariations,
  type Db,
} from '@hookline/db';
import type { TShopCustomer } from '@hookline/schema';
import {
  formatDimensions,
  formatPrice,
  formatPriceRange,
  formatWeight,
  type ContentData,
  type OrderDetail,
  type ProductCard,
  type ProductPage,
  type ShopData,
  STORE_NOTICE_COOKIE,
  type ShopConfig,
  type SortKey,
} from '@hookline/shop';
import { cartPricing } from './pricing.ts';
import { shopConfig } from './config.ts';
import { builderPageData } from './builder-page-data.ts';
import { loadCart } from './cart-service.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { cartTokenHash, customerTokenHash } from './cookies.ts';
import { attributeLabel, galleryImage, productAttributes, review, variationRecord } from './records.ts';
import { orderReceivedUrl } from './checkout-routes.ts';

/** Above this many variations the page does not preload them: the form fetches each with get_variation. */
export const PRELOAD_VARIATIONS_MAX = 30;

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
async function listingPage(
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

/** An order as the order-received page shows it: lines with their chosen attributes, totals, address. */
function orderDetail(row: NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>): OrderDetail {
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
      postcode: row.billing.postcode,
      country: row.billing.country,
      phone: row.billing.phone,
    },
  };
}

/**
 * The data a page render may read, bound to this request's cart and customer cookies; catalogue
 * reads go through the cache, content reads through `content` (see content/shop-content.ts).
 */
export function requestShopData(
  db: Db,
  request: FastifyRequest,
  cache: CatalogCache,
  content: ContentData,
  clientId: string,
  config: ShopConfig = shopConfig(),
): ShopData {
  let customer: Promise<TShopCustomer | null> | undefined;
  const findCustomer = () => {
    const hash = customerTokenHash(request);
    customer ??= hash ? findCustomerBySession(db, hash) : Promise.resolve(null);
    return customer;
  };
  return {
    ...builderPageData(db, clientId),
    listProducts: ({ sort, page, perPage, category, search }) =>
      cache.get(`listing:${sort}:${page}:${perPage}:${category ?? ''}:${search ?? ''}`, () =>
        listingPage(db, { sort, page, perPage, category, search }),
      ),
    categories: () => cache.get('categories', () => listCategories(db)),
    product: (slug) => cache.get(`product:${slug}`, () => productPage(db, slug)),
    cart: async () => loadCart(db, cartTokenHash(request), await cartPricing(db, config)),
    customer: findCustomer,
    async orders() {
      const current = await findCustomer();
      if (!current) return [];
      const orders = await listCustomerOrders(db, current.id);
      return orders.map((o) => ({
        id: o.id,
        date: o.createdAt.toISOString(),
        status: o.status,
        totalCents: o.totalCents,
        items: o.items.map((i) => ({ name: i.name, quantity: i.quantity })),
        receivedUrl: o.orderKey ? orderReceivedUrl(o.id, o.orderKey) : undefined,
      }));
    },
    async order(id, key) {
      const row = await findOrderByKey(db, id, key);
      return row ? orderDetail(row) : null;
    },
    noticeDismissed: () => request.cookies[STORE_NOTICE_COOKIE] === 'hidden',
    content,
  };
}
