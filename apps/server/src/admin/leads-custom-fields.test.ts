import { beforeAll, expect, it } from 'vitest';
import { ZAdminLeadPage } from '@hookline/schema';
import { adminSuite } from './testing.ts';

/** A conversion's custom field answers (`newExtraFields`), as the owner reads them back. */
adminSuite('custom field answers in the leads API and the CSV', (suite) => {
  beforeAll(async () => {
    const response = await suite.convert({
      email: 'sizes@example.com',
      newExtraFields: JSON.stringify([
        { id: 'a', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' },
        { id: 'b', type: 'custom', name: 'shoe_size', placeholder: 'Friend', value: '38' },
      ]),
      conversion_key: 'conv-custom-fields-1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('lists each answer among the lead’s fields', async () => {
    const response = await suite.get(`/api/admin/leads?site=${suite.owner.site.clientId}`);
    const page = ZAdminLeadPage.parse(response.json());
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.fields).toEqual({ email: 'sizes@example.com', shoe_size: '42', custom_2: '38' });
  });

  it('exports each answer in a column of its own', async () => {
    const response = await suite.get(`/api/admin/leads.csv?site=${suite.owner.site.clientId}`);
    const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'lead_id,created_at,popup_id,popup_name,email,custom_2,shoe_size,store_integration,store_integration_customer_id,coupon_code',
    );
    expect(row?.split(',').slice(4)).toEqual(['sizes@example.com', '38', '42', '', '', '']);
  });
});
