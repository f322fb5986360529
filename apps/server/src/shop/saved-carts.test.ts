import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, shopTables as t, type Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { NOTICE_COOKIE } from './notices.ts';
import { Shopper, productId, shopTestApp } from './testing.ts';

const API = '/api/shop';

/** WooCommerce's persistent cart: a logged-in customer's cart follows them to any browser. */
describe.each(testDatabases())('saved carts on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let espresso: number;
  let trivet: number;
  let candle: number;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
    espresso = await productId(database, 'espresso-cup');
    trivet = await productId(database, 'oak-trivet');
    candle = await productId(database, 'beeswax-candle');
  });
  afterAll(() => app.close());

  const lines = async (shopper: Shopper) =>
    Object.fromEntries(
      ((await shopper.get(`${API}/cart`)).json().cart.items as { productId: number; quantity: number }[]).map(
        (i) => [i.productId, i.quantity],
      ),
    );

  it('follows the customer to a second browser, merged with what they added there as a guest', async () => {
    const email = `saved-${uniqueSuffix()}@example.com`;
    const first = new Shopper(app);
    expect(
      (await first.json(`${API}/customer/register`, { email, password: 'long enough' })).statusCode,
    ).toBe(201);
    await first.json(`${API}/add_to_cart`, { product_id: espresso, quantity: 2 });
    await first.json(`${API}/add_to_cart`, { product_id: trivet, quantity: 1 });

    const second = new Shopper(app);
    await second.json(`${API}/add_to_cart`, { product_id: candle, quantity: 1 });
    await second.json(`${API}/add_to_cart`, { product_id: trivet, quantity: 3 });
    expect((await second.json(`${API}/customer/login`, { email, password: 'long enough' })).statusCode).toBe(
      200,
    );
    // The guest's quantity wins for a product in both carts, as WooCommerce merges.
    const merged = { [espresso]: 2, [trivet]: 3, [candle]: 1 };
    expect(await lines(second)).toEqual(merged);
    // The first browser sees the same cart, and a change in one shows in the other.
    expect(await lines(first)).toEqual(merged);
    await first.json(`${API}/add_to_cart`, { product_id: espresso, quantity: 1 });
    expect((await lines(second))[espresso]).toBe(3);

    // Logged out, the browser's cart is its own again (empty: its guest lines went to the saved cart).
    expect((await second.json(`${API}/customer/logout`, {})).statusCode).toBe(204);
    expect(await lines(second)).toEqual({});
    expect(await lines(first)).toEqual({ ...merged, [espresso]: 3 });
  });

  it('keeps merged quantities within what may be bought, and tells the shopper what changed', async () => {
    const email = `merge-${uniqueSuffix()}@example.com`;
    const jar = await productId(database, 'cold-brew-jar');
    const saved = new Shopper(app);
    await saved.json(`${API}/customer/register`, { email, password: 'long enough' });
    await saved.json(`${API}/add_to_cart`, { product_id: espresso, quantity: 1 });
    await saved.json(`${API}/customer/logout`, {});
    const guest = new Shopper(app);
    await guest.json(`${API}/add_to_cart`, { product_id: jar, quantity: 3 });
    await guest.json(`${API}/add_to_cart`, { product_id: trivet, quantity: 2 });
    // Meanwhile the stock ran low: 2 jars left, trivets sold one per order, espresso cups sold out.
    const set = (id: number, change: Partial<typeof t.products.$inferInsert>) =>
      database.db.update(t.products).set(change).where(eq(t.products.id, id));
    await set(jar, { maxQty: 2 });
    await set(trivet, { soldIndividually: true });
    await set(espresso, { inStock: false });
    try {
      const login = await guest.json(`${API}/customer/login`, { email, password: 'long enough' });
      expect(login.statusCode).toBe(200);
      expect(await lines(guest)).toEqual({ [jar]: 2, [trivet]: 1 });
      const notices = JSON.parse(guest.cookies.get(NOTICE_COOKIE) ?? '[]') as {
        type: string;
        text: string;
      }[];
      expect(notices).toEqual([
        {
          type: 'error',
          text: '“Espresso Cup” has been removed from your cart because it can no longer be purchased. Please contact us if you need assistance.',
        },
        {
          type: 'error',
          text: 'Sorry, we do not have enough “Cold Brew Jar” in stock to fulfill your order (2 available). Your cart now holds 2.',
        },
        { type: 'error', text: 'You can only have 1 “Oak Trivet” in your cart.' },
      ]);
      // The next page shows them, once.
      const page = await guest.get('/cart');
      expect(page.body).toContain('You can only have 1 “Oak Trivet” in your cart.');
      expect((await guest.get('/cart')).body).not.toContain('You can only have 1');
    } finally {
      await set(jar, { maxQty: 3 });
      await set(trivet, { soldIndividually: false });
      await set(espresso, { inStock: true });
    }
  });

  it('never shows one customer the cart of another', async () => {
    const [a, b] = [`a-${uniqueSuffix()}@example.com`, `b-${uniqueSuffix()}@example.com`];
    const ann = new Shopper(app);
    await ann.json(`${API}/customer/register`, { email: a, password: 'long enough' });
    await ann.json(`${API}/add_to_cart`, { product_id: candle, quantity: 1 });
    const ben = new Shopper(app);
    await ben.json(`${API}/customer/register`, { email: b, password: 'long enough' });
    expect(await lines(ben)).toEqual({});
    // Ben logging in on Ann's browser after she logged out does not take her saved cart.
    await ann.json(`${API}/customer/logout`, {});
    expect((await ann.json(`${API}/customer/login`, { email: b, password: 'long enough' })).statusCode).toBe(
      200,
    );
    expect(await lines(ann)).toEqual({});
  });
});
