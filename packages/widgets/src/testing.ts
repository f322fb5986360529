import type { ShopData } from '@hookline/shop';
import type { WidgetLoadContext } from './contract.ts';

/** A data seam for widget tests: an empty shop (tests pass their own methods in `data`). */
export function testLoadContext(data: Partial<ShopData> = {}, url = 'http://shop.local/'): WidgetLoadContext {
  const empty: ShopData = {
    listProducts: async () => ({ products: [], total: 0 }),
    product: async () => null,
    cart: async () => ({ items: [], itemCount: 0, totalCents: 0, hash: '' }),
    customer: async () => null,
    orders: async () => [],
    noticeDismissed: () => false,
    builderPage: async () => null,
  };
  return { data: { ...empty, ...data }, url: new URL(url) };
}
