import { defaultShopConfig, type ShopConfig } from '@hookline/shop';
import { DEMO_CLIENT_ID } from '../seed/demo.ts';

/**
 * The shop's settings: the defaults, with the pixel of the site its owner configured
 * (`SHOP_PIXEL_CLIENT_ID`, `ServerConfig.shopPixelClientId`), else the demo site's.
 */
export function shopConfig(
  overrides: Partial<ShopConfig> = {},
  server?: { shopPixelClientId?: string | undefined },
): ShopConfig {
  return {
    ...defaultShopConfig,
    pixelClientId: server?.shopPixelClientId ?? DEMO_CLIENT_ID,
    ...overrides,
  };
}
