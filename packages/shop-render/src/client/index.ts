/**
 * The storefront's browser entry: hydration of the server-rendered page (cart store, store
 * integration, order attribution, the page builder's islands). The shop app's client bundle
 * (apps/shop) calls `hydrateShop` and nothing else; no server code is reachable from here.
 */
export { hydrateShop } from './hydrate.tsx';
