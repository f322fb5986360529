import type { ComponentType } from 'react';
import { AccountPage, loadAccountPage } from './pages/AccountPage.tsx';
import { BuilderPage, loadBuilderPage, loadEntryPage } from './pages/BuilderPage.tsx';
import { CartPage, loadCartPage } from './pages/CartPage.tsx';
import { CheckoutPage, loadCheckoutPage } from './pages/CheckoutPage.tsx';
import { OrderReceivedPage, loadOrderReceivedPage } from './pages/OrderReceivedPage.tsx';
import {
  LostPasswordPage,
  ResetPasswordPage,
  loadLostPasswordPage,
  loadResetPasswordPage,
} from './pages/PasswordResetPages.tsx';
import { FrontPage, frontPageHydration, loadFrontPage } from './pages/FrontPage.tsx';
import { ProductPageView, loadProductPage } from './pages/ProductPage.tsx';
import { ShopPage, listingTitle, loadShopPage } from './pages/ShopPage.tsx';
import type { LoadContext } from './load-context.ts';

export interface ShopRoute<P extends object = object> {
  /** `/product/:slug` style: `:name` matches one path segment. */
  path: string;
  title: (props: P) => string;
  load: (ctx: LoadContext) => Promise<P>;
  Component: ComponentType<P>;
  /** The props the client hydrates with, when they differ from the server's (default: the same). */
  hydrationProps?: (props: P) => object;
}

const route = <P extends object>(r: ShopRoute<P>) => r as unknown as ShopRoute;

/** A page built in the page builder; the client keeps the server's markup, so the HTML is not sent twice. */
const builderRoute = {
  title: (p: { title: string }) => p.title,
  load: loadBuilderPage,
  Component: BuilderPage,
  hydrationProps: (p: { title: string; preview: boolean }) => ({ ...p, html: '' }),
};

/** The shop's pages. The server renders them; the client hydrates the same component with the same props. */
export const routes: ShopRoute[] = [
  route({
    path: '/',
    title: (p) => (p.builder?.title && p.builder.title !== 'Home' ? p.builder.title : 'Hookline Supply Co.'),
    load: loadFrontPage,
    Component: FrontPage,
    hydrationProps: frontPageHydration,
  }),
  ...[
    '/shop',
    '/shop/page/:page',
    '/product-category/:category',
    '/product-category/:category/page/:page',
  ].map((path) => route({ path, title: listingTitle, load: loadShopPage, Component: ShopPage })),
  route({
    path: '/product/:slug',
    title: (p) => p.product.name,
    load: loadProductPage,
    Component: ProductPageView,
  }),
  // A page of the product's reviews (`/product/{slug}/comment-page-2/`): the product with its reviews tab open.
  route({
    path: '/product/:slug/:commentPage',
    title: (p) => p.product.name,
    load: loadProductPage,
    Component: ProductPageView,
  }),
  route({ path: '/cart', title: () => 'Cart', load: loadCartPage, Component: CartPage }),
  route({ path: '/checkout', title: () => 'Checkout', load: loadCheckoutPage, Component: CheckoutPage }),
  route({
    path: '/checkout/order-received/:id',
    title: () => 'Order received',
    load: loadOrderReceivedPage,
    Component: OrderReceivedPage,
  }),
  route({ path: '/my-account', title: () => 'My account', load: loadAccountPage, Component: AccountPage }),
  route({
    path: '/my-account/lost-password',
    title: () => 'Lost password',
    load: loadLostPasswordPage,
    Component: LostPasswordPage,
  }),
  route({
    path: '/my-account/reset-password',
    title: (p) => (p.valid ? 'Choose a new password' : 'This link no longer works'),
    load: loadResetPasswordPage,
    Component: ResetPasswordPage,
  }),
  // Builder pages last, so that the shop's own addresses above always win.
  route({ path: '/preview/:token', ...builderRoute }),
  route({ path: '/:slug', ...builderRoute }),
  // Page N of a builder page's list (infinite scroll's history, `/journal/page/3/`).
  route({ path: '/:slug/page/:paged', ...builderRoute }),
  // An entry of a collection, drawn by the collection's template (`/journal/{slug}`).
  route({ path: '/:collection/:entry', ...builderRoute, load: loadEntryPage }),
];

/** The route for a path and its parameters, or undefined. */
export function matchRoute(
  pathname: string,
  search?: URLSearchParams,
): { route: ShopRoute; params: Record<string, string> } | undefined {
  // WordPress's product search address, `/?s=…&post_type=product`, is the shop listing.
  if (pathname === '/' && search?.has('s') && search.get('post_type') === 'product')
    return { route: routes.find((r) => r.path === '/shop')!, params: {} };
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const candidate of routes) {
    const pattern = candidate.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        if (!segment) return false;
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (fits) return { route: candidate, params };
  }
  return undefined;
}
