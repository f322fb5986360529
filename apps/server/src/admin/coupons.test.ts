import { expect, it } from 'vitest';
import { ZAdminCoupon, ZAdminCouponList } from '@hookline/schema';
import { adminSuite } from './testing.ts';

adminSuite('admin shop coupons', (suite) => {
  const base = () => `/api/admin/sites/${suite.owner.site.clientId}/coupons`;

  it('creates, lists and deletes a site’s coupons; codes are unique per site, case-insensitively', async () => {
    const created = await suite.call('POST', base(), {
      code: 'Spring10',
      kind: 'percent',
      amount: 10,
      expires_at: '2030-01-01T00:00:00Z',
      min_spend_cents: 2000,
      usage_limit: 100,
      usage_limit_per_customer: 1,
    });
    expect(created.statusCode).toBe(201);
    const coupon = ZAdminCoupon.parse(created.json());
    expect(coupon).toMatchObject({ code: 'spring10', usage_count: 0, usage_limit_per_customer: 1 });
    const again = await suite.call('POST', base(), { code: 'SPRING10', kind: 'fixed_cart', amount: 500 });
    expect(again.statusCode).toBe(409);
    const list = ZAdminCouponList.parse((await suite.get(base())).json());
    expect(list.coupons.map((c) => c.code)).toContain('spring10');
    expect((await suite.call('DELETE', `${base()}/${coupon.id}`)).statusCode).toBe(204);
    expect((await suite.call('DELETE', `${base()}/${coupon.id}`)).statusCode).toBe(404);
  });

  it('refuses bad coupons with a message', async () => {
    for (const body of [
      { code: 'x y', kind: 'percent', amount: 10 },
      { code: 'big', kind: 'percent', amount: 150 },
      { code: 'zero', kind: 'fixed_cart', amount: 0 },
      { code: 'when', kind: 'percent', amount: 5, expires_at: 'tomorrow' },
    ]) {
      const response = await suite.call('POST', base(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('never shows or changes another account’s coupons', async () => {
    const theirs = `/api/admin/sites/${suite.other.site.clientId}/coupons`;
    expect((await suite.get(theirs)).statusCode).toBe(404);
    expect((await suite.call('POST', theirs, { code: 'mine', kind: 'percent', amount: 5 })).statusCode).toBe(
      404,
    );
    const own = ZAdminCoupon.parse(
      (await suite.call('POST', base(), { code: 'owned', kind: 'percent', amount: 5 })).json(),
    );
    const sneaky = await suite.call('DELETE', `${theirs}/${own.id}`);
    expect(sneaky.statusCode).toBe(404);
    const foreignPopup = await suite.call('POST', base(), {
      code: 'popupx',
      kind: 'percent',
      amount: 5,
      popup_id: suite.other.popup.id,
    });
    expect(foreignPopup.statusCode).toBe(404);
  });
});
