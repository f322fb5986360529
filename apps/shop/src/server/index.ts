import { renderPage } from './render.tsx';
export { renderPage };
export type { ShopConfig } from '../shop-config.ts';
export { routes } from '../routes.tsx';
