import type { ComponentType } from 'react';
import { HomePage, loadHomePage } from './pages/HomePage.tsx';

/** What a route's loader may use; widened as the shop gains products, carts and customers. */
export interface LoadContext {
  url: URL;
}

export interface ShopRoute<P extends object = object> {
  path: string;
  title: (props: P) => string;
  load: (ctx: LoadContext) => Promise<P>;
  Component: ComponentType<P>;
}

const route = <P extends object>(r: ShopRoute<P>) => r as unknown as ShopRoute;

/** The shop's pages. The server renders them; the client hydrates the same component with the same props. */
export const routes: ShopRoute[] = [
  route({ path: '/', title: () => 'Hookline Supply Co.', load: loadHomePage, Component: HomePage }),
];

export function matchRoute(pathname: string): ShopRoute | undefined {
  return routes.find((r) => r.path === pathname);
}
