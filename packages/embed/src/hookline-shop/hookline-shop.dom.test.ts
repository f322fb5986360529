import { describe, expect, it } from 'vitest';
import type { LoaderEnv } from '../env.ts';
import { storeIntegrationOf } from '../store/detect.ts';
import { createStoreAdapter } from './index.ts';

const shopWindow = (shop: unknown) => Object.assign(Object.create(window) as Window, { HooklineShop: shop });

describe('the Hookline shop adapter', () => {
  it('is chosen on pages that publish HooklineShop, and only there', () => {
    expect(storeIntegrationOf(shopWindow({ platform: 'hookline' }))).toBe('hookline');
    expect(storeIntegrationOf(shopWindow({ platform: 'other' }))).toBeNull();
    expect(storeIntegrationOf(window)).toBeNull();
  });

  it('reads the logged-in customer and the cart, and has no consent to wait for', async () => {
    const env = {
      window: shopWindow({
        platform: 'hookline',
        customerId: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
        getCart: () => ({ itemCount: 3, total: 56, productIds: ['12', '31'], lineIds: ['12', '31:4'] }),
      }),
    } as unknown as LoaderEnv;
    const adapter = createStoreAdapter(env);
    expect(adapter.integration).toBe('hookline');
    expect(adapter.customerId()).toBe('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f');
    expect(await adapter.cartFields()).toEqual({
      cart_total_items: '3',
      cart_total_price: '56.00',
      // Variation ids (a line is product:variation) and product ids, as on the other stores.
      cart_products_ids_list: '4',
      cart_products_org_ids_list: '12,31',
    });
    let went = false;
    adapter.whenConsented(
      () => (went = true),
      () => undefined,
    );
    expect(went).toBe(true);
  });

  it('answers a guest with an empty id', () => {
    const adapter = createStoreAdapter({
      window: shopWindow({ platform: 'hookline', customerId: null }),
    } as unknown as LoaderEnv);
    expect(adapter.customerId()).toBe('');
  });
});
