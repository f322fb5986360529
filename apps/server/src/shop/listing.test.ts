import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { Shopper, productId, shopTestApp } from './testing.ts';

const pageData = (html: string) =>
  JSON.parse(/<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
const names = (html: string) => pageData(html).props.products.map((p: { name: string }) => p.name);

describe.each(testDatabases())('shop listing addresses on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
  });
  afterAll(() => app.close());

  it('searches names, SKUs and descriptions; says when nothing matches; sorts the matches', async () => {
    const shopper = new Shopper(app);
    const byName = await shopper.get('/shop?s=linen');
    expect(byName.statusCode).toBe(200);
    expect(names(byName.body)).toEqual(
      expect.arrayContaining(['Linen Apron', 'Linen Napkins (4)', 'Linen Tablecloth']),
    );
    expect(byName.body).toContain('Search results: “linen”');
    const byDescription = names((await shopper.get('/shop?s=beeswax')).body);
    expect(byDescription).toEqual(['Beeswax Candle']);
    const sorted = pageData((await shopper.get('/shop?s=linen&orderby=price-desc')).body).props;
    expect(sorted.products[0].name).toBe('Linen Tablecloth');
    const wordpress = await shopper.get('/?s=beeswax&post_type=product');
    expect(wordpress.statusCode).toBe(200);
    expect(names(wordpress.body)).toEqual(['Beeswax Candle']);
    const none = await shopper.get('/shop?s=zzzz-nothing');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('No products were found matching your selection.');
    expect(names((await shopper.get('/shop?s=100%25')).body)).toEqual([]);
  });

  it('titles category pages with the category, at both addresses, with a category menu', async () => {
    const shopper = new Shopper(app);
    for (const url of ['/shop?category=coffee', '/product-category/coffee/']) {
      const response = await shopper.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Coffee</h1>');
      expect(response.body).toContain('<title>Coffee – Hookline Supply Co.</title>');
      expect(response.body).toContain('href="/product-category/linen/"');
      expect(names(response.body)).toContain('Cold Brew Jar');
      expect(names(response.body)).not.toContain('Linen Apron');
    }
    expect((await shopper.get('/product-category/no-such-thing/')).statusCode).toBe(404);
  });

  it('pages at /shop/page/N/ like ?paged=N, and answers 404 past the last page', async () => {
    const shopper = new Shopper(app);
    const paged = names((await shopper.get('/shop?paged=2')).body);
    const pretty = await shopper.get('/shop/page/2/');
    expect(pretty.statusCode).toBe(200);
    expect(names(pretty.body)).toEqual(paged);
    expect(pretty.body).toContain('href="/shop/"');
    const past = await shopper.get('/shop/page/3/');
    expect(past.statusCode).toBe(404);
    expect(past.headers['content-type']).toMatch(/text\/html/);
    expect(past.body).toContain('Page not found');
    expect((await shopper.get('/shop?paged=9')).statusCode).toBe(404);
    expect((await shopper.get('/product-category/coffee/page/2/')).statusCode).toBe(404);
  });

  it('answers every unknown address with the HTML 404 page, and the API with JSON', async () => {
    const shopper = new Shopper(app);
    for (const url of ['/no/such/page', '/wp-admin/setup.php', '/shop/extra/deep/path']) {
      const response = await shopper.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body).toContain('Back to the shop');
    }
    const api = await shopper.get('/api/shop/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
  });

  it('adds to the cart through the add-to-cart address, with a notice, and says why when refused', async () => {
    const shopper = new Shopper(app);
    const tote = await productId(database, 'canvas-tote');
    const added = await shopper.get(`/shop/page/2/?add-to-cart=${tote}`);
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/shop/page/2/');
    const page = await shopper.get('/shop/page/2/');
    expect(page.body).toContain('“Canvas Tote” has been added to your cart.');
    expect(pageData(page.body).frame.cart.itemCount).toBe(1);
    // Shown once.
    expect((await shopper.get('/shop/page/2/')).body).not.toContain('has been added');

    const candle = await productId(database, 'beeswax-candle');
    await shopper.get(`/shop?add-to-cart=${candle}`);
    const again = await shopper.get(`/shop?add-to-cart=${candle}`);
    expect(again.headers.location).toBe('/product/beeswax-candle');
    const product = await shopper.get('/product/beeswax-candle');
    expect(product.body).toContain('You cannot add another “Beeswax Candle” to your cart.');

    const jar = await productId(database, 'cold-brew-jar');
    await shopper.get(`/shop?add-to-cart=${jar}&quantity=5`);
    expect((await shopper.get('/product/cold-brew-jar')).body).toContain('Only 3 left in stock.');
  });

  it('a refused ajax add-to-cart leaves the reason for the product page, never a validation text', async () => {
    const shopper = new Shopper(app);
    const candle = await productId(database, 'beeswax-candle');
    const refused = await shopper.form('/api/shop/add_to_cart', { product_id: String(candle), quantity: '2' });
    expect(refused.statusCode).toBe(422);
    const product = await shopper.get(refused.json().product_url);
    expect(product.body).toContain('You cannot add another “Beeswax Candle” to your cart.');
    expect(product.body).not.toContain('Invalid body');
  });

  it('shows a price range for a variable product whose variations are fetched', async () => {
    const page = await new Shopper(app).get('/product/everyday-tee');
    const { props } = pageData(page.body);
    expect(props.product.variations).toBe(false);
    expect(props.product.priceHtml).toBe('$32.00 – $35.00');
  });
});
