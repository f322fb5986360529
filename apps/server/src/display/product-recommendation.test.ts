import { expect, it } from 'vitest';
import { eq, tables } from '@hookline/db';
import { emailFormContent, ZProductRecommendationResponse } from '@hookline/schema';
import { adminSuite } from '../admin/testing.ts';

adminSuite('Shopify product recommendations', (suite) => {
  const ask = (popupId: string, body: unknown) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/display/shopify/product-recommendation/${popupId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('answers the block’s products as Shopify product JSON, by category', async () => {
    const content = emailFormContent();
    content.main.blocks.push({
      type: 'products',
      category: 'manual',
      count: 3,
      buttons_action: 'add_to_cart',
      button_label: 'Add',
      manual_products: [
        {
          product_id: '7001',
          variant_id: '39001',
          title: 'Blue mug',
          desc: '<p>Blue</p>',
          image: '',
          handle: 'blue-mug',
          price: 30,
          compare_at_price: 40,
          currency: 'EUR',
        },
        {
          product_id: '7002',
          variant_id: '39002',
          title: 'Green mug',
          desc: '',
          image: '/m.png',
          handle: 'green-mug',
          price: 15,
          currency: 'EUR',
        },
      ],
    });
    await suite.database.db
      .update(tables.popups)
      .set({ content })
      .where(eq(tables.popups.id, suite.owner.popup.id));
    await suite.ctx.sites.changed(suite.owner.site.clientId);

    const manual = ZProductRecommendationResponse.parse(
      (await ask(suite.owner.popup.publicId, { category: 'manual', count: 3 })).json(),
    );
    expect(manual.currency).toBe('EUR');
    expect(manual.data.products.map((product) => product.title)).toEqual(['Blue mug', 'Green mug']);
    expect(manual.data.products[0]).toEqual({
      id: 7001,
      title: 'Blue mug',
      body_html: '<p>Blue</p>',
      handle: 'blue-mug',
      image: null,
      variants: [{ id: 39001, price: '30.00', compare_at_price: '40.00', inventory_quantity: null }],
    });
    const inCart = ZProductRecommendationResponse.parse(
      (
        await ask(suite.owner.popup.publicId, {
          category: 'product_in_cart',
          count: 3,
          product_ids: ['7002'],
        })
      ).json(),
    );
    expect(inCart.data.products.map((product) => product.id)).toEqual([7002]);
    // `manual_products` (the ids the pixel read from the block) pick and order the owner's list; an
    // id the owner did not list is not answered.
    const named = ZProductRecommendationResponse.parse(
      (
        await ask(suite.owner.popup.publicId, {
          category: 'manual',
          count: 3,
          manual_products: ['7002', '9999', '7001'],
        })
      ).json(),
    );
    expect(named.data.products.map((product) => product.id)).toEqual([7002, 7001]);
    const viewed = ZProductRecommendationResponse.parse(
      (
        await ask(suite.owner.popup.publicId, {
          category: 'last_visited',
          count: 3,
          manual_products: ['7001', '7002'],
          product_ids: ['7002', '5555'],
        })
      ).json(),
    );
    expect(viewed.data.products.map((product) => product.id)).toEqual([7002]);
  });

  it.each([
    ['an unknown category', { category: 'bestsellers', count: 3 }],
    ['more than 4 products', { category: 'manual', count: 5 }],
    ['ids that are not Shopify ids', { category: 'product_in_cart', count: 2, product_ids: ['x<y'] }],
    ['manual_products that are handles', { category: 'manual', count: 2, manual_products: ['blue-mug'] }],
    ['manual_products as a comma list', { category: 'manual', count: 2, manual_products: '7001,7002' }],
    ['51 manual_products', { category: 'manual', count: 2, manual_products: Array(51).fill('7001') }],
  ])('refuses %s (400)', async (_, body) => {
    const response = await ask(suite.owner.popup.publicId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers 404 for a popup without a product block', async () => {
    const response = await ask(suite.other.popup.publicId, { category: 'manual', count: 3 });
    expect(response.statusCode).toBe(404);
  });
});
