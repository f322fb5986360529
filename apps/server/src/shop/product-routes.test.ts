import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { shopTables as t, eq, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { Shopper, productId, shopTestApp } from './testing.ts';

const API = '/api/shop';

describe.each(testDatabases())('shop product API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let tee: number;
  let mug: number;

  beforeAll(async () => {
    database = await open();
    app = await shopTestApp(database);
    tee = await productId(database, 'everyday-tee');
    mug = await productId(database, 'stoneware-mug');
  });
  afterAll(() => app.close());

  const getVariation = (fields: Record<string, string>) =>
    new Shopper(app).form(`${API}/get_variation`, fields);

  it('answers the variation record of spec section 3 for a full selection', async () => {
    const response = await getVariation({
      product_id: String(tee),
      custom_data: '',
      attribute_pa_colour: 'Sage',
      attribute_pa_size: 'XXL',
    });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(
      [
        'variation_id',
        'attributes',
        'sku',
        'weight',
        'weight_html',
        'dimensions',
        'dimensions_html',
        'image',
        'image_id',
        'variation_is_visible',
        'variation_is_active',
        'is_purchasable',
        'is_in_stock',
        'is_sold_individually',
        'min_qty',
        'max_qty',
        'display_price',
        'price_html',
        'availability_html',
      ].sort(),
    );
    expect(record).toMatchObject({
      attributes: { attribute_pa_colour: 'Sage', attribute_pa_size: 'XXL' },
      sku: 'HL-EVERYDAY-SAG-XXL',
      weight: '0.22',
      weight_html: '0.22 kg',
      dimensions: { length: '30', width: '25', height: '2' },
      dimensions_html: '30 × 25 × 2 cm',
      variation_is_visible: true,
      variation_is_active: true,
      is_purchasable: true,
      is_in_stock: true,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: 20,
      display_price: 35,
    });
    expect(Object.keys(record.image).sort()).toEqual(
      [
        'src',
        'srcset',
        'sizes',
        'title',
        'caption',
        'alt',
        'full_src',
        'full_src_w',
        'full_src_h',
        'src_h',
        'src_w',
        'gallery_thumbnail_src',
      ].sort(),
    );
    expect(record.image.full_src_w).toBeGreaterThan(record.image.src_w);
    expect(record.image_id).toEqual(expect.any(Number));
  });

  it.each([
    ['a combination that does not exist', { attribute_pa_colour: 'Sand', attribute_pa_size: 'XS' }],
    ['a partial selection', { attribute_pa_colour: 'Sand' }],
    ['a value the product does not have', { attribute_pa_colour: 'Purple', attribute_pa_size: 'M' }],
  ])('answers false for %s', async (_name, attributes) => {
    const response = await getVariation({ product_id: String(tee), ...attributes });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it('marks unavailable and out-of-stock variations in the record', async () => {
    const hidden = (
      await getVariation({ product_id: String(tee), attribute_pa_colour: 'Rust', attribute_pa_size: 'XXL' })
    ).json();
    const sold = (
      await getVariation({ product_id: String(tee), attribute_pa_colour: 'Black', attribute_pa_size: 'XL' })
    ).json();
    expect(hidden).toMatchObject({ variation_is_visible: false, is_purchasable: false });
    expect(sold).toMatchObject({ is_in_stock: false, availability_html: 'Out of stock' });
  });

  it('refuses an unknown or simple product and a bad product id', async () => {
    const simple = await productId(database, 'espresso-cup');
    expect((await getVariation({ product_id: '999999' })).statusCode).toBe(404);
    expect((await getVariation({ product_id: String(simple) })).statusCode).toBe(404);
    expect((await getVariation({ product_id: '-1' })).statusCode).toBe(400);
  });

  it('lists reviews and stores a new one with a rating', async () => {
    const before = (await new Shopper(app).get(`${API}/products/${mug}/reviews`)).json();
    expect(before.review_count).toBe(3);
    expect(before.average_rating).toBeCloseTo(13 / 3);
    const created = await new Shopper(app).json(`${API}/products/${mug}/reviews`, {
      rating: 4,
      comment: 'Lovely glaze.',
      author: 'Sam',
      email: 'sam@example.com',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toMatchObject({ author: 'Sam', rating: 4, content: 'Lovely glaze.' });
    const after = (await new Shopper(app).get(`${API}/products/${mug}/reviews`)).json();
    expect(after.reviews[0].content).toBe('Lovely glaze.');
  });

  it.each([
    ['no rating', { comment: 'Nice', author: 'Kim', email: 'kim@example.com' }, /select a rating/],
    [
      'an empty rating',
      { rating: '', comment: 'Nice', author: 'Kim', email: 'kim@example.com' },
      /select a rating/,
    ],
    ['a rating of 6', { rating: '6', comment: 'Nice', author: 'Kim', email: 'kim@example.com' }, /rating/],
    ['no comment', { rating: '5', comment: ' ', author: 'Kim', email: 'kim@example.com' }, /comment/],
    ['no email for a guest', { rating: '5', comment: 'Nice', author: 'Kim' }, /email/],
  ])('refuses a review with %s, storing nothing', async (_name, fields, message) => {
    const count = async () =>
      (await database.db.select().from(t.productReviews).where(eq(t.productReviews.productId, mug))).length;
    const before = await count();
    const response = await new Shopper(app).form(
      `${API}/products/${mug}/reviews`,
      fields as Record<string, string>,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('answers 404 for reviews of an unknown product', async () => {
    expect((await new Shopper(app).get(`${API}/products/999999/reviews`)).statusCode).toBe(404);
  });

  it('serves the demo pictures at the size their path names', async () => {
    const response = await new Shopper(app).get('/shop-images/200/600/stoneware-mug-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.body).toContain('width="600"');
    expect((await new Shopper(app).get('/shop-images/999/600/x.svg')).statusCode).toBe(400);
  });
});
