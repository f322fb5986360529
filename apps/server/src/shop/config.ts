import { defaultShopConfig, type ShopConfig } from '@hookline/shop-app/server';
import { DEMO_CLIENT_ID } from '../seed/demo.ts';

/** The shop's settings: the defaults, with the demo site's pixel. */
export function shopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return { ...defaultShopConfig, pixelClientId: DEMO_CLIENT_ID, ...overrides };
}
