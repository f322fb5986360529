import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, eq, pageOfLeads, shopTables as t, type Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { formBody, testApp } from '../testing.ts';
import { uniqueCouponCode } from './conversion-coupon.ts';

/**
 * A popup with "Unique code per lead" hands each conversion a single-use shop coupon of its own:
 * generated when the conversion is stored, answered with it, the same on every retry.
 */
describe.each(testDatabases())('unique coupons of popup conversions on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let unique: Awaited<ReturnType<typeof createSiteWithLightbox>>;
  let fixed: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database));
    unique = await createSiteWithLightbox(database.db, {
      popup: {
        designProperties: {
          coupon: {
            coupon_type: 'copy_on_click',
            code: 'WELCOME',
            unique: { kind: 'percent', amount: 15, expiry_days: 7, min_spend_cents: 2000 },
          },
        },
      },
    });
    fixed = await createSiteWithLightbox(database.db, {
      popup: { designProperties: { coupon: { coupon_type: 'code', code: 'SAVE10' } } },
    });
  });
  afterAll(() => app.close());

  const convert = (target: typeof unique, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/display/conversion/${target.popup.viewerId}`,
      ...formBody({ poptin_id: target.popup.publicId, client_id: target.site.clientId, ...fields }),
    });
  const couponsOf = (conversionId: string) =>
    database.db
      .select()
      .from(t.shopCoupons)
      .where(eq(t.shopCoupons.conversionId, BigInt(conversionId)));

  it('answers a readable single-use code made from the template, stored with the conversion', async () => {
    const before = Date.now();
    const response = await convert(unique, {
      email: 'ann@example.com',
      conversion_key: `uc-${uniqueSuffix()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { conversion_id, coupon_code } = response.json();
    expect(coupon_code).toMatch(/^WELCOME-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await couponsOf(conversion_id);
    expect(row).toMatchObject({
      siteId: unique.site.id,
      popupId: unique.popup.id,
      code: coupon_code.toLowerCase(),
      kind: 'percent',
      amount: 15,
      minSpendCents: 2000,
      usageLimit: 1,
      usageCount: 0,
    });
    const days = (row!.expiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // The lead shows the code it was handed.
    const leads = await pageOfLeads(
      database.db,
      { accountId: unique.account.id, popupId: unique.popup.id },
      { limit: 10 },
    );
    expect(leads.rows.find((lead) => lead.id.toString() === conversion_id)?.couponCode).toBe(coupon_code);
  });

  it('answers a retried conversion with the same code, stored once, also when the retries race', async () => {
    const key = `retry-${uniqueSuffix()}`;
    const first = (await convert(unique, { email: 'bo@example.com', conversion_key: key })).json();
    const again = (await convert(unique, { email: 'bo@example.com', conversion_key: key })).json();
    expect(again).toEqual(first);
    const racing = `race-${uniqueSuffix()}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => convert(unique, { email: 'cy@example.com', conversion_key: racing })),
    );
    const codes = new Set(answers.map((answer) => answer.json().coupon_code as string));
    expect(codes.size).toBe(1);
    expect(await couponsOf(first.conversion_id)).toHaveLength(1);
    expect(await couponsOf(answers[0]!.json().conversion_id)).toHaveLength(1);
    // Another conversion gets another code.
    const other = (await convert(unique, { email: 'di@example.com' })).json();
    expect(other.coupon_code).not.toBe(first.coupon_code);
  });

  it('hands no code for a popup with a fixed code; its lead shows the fixed code', async () => {
    const response = await convert(fixed, { email: 'ed@example.com', coupon: 'SAVE10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('coupon_code');
    expect(await couponsOf(response.json().conversion_id)).toHaveLength(0);
    const leads = await pageOfLeads(database.db, { accountId: fixed.account.id }, { limit: 10 });
    expect(leads.rows[0]?.couponCode).toBe('SAVE10');
  });

  it('makes codes of the prefix and 8 random base-32 characters', () => {
    const codes = new Set(Array.from({ length: 200 }, () => uniqueCouponCode('Spring_26')));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^spring_26-[0-9a-hjkmnp-tv-z]{8}$/);
    expect(uniqueCouponCode('no spaces!')).toMatch(/^coupon-/);
  });
});
