/**
 * The shop's pure logic and its data seam: no DOM, no React, no database. The storefront
 * (apps/shop) renders with it, the server (apps/server/src/shop) answers the shop API with it.
 */
export {
  ATTRIBUTION_COOKIES,
  ATTRIBUTION_FIELDS,
  DEFAULT_LIFETIME_MONTHS,
  DEFAULT_SESSION_MINUTES,
  attributionSettings,
  checkoutAttribution,
  checkoutFields,
  trackPageView,
  trafficSource,
  type CookieWrite,
} from './attribution.ts';
export type { ContentData } from './content-data.ts';
export { formatDimensions, formatPrice, formatPriceRange, formatWeight } from './format.ts';
export { lightboxHash, parseLightboxHash } from './lightbox-hash.ts';
export type {
  CategoryLink,
  GalleryImage,
  OrderDetail,
  OrderSummary,
  ProductAttribute,
  ProductCard,
  ProductPage,
} from './page-records.ts';
export type { BuilderDocument, BuilderPageData, BuilderPageRecord, BuilderPageRef } from './page-data.ts';
export { clampQuantity, raiseToMinimum } from './quantity.ts';
export { SORT_OPTIONS, type ShopData, type SortKey } from './shop-data.ts';
export { STORE_NOTICE_COOKIE, defaultShopConfig, type ShopConfig } from './shop-config.ts';
export { initialTab, type TabId } from './tab-rules.ts';
export {
  availableOptions,
  chosenCount,
  findMatchingVariations,
  variationMatches,
  type AttributeOption,
  type Matchable,
} from './variation-match.ts';
export {
  COUPON_TEXTS,
  cartTotals,
  couponProblem,
  type CartTotals,
  type CouponTerms,
  type ShippingRule,
} from './totals.ts';
