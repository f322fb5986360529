/** The part of Shopify's Customer Privacy API the pixel reads. */
export interface CustomerPrivacy {
  userCanBeTracked?(): boolean;
  currentVisitorConsent?(): { analytics?: string } | undefined;
}

/** The globals a Shopify storefront sets that the adapter reads; any of them may be missing. */
export interface ShopifyPage {
  Shopify?: {
    shop?: unknown;
    routes?: { root?: unknown };
    customerPrivacy?: CustomerPrivacy;
    loadFeatures?(features: { name: string; version: string }[], done: (error?: unknown) => void): void;
  };
  ShopifyAnalytics?: {
    meta?: {
      page?: { customerId?: unknown; pageType?: unknown; resourceId?: unknown };
      product?: { id?: unknown };
    };
  };
  __st?: { cid?: unknown };
}

/** The page's Shopify globals (typed view of `window`). */
export const shopifyPage = (window: Window): ShopifyPage => window as unknown as ShopifyPage;
