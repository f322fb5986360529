import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createCoupon,
  createSiteWithLightbox,
  eq,
  shopTables as t,
  siteIdOfClient,
  tables,
  type Database,
} from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { DEMO_CLIENT_ID } from '../seed/demo.ts';
import { formBody } from '../testing.ts';
import { Shopper, productId, shopTestApp } from './testing.ts';

const API = '/api/shop';
const billing = {
  billing_first_name: 'Ann',
  billing_last_name: 'Shopper',
  billing_email: 'ann@example.com',
  billing_address_1: '1 Market St',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
  billing_country: 'GB',
  payment_method: 'cod',
};

describe.each(testDatabases())('shop coupons, totals and orders on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let siteId: string;
  let popupId: string;
  let otherSiteId: string;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
    const db = database.db;
    const existing = await siteIdOfClient(db, DEMO_CLIENT_ID);
    if (existing) {
      siteId = existing;
      const [popup] = await db.select().from(tables.popups).where(eq(tables.popups.siteId, siteId)).limit(1);
      popupId = popup!.id;
    } else {
      const demo = await createSiteWithLightbox(db, { clientId: DEMO_CLIENT_ID });
      siteId = demo.site.id;
      popupId = demo.popup.id;
    }
    otherSiteId = (await createSiteWithLightbox(db, { accountName: `Other ${uniqueSuffix()}` })).site.id;
  });
  afterAll(() => app.close());

  const coupon = (code: string, over: Partial<Parameters<typeof createCoupon>[1]> = {}) =>
    createCoupon(database.db, { siteId, code, kind: 'percent', amount: 10, ...over });

  /** A shopper with a $68 platter in the cart. */
  async function shopperWithPlatter() {
    const shopper = new Shopper(app);
    const platter = await productId(database, 'serving-platter');
    await shopper.form(`${API}/add_to_cart`, { product_id: String(platter) });
    return shopper;
  }

  it('applies a percent coupon in the cart, ships free over $50, and puts both on the order', async () => {
    const code = `save10-${uniqueSuffix()}`;
    await coupon(code);
    const shopper = await shopperWithPlatter();
    const applied = await shopper.form(`${API}/apply_coupon`, { coupon_code: code.toUpperCase() });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe('Coupon code applied successfully.');
    expect(applied.json().cart.totals).toMatchObject({
      subtotalCents: 6800,
      discountCents: 680,
      shippingCents: 0,
      freeShipping: true,
      totalCents: 6120,
    });
    const again = await shopper.form(`${API}/apply_coupon`, { coupon_code: code });
    expect(again.json().message).toBe('Coupon code already applied!');

    const placed = await shopper.form(`${API}/checkout`, { ...billing, order_total_cents: '6120' });
    expect(placed.statusCode).toBe(201);
    const [order] = await database.db.select().from(t.orders).where(eq(t.orders.id, placed.json().order_id));
    expect(order).toMatchObject({
      subtotalCents: 6800,
      discountCents: 680,
      shippingCents: 0,
      totalCents: 6120,
    });
    expect(order!.coupons).toEqual([{ code, discountCents: 680 }]);

    // The order-received address survives a reload, and needs its key.
    const url = placed.json().order_received_url as string;
    expect(url).toMatch(/^\/checkout\/order-received\/\d+\?key=wc_order_/);
    for (let i = 0; i < 2; i++) {
      const page = await shopper.get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Thank you. Your order has been received.');
      expect(page.body).toContain(`Coupon: <!-- -->${code}`);
      expect(page.body).toContain('Cash on delivery');
    }
    expect((await new Shopper(app).get(url.replace(/key=.*/, 'key=wc_order_wrong'))).statusCode).toBe(404);
  });

  it('charges the flat rate under $50', async () => {
    const shopper = new Shopper(app);
    const cup = await productId(database, 'espresso-cup');
    const added = await shopper.form(`${API}/add_to_cart`, { product_id: String(cup) });
    expect(added.json().cart.totals).toMatchObject({
      subtotalCents: 1600,
      shippingCents: 500,
      totalCents: 2100,
    });
  });

  it('refuses an expired coupon, one under its minimum spend, and a code of another site', async () => {
    const expired = `old-${uniqueSuffix()}`;
    await coupon(expired, { expiresAt: new Date(Date.now() - 60_000) });
    const big = `big-${uniqueSuffix()}`;
    await coupon(big, { minSpendCents: 10_000 });
    const foreign = `theirs-${uniqueSuffix()}`;
    await createCoupon(database.db, { siteId: otherSiteId, code: foreign, kind: 'fixed_cart', amount: 500 });
    const shopper = await shopperWithPlatter();
    const cases: [string, string][] = [
      [expired, 'This coupon has expired.'],
      [big, 'The minimum spend for this coupon is $100.00.'],
      [foreign, `Coupon "${foreign}" cannot be applied because it does not exist.`],
    ];
    for (const [code, message] of cases) {
      const response = await shopper.form(`${API}/apply_coupon`, { coupon_code: code });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().message).toBe(message);
    }
    const cart = (await shopper.get(`${API}/cart`)).json().cart;
    expect(cart.totals.discountCents).toBe(0);
  });

  it('refuses a coupon used past its limit, at checkout too, and once per customer', async () => {
    const code = `once-${uniqueSuffix()}`;
    await coupon(code, { kind: 'fixed_cart', amount: 500, usageLimit: 1 });
    const first = await shopperWithPlatter();
    const second = await shopperWithPlatter();
    // Both apply it while it is unused; the first order takes the only use.
    expect((await first.form(`${API}/apply_coupon`, { coupon_code: code })).statusCode).toBe(200);
    expect((await second.form(`${API}/apply_coupon`, { coupon_code: code })).statusCode).toBe(200);
    expect((await first.form(`${API}/checkout`, billing)).statusCode).toBe(201);
    const late = await second.form(`${API}/checkout`, { ...billing, billing_email: 'bo@example.com' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('Coupon usage limit has been reached.');
    const [row] = await database.db.select().from(t.shopCoupons).where(eq(t.shopCoupons.code, code));
    expect(row!.usageCount).toBe(1);
    const third = await shopperWithPlatter();
    expect((await third.form(`${API}/apply_coupon`, { coupon_code: code })).json().message).toBe(
      'Coupon usage limit has been reached.',
    );

    const perCustomer = `mine-${uniqueSuffix()}`;
    await coupon(perCustomer, { usageLimitPerCustomer: 1 });
    const buyer = await shopperWithPlatter();
    await buyer.form(`${API}/apply_coupon`, { coupon_code: perCustomer });
    expect(
      (await buyer.form(`${API}/checkout`, { ...billing, billing_email: 'cy@example.com' })).statusCode,
    ).toBe(201);
    const platter = await productId(database, 'serving-platter');
    await buyer.form(`${API}/add_to_cart`, { product_id: String(platter) });
    await buyer.form(`${API}/apply_coupon`, { coupon_code: perCustomer });
    const twice = await buyer.form(`${API}/checkout`, { ...billing, billing_email: 'CY@example.com' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('You have already used this coupon');
  });

  it('refuses an order whose total was tampered with, and ignores a posted price', async () => {
    const shopper = new Shopper(app);
    const cup = await productId(database, 'espresso-cup');
    const added = await shopper.form(`${API}/add_to_cart`, {
      product_id: String(cup),
      price: '1',
      line_total: '1',
    });
    expect(added.json().cart.totals.subtotalCents).toBe(1600);
    const tampered = await shopper.form(`${API}/checkout`, { ...billing, order_total_cents: '100' });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error).toBe('cart_changed');
    const orders = await database.db.select().from(t.orders).where(eq(t.orders.totalCents, 100));
    expect(orders).toHaveLength(0);
    const honest = await shopper.form(`${API}/checkout`, {
      ...billing,
      order_total_cents: '2100',
      total_cents: '1',
    });
    expect(honest.statusCode).toBe(201);
    expect(honest.json().total_cents).toBe(2100);
  });

  it('refuses a postcode that does not fit its country, and a country that is not a code', async () => {
    const shopper = await shopperWithPlatter();
    const zip = await shopper.form(`${API}/checkout`, {
      ...billing,
      billing_country: 'US',
      billing_postcode: 'ABC',
    });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toContain('Please enter a valid postcode / ZIP (for example 94103).');
    const name = await shopper.form(`${API}/checkout`, { ...billing, billing_country: 'Narnia' });
    expect(name.statusCode).toBe(400);
  });

  it('attributes an order to the popup its shopper converted on, by email, within the window', async () => {
    const email = `lead-${uniqueSuffix()}@example.com`;
    const [conversion] = await database.db
      .insert(tables.conversions)
      .values({ siteId, popupId, email, fields: { email }, payload: {} })
      .returning();
    const shopper = await shopperWithPlatter();
    const placed = await shopper.form(`${API}/checkout`, { ...billing, billing_email: email });
    const [order] = await database.db.select().from(t.orders).where(eq(t.orders.id, placed.json().order_id));
    expect(order!.attributedPopupId).toBe(popupId);
    expect(order!.attributedConversionId).toBe(conversion!.id);

    const stranger = await shopperWithPlatter();
    const other = await stranger.form(`${API}/checkout`, { ...billing, billing_email: `x-${email}` });
    const [unattributed] = await database.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, other.json().order_id));
    expect(unattributed!.attributedPopupId).toBeNull();
  });

  /** Converts on a popup with "Unique code per lead" of `site`, answering the conversion's code. */
  async function uniqueCode(
    target: { clientId: string; siteId: string },
    fields: Record<string, string> = {},
  ) {
    const [popup] = await database.db
      .update(tables.popups)
      .set({
        designProperties: {
          coupon: { coupon_type: 'code', code: 'WELCOME', unique: { kind: 'fixed_cart', amount: 1000 } },
        },
      })
      .where(eq(tables.popups.siteId, target.siteId))
      .returning();
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/conversion/${popup!.viewerId}`,
      ...formBody({
        poptin_id: popup!.publicId,
        client_id: target.clientId,
        email: 'lead@example.com',
        ...fields,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { conversion_id: string; coupon_code: string };
  }

  it('takes a popup conversion’s unique code once: a second order is refused with the usage-limit text', async () => {
    const { coupon_code: code } = await uniqueCode({ clientId: DEMO_CLIENT_ID, siteId });
    const first = await shopperWithPlatter();
    const second = await shopperWithPlatter();
    const applied = await first.form(`${API}/apply_coupon`, { coupon_code: code });
    expect(applied.json().message).toBe('Coupon code applied successfully.');
    expect(applied.json().cart.totals).toMatchObject({ discountCents: 1000, totalCents: 5800 });
    expect((await second.form(`${API}/apply_coupon`, { coupon_code: code.toLowerCase() })).statusCode).toBe(
      200,
    );
    const placed = await first.form(`${API}/checkout`, { ...billing, order_total_cents: '5800' });
    expect(placed.statusCode).toBe(201);
    const late = await second.form(`${API}/checkout`, { ...billing, billing_email: 'late@example.com' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`${code}: Coupon usage limit has been reached.`);
    const third = await shopperWithPlatter();
    expect((await third.form(`${API}/apply_coupon`, { coupon_code: code })).json().message).toBe(
      'Coupon usage limit has been reached.',
    );
  });

  it('refuses a unique code another site’s popup handed out', async () => {
    const other = await createSiteWithLightbox(database.db, { accountName: `Theirs ${uniqueSuffix()}` });
    const { coupon_code: code } = await uniqueCode({ clientId: other.site.clientId, siteId: other.site.id });
    const shopper = await shopperWithPlatter();
    const refused = await shopper.form(`${API}/apply_coupon`, { coupon_code: code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Coupon "${code}" cannot be applied because it does not exist.`);
  });

  it('attributes an order to the popup by the pixel’s visitor id within the window, not after it', async () => {
    const visitor = `V${uniqueSuffix().replace(/[^A-Za-z0-9]/g, '')}abcdefghijklmnop`.slice(0, 16);
    const { conversion_id } = await uniqueCode(
      { clientId: DEMO_CLIENT_ID, siteId },
      { email: `lead-${uniqueSuffix()}@example.com`, visitor_id: visitor },
    );
    const orderOf = async (placed: { json(): { order_id: number } }) =>
      (await database.db.select().from(t.orders).where(eq(t.orders.id, placed.json().order_id)))[0]!;
    // Another email at checkout, the same browser: attributed to the conversion.
    const shopper = await shopperWithPlatter();
    const placed = await shopper.form(`${API}/checkout`, {
      ...billing,
      billing_email: `someone-${uniqueSuffix()}@example.com`,
      hookline_visitor_id: visitor,
    });
    expect(placed.statusCode).toBe(201);
    expect(await orderOf(placed)).toMatchObject({
      attributedPopupId: popupId,
      attributedConversionId: BigInt(conversion_id),
      visitorId: visitor,
    });
    // Another browser is not.
    const stranger = await shopperWithPlatter();
    const theirs = await stranger.form(`${API}/checkout`, {
      ...billing,
      billing_email: `other-${uniqueSuffix()}@example.com`,
      hookline_visitor_id: 'ZZZZZZZZZZZZZZZZ',
    });
    expect((await orderOf(theirs)).attributedPopupId).toBeNull();
    // Past the 30-day window the same visitor's order is not attributed.
    await database.db
      .update(tables.conversions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(tables.conversions.id, BigInt(conversion_id)));
    const later = await shopperWithPlatter();
    const late = await later.form(`${API}/checkout`, {
      ...billing,
      billing_email: `again-${uniqueSuffix()}@example.com`,
      hookline_visitor_id: visitor,
    });
    expect((await orderOf(late)).attributedPopupId).toBeNull();
  });

  it('updates quantities from the cart page; 0 removes; bounds are kept', async () => {
    const shopper = new Shopper(app);
    const cup = await productId(database, 'espresso-cup');
    const jar = await productId(database, 'cold-brew-jar');
    await shopper.form(`${API}/add_to_cart`, { product_id: String(cup) });
    const cart = (await shopper.form(`${API}/add_to_cart`, { product_id: String(jar) })).json().cart;
    const [cupLine, jarLine] = cart.items;
    const updated = await shopper.form(`${API}/update_cart`, {
      [`cart[${cupLine.key}][qty]`]: '3',
      [`cart[${jarLine.key}][qty]`]: '0',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    const tooMany = await shopper.form(`${API}/add_to_cart`, { product_id: String(jar) });
    const key = tooMany.json().cart.items[1].key;
    const refused = await shopper.form(`${API}/update_cart`, { [`cart[${key}][qty]`]: '5' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Only 3 left in stock.');
  });
});
