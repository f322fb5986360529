/** Settings the shop's pages share, passed from the server into every render and into hydration. */
export interface ShopConfig {
  /** The Hookline client id whose pixel every shop page embeds. */
  pixelClientId: string;
  /** Where the pixel is served from: '' for the same origin. */
  pixelHost: string;
  /** Where the shop's built client assets are served from. */
  assetBase: string;
  /** Where the shop API answers, e.g. `/api/shop`. */
  apiBase: string;
  /** Reviews without a 1-5 rating are refused. */
  reviewRatingRequired: boolean;
  /** The store notice's text; '' shows none. */
  storeNotice: string;
  /** Order attribution: input prefix, cookie lifetime (months) and session length (minutes). */
  attribution: { prefix: string; lifetimeMonths: unknown; sessionMinutes: unknown; allowTracking: boolean };
  /** Products per listing page. */
  perPage: number;
  /** Flat-rate shipping, free from an amount (the store notice promises it). */
  shipping: { flatRateCents: number; freeOverCents: number | null };
}

/** The shop's defaults; the server may override any. */
export const defaultShopConfig: Omit<ShopConfig, 'pixelClientId'> = {
  pixelHost: '',
  assetBase: '/shop-assets',
  apiBase: '/api/shop',
  reviewRatingRequired: true,
  storeNotice: 'Free shipping on orders over $50 — this week only.',
  attribution: {
    prefix: 'wc_order_attribution_',
    lifetimeMonths: 6,
    sessionMinutes: 30,
    allowTracking: true,
  },
  perPage: 12,
  shipping: { flatRateCents: 500, freeOverCents: 5000 },
};

/** Cookie that hides the store notice once dismissed (path /). */
export const STORE_NOTICE_COOKIE = 'hl_store_notice';
