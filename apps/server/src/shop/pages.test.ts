import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { Shopper, productId, shopTestApp } from './testing.ts';

/** The hydration data a page carries. */
const pageData = (html: string) =>
  JSON.parse(/<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);

describe.each(testDatabases())('server-rendered shop pages on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
  });
  afterAll(() => app.close());

  it('renders the listing with prices, sort and pages; the pixel is embedded', async () => {
    const response = await new Shopper(app).get('/shop?orderby=price');
    expect(response.statusCode).toBe(200);
    const { props } = pageData(response.body);
    expect(props.sort).toBe('price');
    expect(props.pages).toBeGreaterThan(1);
    const prices = props.products.map((p: { priceHtml: string }) =>
      Number(p.priceHtml.replace(/[^0-9.–]/g, '').split('–')[0]),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(response.body).toContain('<option value="price" selected="">');
    expect(response.body).toContain('id="hookline-pixel" src="/pixel.js?id=hooklinedemo1"');
    expect(response.body).toMatch(
      /class="button add_to_cart_button ajax_add_to_cart" data-product_id="\d+" data-quantity="1"/,
    );

    const page2 = pageData((await new Shopper(app).get('/shop?orderby=price&paged=2')).body).props;
    expect(page2.page).toBe(2);
    expect(page2.products[0].id).not.toBe(props.products[0].id);
    const bad = pageData((await new Shopper(app).get('/shop?orderby=nonsense&paged=-3')).body).props;
    expect([bad.sort, bad.page]).toEqual(['menu_order', 1]);
  });

  it('renders a product page with its content before any script, variations preloaded up to 30', async () => {
    const response = await new Shopper(app).get('/product/stoneware-mug');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 class="product_title">Stoneware Mug</h1>');
    expect(response.body).toContain('Thrown on the wheel');
    expect(response.body).toContain('role="tablist"');
    const { props } = pageData(response.body);
    expect(props.product.variations).toHaveLength(6);

    const tee = pageData((await new Shopper(app).get('/product/everyday-tee')).body).props;
    expect(tee.product.variations).toBe(false);
    expect(tee.product.attributes.map((a: { name: string }) => a.name)).toEqual([
      'attribute_pa_colour',
      'attribute_pa_size',
    ]);
  });

  it('presets choices from attribute_ parameters, ignoring values the product does not have', async () => {
    const { props } = pageData(
      (await new Shopper(app).get('/product/stoneware-mug?attribute_pa_colour=Blue&attribute_pa_size=Huge'))
        .body,
    );
    expect(props.defaults).toEqual({ attribute_pa_colour: 'Blue', attribute_pa_size: '' });
  });

  it('answers 404 with a page for an unknown product', async () => {
    const response = await new Shopper(app).get('/product/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('renders the cart page and mini-cart from the cart cookie', async () => {
    const shopper = new Shopper(app);
    await shopper.form('/api/shop/add_to_cart', {
      product_id: String(await productId(database, 'espresso-cup')),
    });
    const html = (await shopper.get('/cart')).body;
    expect(html).toContain('class="shop_table cart"');
    expect(html).toMatch(/<span class="cart-count">1<\/span>/);
    expect(pageData(html).frame.cart.itemCount).toBe(1);
  });

  it('hides the store notice once its cookie is set', async () => {
    const shopper = new Shopper(app);
    expect((await shopper.get('/shop')).body).toContain('class="store-notice"');
    shopper.cookies.set('hl_store_notice', 'hidden');
    expect((await shopper.get('/shop')).body).not.toContain('class="store-notice"');
  });

  it('shows login and registration to guests, orders to customers', async () => {
    const guest = (await new Shopper(app).get('/my-account')).body;
    expect(guest).toContain('Log in');
    expect(guest).toContain('aria-label="Show password"');
    const shopper = new Shopper(app);
    await shopper.json('/api/shop/customer/register', {
      email: `acct-${uniqueSuffix()}@example.com`,
      password: 'long enough',
      name: 'Acct',
    });
    const html = (await shopper.get('/my-account')).body;
    expect(html).toContain('No order has been made yet.');
    expect(pageData(html).frame.customer.name).toBe('Acct');
  });
});
