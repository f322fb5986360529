import { describe, expect, it } from 'vitest';
import { eq, findProduct, listSiteCoupons, tables } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { pageRulesAllow } from '@hookline/rules';
import { ZTargeting } from '@hookline/schema';
import { addToCart, applyCoupon, loadCart, shopSiteId } from '@hookline/shop/services';
import { verifyPassword } from '../auth/password.ts';
import { DEMO_CLIENT_ID, DEMO_LOGIN, seedDemo } from './demo.ts';

describe.each(testDatabases())('the demo seed on $name', ({ open }) => {
  it('keeps the welcome popup off the cart and every checkout step', async () => {
    const { db } = await open();
    await seedDemo(db);
    const [popup] = await db
      .select({ rules: tables.popups.displayRules })
      .from(tables.popups)
      .innerJoin(tables.sites, eq(tables.sites.id, tables.popups.siteId))
      .where(eq(tables.sites.clientId, 'hooklinedemo1'));
    const { pages } = ZTargeting.parse(popup?.rules.targeting);
    const shownOn = (path: string) => pageRulesAllow(pages!, `http://localhost:3000${path}`);
    expect(['/', '/product/mug', '/shop?page=2'].map(shownOn)).toEqual([true, true, true]);
    expect(['/cart', '/cart/', '/checkout', '/checkout/pay'].map(shownOn)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // The whole demo is seeded here (catalogue, media, the Journal and Lookbook, pages): slow on PGlite.
  }, 90_000);
});

it.each(testDatabases().map((d) => [d.name, d] as const))(
  'seeds the demo welcome lightbox from the gallery template (%s)',
  async (_name, database) => {
    const { db } = await database.open();
    await seedDemo(db);
    const [site] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
    const [welcome] = await db.select().from(tables.popups).where(eq(tables.popups.siteId, site!.id));
    expect(welcome).toMatchObject({
      name: 'Welcome offer',
      type: 'lightbox',
      status: 'active',
      triggers: { seconds_on_page: 3 },
      // At most once a visit, never again after a conversion, never over the cart's confirmation.
      displayRules: {
        d_f_r: 'all@display_everytime_everypage_1',
        stop_showing_to_converted_users: true,
        js_filter: {
          display_if_specific_js_active: true,
          js_name_pair: ['exact::HooklineShop.cartConfirmationShown'],
          js_value_pair: ['equals::true'],
          js_show_pair: ['dont_show'],
        },
      },
      // The thank-you screen closes by itself after 5 s and shows the promised code, copied on click.
      designProperties: {
        poptin_design_thank_screen: true,
        poptin_design_thank_screen_auto_close: true,
        poptin_design_thank_screen_auto_close_sec: 5,
        coupon: { coupon_type: 'copy_on_click', code: 'WELCOME10' },
      },
    });
    expect(welcome!.content.thank_you?.blocks).toContainEqual({ type: 'coupon', code: 'WELCOME10' });
    expect(welcome!.designProperties.look).toMatchObject({ font: 'poppins' });
  },
);

it.each(testDatabases().map((d) => [d.name, d] as const))(
  'makes the code the welcome popup promises one the demo shop takes: 10% off, once per customer (%s)',
  async (_name, database) => {
    const { db } = await database.open();
    await seedDemo(db);
    // Seeding again (every `npm start`) keeps one coupon.
    await seedDemo(db);
    const pricing = {
      siteId: await shopSiteId(db, DEMO_CLIENT_ID),
      shipping: { flatRateCents: 500, freeOverCents: 5000 },
      now: () => new Date(),
    };
    const espresso = await findProduct(db, { slug: 'espresso-cup' });
    const cart = 'demo-welcome-cart';
    await addToCart(db, cart, {
      productId: espresso!.product.id,
      variationId: undefined,
      quantity: 2,
      attributes: {},
    });
    await applyCoupon(db, cart, pricing, 'WELCOME10', null);
    const { totals } = await loadCart(db, cart, pricing);
    expect(totals).toMatchObject({
      subtotalCents: 3200,
      discountCents: 320,
      coupons: [{ code: 'welcome10' }],
    });
    const rows = (await listSiteCoupons(db, pricing.siteId!)).filter((c) => c.code === 'welcome10');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ usageLimitPerCustomer: 1, popupId: expect.any(String) });
  },
  90_000,
);

it.each(testDatabases().map((d) => [d.name, d] as const))(
  'gives a demo site made without its owner the demo login (%s)',
  async (_name, database) => {
    const { db } = await database.open();
    await seedDemo(db);
    // As a test or an owner leaves it: the demo site is there, its login is not.
    await db.delete(tables.users).where(eq(tables.users.email, DEMO_LOGIN.email));
    const [site] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
    await seedDemo(db);
    const [owner] = await db.select().from(tables.users).where(eq(tables.users.email, DEMO_LOGIN.email));
    expect(owner?.accountId).toBe(site!.accountId);
    expect(await verifyPassword(DEMO_LOGIN.password, owner!.passwordHash)).toBe(true);
  },
  90_000,
);

it.each(testDatabases().map((d) => [d.name, d] as const))(
  'brings a welcome popup seeded before the visit and confirmation rules up to them, once (%s)',
  async (_name, database) => {
    const { db } = await database.open();
    await seedDemo(db);
    const [site] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
    const rulesNow = async () =>
      (await db.select().from(tables.popups).where(eq(tables.popups.siteId, site!.id)))[0]!.displayRules;
    // As an older demo had it: on every page until closed.
    await db
      .update(tables.popups)
      .set({ displayRules: { d_f_r: 'all@display_everytime_everypage' } })
      .where(eq(tables.popups.siteId, site!.id));
    await seedDemo(db);
    expect(await rulesNow()).toMatchObject({
      d_f_r: 'all@display_everytime_everypage_1',
      js_filter: { js_name_pair: ['exact::HooklineShop.cartConfirmationShown'] },
    });
    // An owner who changed the frequency since keeps it.
    const owners = { ...(await rulesNow()), d_f_r: 'all@display_once' };
    await db.update(tables.popups).set({ displayRules: owners }).where(eq(tables.popups.siteId, site!.id));
    await seedDemo(db);
    expect((await rulesNow()).d_f_r).toBe('all@display_once');
  },
  90_000,
);
