/**
 * The storefront's server entry: what the server mounts (the page renderer, the routes list, the
 * cart fragments). Server only: it renders with react-dom/server and the widgets' server renders,
 * which never reach the browser bundle (that starts at `@hookline/shop-render/client`). The shop's
 * logic, settings and data seam are in @hookline/shop, its wire contracts in @hookline/schema.
 */
export { renderPage, type RenderedPage, type RenderOptions } from './render.tsx';
export { renderCartFragments } from './fragments.tsx';
export { routes } from '../routes.tsx';
