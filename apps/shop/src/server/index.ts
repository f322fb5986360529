/**
 * The shop app's one server entry: what the server mounts (the page renderer, the routes list, the
 * cart fragments) and the shop's settings. The shop's logic and data seam are in @hookline/shop,
 * its wire contracts in @hookline/schema; nothing else of this app is imported from outside it.
 */
export { renderPage, type RenderedPage, type RenderOptions } from './render.tsx';
export { renderCartFragments } from './fragments.tsx';
export type { ShopConfig } from '../shop-config.ts';
export { defaultShopConfig, STORE_NOTICE_COOKIE } from '../shop-config.ts';
export { routes, matchRoute, PageNotFound } from '../routes.tsx';
