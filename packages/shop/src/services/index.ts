/**
 * The shop's services, server only (`@hookline/shop/services`): cart, coupons, checkout and
 * orders, catalogue reads, reviews, and the ShopData and ContentData seams, over the database
 * handle the caller passes in. They read no clock (`now` comes in) and know nothing of HTTP: a
 * refusal is a `ShopError` that the server's routes map to their answer. Never re-exported from
 * the package's main entry, which browser bundles import.
 */
export { ShopError } from './shop-error.ts';
export type { ReadCache, SiteReadCache } from './read-cache.ts';
export { cartPricing, shopSiteId, type CartPricing } from './pricing.ts';
export {
  addToCart,
  aboveMaximum,
  loadCart,
  matchVariationId,
  productUrl,
  removeFromCart,
  updateCart,
  type AddToCart,
} from './cart.ts';
export { adoptGuestCart, mergeNotice } from './cart-merge.ts';
export { applyCoupon, couponTerms, removeCoupon } from './coupons.ts';
export { DEFAULT_ATTRIBUTION_DAYS, placeOrder, type CheckoutRules, type OrderRequest } from './checkout.ts';
export { accountOrders, orderByKey, orderReceivedUrl, orderSummaries } from './orders.ts';
export {
  PRELOAD_VARIATIONS_MAX,
  listingPage,
  matchingVariation,
  productPage,
  productReviews,
} from './catalog.ts';
export { addProductReview, type Reviewer, type ReviewInput } from './reviews.ts';
export { databaseShopData, type ShopDataSources, type ShopSession } from './database-shop-data.ts';
export { databaseContentData, type ContentDataOptions } from './database-content-data.ts';
