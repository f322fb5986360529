import { beforeAll, expect, it } from 'vitest';
import { addPopup, tables } from '@hookline/db';
import { adminSuite } from './testing.ts';

/**
 * Issue 11: a lead without a field another lead has, named like an Object.prototype member, got
 * `function Object() { [native code] }` in that column of the CSV. A missing field is an empty cell.
 */
adminSuite('leads CSV with fields named like object members', (suite) => {
  let popupId = '';

  beforeAll(async () => {
    const popup = await addPopup(suite.database.db, suite.owner, {
      name: 'Prototype names',
      type: 'lightbox',
      status: 'active',
      width: 600,
      height: 400,
      content: suite.owner.popup.content,
    });
    popupId = popup.publicId;
    const lead = (createdAt: string, fields: Record<string, string>) => ({
      siteId: suite.owner.site.id,
      popupId: popup.id,
      createdAt: new Date(createdAt),
      email: fields.email ?? null,
      fields,
      payload: {},
    });
    await suite.database.db.insert(tables.conversions).values([
      lead('2025-05-01T10:00:00Z', {
        email: 'full@example.com',
        constructor: 'c',
        toString: 't',
        hasOwnProperty: 'h',
        __proto__x: 'p',
      }),
      lead('2025-05-02T10:00:00Z', { email: 'bare@example.com' }),
    ]);
  });

  it('leaves the cells of fields a lead lacks empty', async () => {
    const response = await suite.get(`/api/admin/leads.csv?popup=${popupId}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual([
      'lead_id',
      'created_at',
      'popup_id',
      'popup_name',
      'email',
      '__proto__x',
      'constructor',
      'hasOwnProperty',
      'toString',
      'store_integration',
      'store_integration_customer_id',
      'coupon_code',
    ]);
    const byEmail = new Map(rows.map((row) => [row[4], row.slice(5)]));
    expect(byEmail.get('full@example.com')).toEqual(['p', 'c', 'h', 't', '', '', '']);
    expect(byEmail.get('bare@example.com')).toEqual(['', '', '', '', '', '', '']);
    expect(response.body).not.toContain('native code');
  });
});
