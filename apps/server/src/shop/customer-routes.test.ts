import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { shopTables as t, eq, type Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { Shopper, productId, shopTestApp, variationId } from './testing.ts';

const API = '/api/shop';

const billing = {
  billing_first_name: 'Ann',
  billing_last_name: 'Lee',
  billing_email: 'ann@example.com',
  billing_phone: '',
  billing_address_1: '1 Main St',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
  billing_country: 'GB',
  payment_method: 'cod',
};

describe.each(testDatabases())('shop customers and checkout on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let espresso: number;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
    espresso = await productId(database, 'espresso-cup');
  });
  afterAll(() => app.close());

  it('registers a customer with a session cookie; the email cannot register twice', async () => {
    const email = `reg-${uniqueSuffix()}@example.com`;
    const shopper = new Shopper(app);
    const response = await shopper.json(`${API}/customer/register`, {
      email,
      password: 'long enough',
      name: 'Reg',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().customer).toMatchObject({ email, name: 'Reg' });
    expect(String(response.headers['set-cookie'])).toMatch(/hl_customer=.*HttpOnly.*SameSite=Lax/);
    expect((await shopper.get(`${API}/customer`)).json().customer.email).toBe(email);

    const twice = await new Shopper(app).json(`${API}/customer/register`, {
      email: email.toUpperCase(),
      password: 'long enough',
    });
    expect(twice.statusCode).toBe(409);
  });

  it.each([
    ['a short password', { email: 'short@example.com', password: 'short' }, /8 characters/],
    ['a bad email', { email: 'nope', password: 'long enough' }, /email/],
  ])('refuses registration with %s', async (_name, body, message) => {
    const response = await new Shopper(app).json(`${API}/customer/register`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('limits registrations per address, counting refused ones too', async () => {
    const register = (email: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/customer/register`,
        remoteAddress: '10.77.0.1',
        headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
        payload: JSON.stringify({ email, password: 'long enough' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await register(`flood-${i}-${uniqueSuffix()}@example.com`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('logs in, refuses a wrong password, and logs out', async () => {
    const email = `login-${uniqueSuffix()}@example.com`;
    await new Shopper(app).json(`${API}/customer/register`, { email, password: 'correct horse' });
    const wrong = await new Shopper(app).json(`${API}/customer/login`, { email, password: 'wrong horse' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await new Shopper(app).json(`${API}/customer/login`, {
      email: 'nobody@example.com',
      password: 'x',
    });
    expect(unknown.statusCode).toBe(401);

    const shopper = new Shopper(app);
    const login = await shopper.form(`${API}/customer/login`, { email, password: 'correct horse' });
    expect(login.statusCode).toBe(200);
    expect((await shopper.get(`${API}/customer`)).statusCode).toBe(200);
    expect((await shopper.form(`${API}/customer/logout`, {})).statusCode).toBe(204);
    expect((await shopper.get(`${API}/customer`)).statusCode).toBe(401);
  });

  it('places a cash-on-delivery order with attribution, empties the cart, and lists it in my account', async () => {
    const shopper = new Shopper(app);
    const email = `buyer-${uniqueSuffix()}@example.com`;
    await shopper.json(`${API}/customer/register`, { email, password: 'long enough' });
    const mug = await productId(database, 'stoneware-mug');
    const white8 = await variationId(database, 'stoneware-mug', {
      attribute_pa_colour: 'White',
      attribute_pa_size: '8 oz',
    });
    await shopper.form(`${API}/add_to_cart`, { product_id: String(espresso), quantity: '2' });
    await shopper.form(`${API}/add_to_cart`, { product_id: String(mug), variation_id: String(white8) });

    const response = await shopper.form(`${API}/checkout`, {
      ...billing,
      billing_email: email,
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_session_pages: '3',
      wc_order_attribution_unknown: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'processing',
      payment_method: 'cod',
      total_cents: 5600,
      cart_hash: '',
    });
    expect(body.cart.items).toHaveLength(0);

    const [order] = await database.db.select().from(t.orders).where(eq(t.orders.id, body.order_id));
    expect(order!.attribution).toEqual({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      session_pages: '3',
    });
    expect(order!.billing).toMatchObject({ firstName: 'Ann', city: 'Leeds', email });
    const account = (await shopper.get(`${API}/customer`)).json();
    expect(account.orders[0]).toMatchObject({ id: body.order_id, total_cents: 5600 });
    expect(account.orders[0].items.map((i: { name: string }) => i.name).sort()).toEqual([
      'Espresso Cup',
      'Stoneware Mug – Colour: White, Size: 8 oz',
    ]);
  });

  it.each([
    ['an empty cart', {}, 409, /cart is empty/],
    ['a card payment', { payment_method: 'card' }, 400, /payment_method/],
    ['a missing city', { billing_city: '' }, 400, /billing_city/],
    ['a bad email', { billing_email: 'x' }, 400, /billing_email/],
  ])('refuses checkout with %s, writing nothing', async (name, override, status, message) => {
    const shopper = new Shopper(app);
    if (name !== 'an empty cart') await shopper.form(`${API}/add_to_cart`, { product_id: String(espresso) });
    const before = (await database.db.select().from(t.orders)).length;
    const response = await shopper.form(`${API}/checkout`, { ...billing, ...override });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect((await database.db.select().from(t.orders)).length).toBe(before);
    if (name !== 'an empty cart') expect((await shopper.get(`${API}/cart`)).json().cart.itemCount).toBe(1);
  });
});
