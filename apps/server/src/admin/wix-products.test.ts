import { expect, it } from 'vitest';
import { tables } from '@hookline/db';
import { ZAdminLeadPage, ZAdminWixProductPage } from '@hookline/schema';
import { adminSuite } from './testing.ts';

adminSuite('Wix product saves and store fields', (suite) => {
  const save = (body: unknown, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: '/wix/save-ordered-products',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  const products = (query = '') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/admin/wix-products${query}`,
      headers: { cookie: suite.cookie },
    });
  const browsed = (clientId: string, name: string) => ({
    client_id: clientId,
    customer_id: 'member-4471',
    products: [{ product_id: 'c1f2', product_name: name, category: 'Mugs' }],
    source_table: 'browse_abandonment',
  });

  it('stores a member’s browsed products and shows them to the site’s owner only', async () => {
    expect((await save(browsed(suite.owner.site.clientId, 'Blue mug'))).statusCode).toBe(200);
    expect((await save(browsed(suite.other.site.clientId, 'Secret mug'))).statusCode).toBe(200);
    const page = ZAdminWixProductPage.parse((await products(`?site=${suite.owner.site.clientId}`)).json());
    expect(page.rows).toEqual([
      expect.objectContaining({
        client_id: suite.owner.site.clientId,
        customer_id: 'member-4471',
        product_id: 'c1f2',
        product_name: 'Blue mug',
        category: 'Mugs',
        source_table: 'browse_abandonment',
      }),
    ]);
    const all = ZAdminWixProductPage.parse((await products()).json());
    expect(all.rows.map((row) => row.product_name)).not.toContain('Secret mug');
    expect((await products(`?site=${suite.other.site.clientId}`)).statusCode).toBe(404);
  });

  it.each([
    ['no customer id', { customer_id: '' }],
    ['no products', { products: [] }],
    ['a product without a name', { products: [{ product_id: 'c1f2', product_name: ' ' }] }],
    ['an unknown source table', { source_table: 'wishlist' }],
    ['an unknown key', { extra: 1 }],
  ])('refuses a save with %s (400, with a message)', async (_, change) => {
    const response = await save({ ...browsed(suite.owner.site.clientId, 'Blue mug'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('refuses an unknown client (404) and a page of another site (403)', async () => {
    expect((await save(browsed('zzzzzzzzzzzzz', 'Blue mug'))).statusCode).toBe(404);
    const foreign = await save(browsed(suite.owner.site.clientId, 'Blue mug'), {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('gives each lead the store it converted on, in the table and the CSV', async () => {
    await suite.database.db.insert(tables.conversions).values({
      siteId: suite.owner.site.id,
      popupId: suite.owner.popup.id,
      email: 'shopper@example.com',
      fields: { email: 'shopper@example.com' },
      payload: { store_integration: 'shopify', store_integration_customer_id: '4471' },
    });
    const leads = await suite.app.inject({
      method: 'GET',
      url: `/api/admin/leads?q=shopper`,
      headers: { cookie: suite.cookie },
    });
    expect(ZAdminLeadPage.parse(leads.json()).rows[0]).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: '4471',
    });
    const csv = await suite.app.inject({
      method: 'GET',
      url: `/api/admin/leads.csv?q=shopper`,
      headers: { cookie: suite.cookie },
    });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = header!.split(',');
    const cells = row!.split(',');
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect([cell('store_integration'), cell('store_integration_customer_id')]).toEqual(['shopify', '4471']);
  });
});
