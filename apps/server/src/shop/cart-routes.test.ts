import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { shopTables as t, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { Shopper, productId, shopTestApp, variationId } from './testing.ts';
import { guardHeaders } from '../http/request-guard.ts';

const API = '/api/shop';

describe.each(testDatabases())('shop cart API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let ids: { espresso: number; mug: number; kettle: number; candle: number; filters: number; jar: number };
  let blue12: number;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
    ids = {
      espresso: await productId(database, 'espresso-cup'),
      mug: await productId(database, 'stoneware-mug'),
      kettle: await productId(database, 'gooseneck-kettle'),
      candle: await productId(database, 'beeswax-candle'),
      filters: await productId(database, 'coffee-filters'),
      jar: await productId(database, 'cold-brew-jar'),
    };
    blue12 = await variationId(database, 'stoneware-mug', {
      attribute_pa_colour: 'Blue',
      attribute_pa_size: '12 oz',
    });
  });
  afterAll(() => app.close());

  const rowCount = async () => (await database.db.select().from(t.cartItems)).length;

  it('adds a simple product and answers fragments, cart_hash and the cart; the cookie is httpOnly', async () => {
    const shopper = new Shopper(app);
    const response = await shopper.form(`${API}/add_to_cart`, {
      product_id: String(ids.espresso),
      quantity: '2',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    expect(body.cart).toMatchObject({ itemCount: 2, totalCents: 3200, hash: body.cart_hash });
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('Espresso Cup');
    expect(body.fragments['span.cart-count']).toContain('>2<');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/hl_cart=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const again = await shopper.json(`${API}/add_to_cart`, { product_id: ids.espresso, quantity: 1 });
    expect(again.json().cart.items).toHaveLength(1);
    expect(again.json().cart.itemCount).toBe(3);
    expect(again.json().cart_hash).not.toBe(body.cart_hash);
  });

  it('adds a variation with its attributes; the same choice raises one line', async () => {
    const shopper = new Shopper(app);
    const fields = {
      product_id: String(ids.mug),
      variation_id: String(blue12),
      quantity: '2',
      attribute_pa_colour: 'Blue',
      attribute_pa_size: '12 oz',
    };
    const first = await shopper.form(`${API}/add_to_cart`, fields);
    expect(first.statusCode).toBe(200);
    const [item] = first.json().cart.items;
    expect(item).toMatchObject({
      productId: ids.mug,
      variationId: blue12,
      quantity: 2,
      unitPriceCents: 2800,
      variation: [
        { label: 'Colour', value: 'Blue' },
        { label: 'Size', value: '12 oz' },
      ],
    });
    const second = await shopper.form(`${API}/add_to_cart`, fields);
    expect(second.json().cart.items).toHaveLength(1);
    expect(second.json().cart.items[0].quantity).toBe(4);
  });

  it('matches the variation from the attributes of a form posted without scripts, then redirects', async () => {
    const shopper = new Shopper(app);
    const response = await shopper.form(
      `${API}/add_to_cart`,
      { product_id: String(ids.mug), quantity: '1', attribute_pa_colour: 'White', attribute_pa_size: '8 oz' },
      { accept: 'text/html' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    const cart = await shopper.get(`${API}/cart`);
    expect(cart.json().cart.items[0].variation).toEqual([
      { label: 'Colour', value: 'White' },
      { label: 'Size', value: '8 oz' },
    ]);
  });

  it.each([
    ['an unknown product', () => ({ product_id: '999999' }), 404, /not found/, false],
    ['a product id that is not a number', () => ({ product_id: 'abc' }), 400, /product_id/, false],
    [
      'a quantity of zero',
      () => ({ product_id: String(ids.espresso), quantity: '0' }),
      400,
      /quantity/,
      false,
    ],
    ['an out-of-stock product', () => ({ product_id: String(ids.kettle) }), 422, /out of stock/, true],
    [
      'a variable product without options',
      () => ({ product_id: String(ids.mug) }),
      422,
      /choose product options/,
      true,
    ],
    [
      'a variation of another product',
      () => ({ product_id: String(ids.mug), variation_id: '999999' }),
      404,
      /Variation 999999/,
      true,
    ],
    [
      'an attribute value that contradicts the variation',
      () => ({ product_id: String(ids.mug), variation_id: String(blue12), attribute_pa_colour: 'White' }),
      422,
      /does not match/,
      true,
    ],
    [
      'fewer than the variation minimum',
      () => ({ product_id: String(ids.mug), variation_id: String(blue12), quantity: '1' }),
      422,
      /minimum quantity/,
      true,
    ],
    [
      'more than the variation maximum',
      () => ({ product_id: String(ids.mug), variation_id: String(blue12), quantity: '7' }),
      422,
      /Only 6 left in stock/,
      true,
    ],
    [
      'two of a product sold individually',
      () => ({ product_id: String(ids.candle), quantity: '2' }),
      422,
      /cannot add another/,
      true,
    ],
    [
      'fewer than a simple product minimum',
      () => ({ product_id: String(ids.filters), quantity: '1' }),
      422,
      /minimum/,
      true,
    ],
    [
      'more than a simple product maximum',
      () => ({ product_id: String(ids.jar), quantity: '4' }),
      422,
      /Only 3 left in stock/,
      true,
    ],
  ])(
    'refuses %s with a clear 4xx, writing nothing',
    async (_name, fields, status, message, hasProductUrl) => {
      const before = await rowCount();
      const shopper = new Shopper(app);
      const response = await shopper.form(`${API}/add_to_cart`, fields());
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body.error).toBeTruthy();
      expect(body.message).toMatch(message);
      if (hasProductUrl) expect(body.product_url).toMatch(/^\/product\/[a-z-]+$/);
      else expect(body.product_url).toBeUndefined();
      expect(await rowCount()).toBe(before);
    },
  );

  it('refuses an unavailable and an out-of-stock variation with the product url', async () => {
    const shopper = new Shopper(app);
    const tee = await productId(database, 'everyday-tee');
    const rustXxl = await variationId(database, 'everyday-tee', {
      attribute_pa_colour: 'Rust',
      attribute_pa_size: 'XXL',
    });
    const indigoXs = await variationId(database, 'everyday-tee', {
      attribute_pa_colour: 'Indigo',
      attribute_pa_size: 'XS',
    });
    const hidden = await shopper.form(`${API}/add_to_cart`, {
      product_id: String(tee),
      variation_id: String(rustXxl),
    });
    const sold = await shopper.form(`${API}/add_to_cart`, {
      product_id: String(tee),
      variation_id: String(indigoXs),
    });
    expect([hidden.statusCode, sold.statusCode]).toEqual([422, 422]);
    expect(hidden.json()).toMatchObject({ error: 'unavailable', product_url: '/product/everyday-tee' });
    expect(sold.json()).toMatchObject({ error: 'out_of_stock', product_url: '/product/everyday-tee' });
  });

  it('a plain form post that is refused redirects to the product page', async () => {
    const shopper = new Shopper(app);
    const response = await shopper.form(
      `${API}/add_to_cart`,
      { product_id: String(ids.kettle) },
      { accept: 'text/html' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/product/gooseneck-kettle');
  });

  it('refuses other content types and repeated keys', async () => {
    const text = await app.inject({
      method: 'POST',
      url: `${API}/add_to_cart`,
      headers: { 'content-type': 'text/plain', ...guardHeaders },
      payload: 'x',
    });
    expect(text.statusCode).toBe(415);
    const repeated = await app.inject({
      method: 'POST',
      url: `${API}/add_to_cart`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...guardHeaders },
      payload: `product_id=${ids.espresso}&product_id=${ids.mug}`,
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('removes a line by cart_item_key; a key not in the cart is a 404 that changes nothing', async () => {
    const shopper = new Shopper(app);
    const added = await shopper.form(`${API}/add_to_cart`, { product_id: String(ids.espresso) });
    await shopper.form(`${API}/add_to_cart`, { product_id: String(ids.jar) });
    const key: string = added.json().cart.items[0].key;

    const stranger = new Shopper(app);
    await stranger.form(`${API}/add_to_cart`, { product_id: String(ids.espresso) });
    const foreign = await stranger.form(`${API}/remove_from_cart`, { cart_item_key: 'f'.repeat(32) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/not in your cart/);

    const removed = await shopper.form(`${API}/remove_from_cart`, { cart_item_key: key });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().fragments['span.cart-count']).toContain('>1<');
    expect(removed.json().cart.items.map((i: { name: string }) => i.name)).toEqual(['Cold Brew Jar']);

    const again = await shopper.form(`${API}/remove_from_cart`, { cart_item_key: key });
    expect(again.statusCode).toBe(404);
    const bad = await shopper.form(`${API}/remove_from_cart`, { cart_item_key: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect((await stranger.get(`${API}/cart`)).json().cart.itemCount).toBe(1);
  });

  it('the remove link works without scripts and lands on the cart page', async () => {
    const shopper = new Shopper(app);
    const added = await shopper.form(`${API}/add_to_cart`, { product_id: String(ids.espresso) });
    const key = added.json().cart.items[0].key;
    const response = await shopper.get(`${API}/remove_from_cart?cart_item_key=${key}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    expect((await shopper.get(`${API}/cart`)).json()).toMatchObject({
      cart_hash: '',
      cart: { itemCount: 0 },
    });
  });

  it('answers an empty cart for a visitor without a cart cookie', async () => {
    const response = await app.inject({ method: 'GET', url: `${API}/cart` });
    expect(response.json()).toMatchObject({
      cart_hash: '',
      cart: { items: [], itemCount: 0, totalCents: 0 },
    });
  });
});
