/**
 * The shop's pure logic, settings and data seam: no DOM, no React, no database. The storefront
 * (packages/shop-render) renders with it, browser bundles included. The services over the
 * database, which the server's shop API calls, are the server-only `@hookline/shop/services`
 * entry, never exported from here.
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
export {
  ADDRESS_FORMATS,
  addressLines,
  stateFieldOf,
  type PostalAddress,
  type StateField,
} from './address-format.ts';
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
export { LOST_PASSWORD_PATH, RESET_LINK_SENT_MESSAGE, RESET_PASSWORD_PATH } from './password-reset.ts';
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
