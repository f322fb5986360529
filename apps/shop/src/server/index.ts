export { renderPage, type RenderedPage } from './render.tsx';
export { renderCartFragments } from './fragments.tsx';
export type { ShopConfig } from '../shop-config.ts';
export { defaultShopConfig, STORE_NOTICE_COOKIE } from '../shop-config.ts';
export type { ShopData, SortKey } from '../data/shop-data.ts';
export { SORT_OPTIONS } from '../data/shop-data.ts';
export { routes, matchRoute, PageNotFound } from '../routes.tsx';
export { formatDimensions, formatPrice, formatPriceRange, formatWeight } from '../format.ts';
