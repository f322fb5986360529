import { expect, it } from 'vitest';
import { addPopup } from '@hookline/db';
import { cartChange, cartTriggerFires, cartTriggerSetting, type StoreCart } from '@hookline/rules';
import { formBody } from '../testing.ts';
import { adminSuite } from './testing.ts';

/**
 * A popup written from the spec (its cart trigger in `display_rules` under the spec's names) shows
 * on that cart trigger: the display answer carries it as the visitor script's `triggers.cart`.
 */
adminSuite('the spec’s cart-trigger names', (suite) => {
  const { call } = suite;
  /** The record the display API answers a visitor on localhost for `popupId`. */
  const displayedRecord = async (popupId: string) => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/display/${suite.owner.site.clientId}`,
      ...formBody({ domain: 'localhost' }),
    });
    const records = response.json().poptins as {
      poptin_id: string;
      triggers: unknown;
      display_rules: object;
    }[];
    return records.find((record) => record.poptin_id === popupId)!;
  };
  const emptyCart: StoreCart = { itemCount: 0, total: 0, lines: [] };
  const withHat: StoreCart = {
    itemCount: 1,
    total: 25,
    lines: [{ variantId: '4011', productId: '40', quantity: 1 }],
  };
  /** Whether the record's cart trigger goes off when the visitor adds a hat to an empty cart. */
  const firesOnAddingAHat = (record: { triggers: unknown }) => {
    const trigger = cartTriggerSetting((record.triggers as { cart?: unknown }).cart);
    return trigger !== null && cartTriggerFires(trigger, withHat, cartChange(emptyCart, withHat));
  };

  it('a popup created with them shows when a product is added to the cart', async () => {
    const created = await call('POST', `/api/admin/sites/${suite.owner.site.clientId}/popups`, {
      name: 'Cart offer',
      type: 'lightbox',
      display_rules: {
        shopify_cart_trigger_active: '1',
        shopify_cart_trigger_action: 'added_product',
        shopify_cart_trigger_products: '4011',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const popup = created.json() as { id: string; display_rules: object; triggers: object };
    // The editor reads the cart trigger where it edits it, and no name that nothing reads.
    expect(popup.display_rules).not.toHaveProperty('shopify_cart_trigger_active');
    expect(popup.triggers).toEqual({
      cart: {
        action: 'added_product',
        products: '4011',
        cart_spec_filter: 'greater_than',
        cart_spec_value: 0,
      },
    });
    await call('POST', `/api/admin/popups/${popup.id}/status`, { status: 'active' });
    expect(firesOnAddingAHat(await displayedRecord(popup.id))).toBe(true);
  });

  it('a popup saved with them in the editor shows on the cart trigger; a bad value is a 400 naming it', async () => {
    const read = await call('GET', `/api/admin/popups/${suite.owner.popup.publicId}`);
    const {
      id,
      viewer_id: _v,
      site: _s,
      status: _st,
      ab_test: _a,
      ab_test_parent_id: _p,
      created_at: _c,
      ...doc
    } = read.json() as Record<string, unknown> & { id: string; display_rules: object };
    const refused = await call('PUT', `/api/admin/popups/${id}`, {
      ...doc,
      display_rules: {
        ...doc.display_rules,
        shopify_cart_trigger_active: true,
        shopify_cart_trigger_action: 'checkout',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /display_rules\.shopify_cart_trigger_action: .*triggers\.cart\.action/,
    );

    const saved = await call('PUT', `/api/admin/popups/${id}`, {
      ...doc,
      display_rules: { ...doc.display_rules, wix_cart_trigger_active: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(firesOnAddingAHat(await displayedRecord(id))).toBe(true);
  });

  it('a popup stored with them before they were mapped shows on the cart trigger too', async () => {
    const stored = await addPopup(suite.database.db, suite.owner, {
      name: 'Old cart offer',
      displayRules: { shopify_cart_trigger_active: true, shopify_cart_trigger_action: 'added_product' },
      triggers: {},
    });
    await suite.ctx.sites.changed(suite.owner.site.clientId);
    const record = await displayedRecord(stored.publicId);
    expect(record.display_rules).not.toHaveProperty('shopify_cart_trigger_active');
    expect(firesOnAddingAHat(record)).toBe(true);
  });
});
