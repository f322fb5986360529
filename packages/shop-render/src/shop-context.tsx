import { createContext, useContext } from 'react';
import type { TCartSnapshot, TShopCustomer, TShopNotice } from '@hookline/schema';
import type { ShopConfig } from '@hookline/shop';

/** What every page knows besides its own props: settings, the cart and customer it was rendered with. */
export interface ShopFrame {
  config: ShopConfig;
  cart: TCartSnapshot;
  customer: TShopCustomer | null;
  noticeDismissed: boolean;
  /** The page's path, e.g. `/cart`: the cart page inserts no view-cart links. */
  pathname: string;
  /** Notices shown once at the top of this page (WooCommerce's notices wrapper). */
  notices?: TShopNotice[];
}

export const ShopContext = createContext<ShopFrame | null>(null);

export function useShop(): ShopFrame {
  const frame = useContext(ShopContext);
  if (!frame) throw new Error('useShop outside the shop layout');
  return frame;
}
