import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { addPopup, and, eq, inArray, shopTables, siteIdOfClient, tables, type Database } from '@hookline/db';
import { emailFormContent } from '@hookline/schema';
import {
  hashPassword,
  OWNER_PASSWORD,
  seedCatalog,
  DEMO_CLIENT_ID,
  seedDemo,
} from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { eventually, type Stack } from './support/stack.ts';

/**
 * Issue 13's journey: a visitor converts on a popup on the shop and is handed a unique coupon code,
 * uses it at checkout (under another email: the order is attributed by the pixel's visitor id),
 * and the site owner sees the popup's attributed order and revenue, and the lead that ordered.
 */
describe('shop: a popup’s unique coupon, used at checkout, shows as attributed revenue', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  /** The shop's pixel site (the demo site) with only this journey's popup active; undoes it after. */
  async function demoSiteWithCouponPopup(db: Database['db']) {
    // The whole demo (its owner too): other journeys of this worker log in as the demo owner.
    await seedDemo(db);
    const siteId = (await siteIdOfClient(db, DEMO_CLIENT_ID))!;
    const [site] = await db.select().from(tables.sites).where(eq(tables.sites.id, siteId));
    const [account] = await db.select().from(tables.accounts).where(eq(tables.accounts.id, site!.accountId));
    const active = await db
      .update(tables.popups)
      .set({ status: 'paused' })
      .where(and(eq(tables.popups.siteId, siteId), eq(tables.popups.status, 'active')))
      .returning({ id: tables.popups.id });
    const content = emailFormContent('Get 10% off your first order');
    content.thank_you = {
      blocks: [
        { type: 'heading', text: 'Here is your code', level: 2 },
        { type: 'coupon', code: '{{coupon_code}}' },
      ],
    };
    const popup = await addPopup(
      db,
      { account: account!, site: site! },
      {
        name: `Welcome coupon ${Date.now().toString(36)}`,
        status: 'paused',
        triggers: { seconds_on_page: 0 },
        // As a welcome offer is set up: once the visitor has a code, it does not come back over the
        // cart and the checkout (on a slow machine it would cover "Place order").
        displayRules: { stop_showing_to_converted_users: true },
        content,
      },
    );
    const email = `owner-${Date.now().toString(36)}@example.com`;
    await db
      .insert(tables.users)
      .values({ accountId: account!.id, email, passwordHash: await hashPassword(OWNER_PASSWORD) });
    await stack.ctx.sites.changed(DEMO_CLIENT_ID);
    const restore = async () => {
      await db.update(tables.popups).set({ status: 'paused' }).where(eq(tables.popups.id, popup.id));
      if (active.length > 0)
        await db
          .update(tables.popups)
          .set({ status: 'active' })
          .where(
            inArray(
              tables.popups.id,
              active.map((p) => p.id),
            ),
          );
      await stack.ctx.sites.changed(DEMO_CLIENT_ID);
    };
    return { popup, email, restore };
  }

  test('converts, gets a unique code, uses it at checkout, and the dashboard shows the order', async () => {
    const db = stack.database.db;
    const { popup, email: ownerEmail, restore } = await demoSiteWithCouponPopup(db);
    try {
      // The owner turns on "Unique code per lead" in the popup's coupon settings and activates it.
      const dashboard = await (await browser.newContext()).newPage();
      await dashboard.goto(
        `${stack.origin}/app/login?next=${encodeURIComponent(`/popups/${popup.publicId}/edit`)}`,
      );
      await dashboard.getByLabel('Email').fill(ownerEmail);
      await dashboard.getByLabel('Password').fill(OWNER_PASSWORD);
      await dashboard.getByRole('button', { name: 'Log in' }).click();
      await dashboard.getByRole('tab', { name: 'Design' }).click();
      const settings = dashboard.locator('fieldset', {
        has: dashboard.locator('legend', { hasText: /^Coupon$/ }),
      });
      await settings.getByLabel('Coupon', { exact: true }).selectOption('copy_on_click');
      await settings.getByLabel('Unique code per lead').check();
      await settings.getByLabel('Code prefix').fill('WELCOME');
      await settings.getByLabel('Discount').selectOption('percent');
      await settings.getByLabel('Amount').fill('10');
      await settings.getByText('Each lead gets a single-use code “WELCOME-…” (10% off).').waitFor();
      await dashboard.getByRole('button', { name: 'Save and activate' }).click();
      await dashboard.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      const stored = async () =>
        (await db.select().from(tables.popups).where(eq(tables.popups.id, popup.id)))[0]!;
      // "All changes saved" may be the autosave's: the activation is stored a moment later.
      const saved = await eventually(async () => {
        const row = await stored();
        return row.status === 'active' ? row : undefined;
      }, 15_000);
      expect(saved).toMatchObject({
        status: 'active',
        designProperties: {
          coupon: {
            coupon_type: 'copy_on_click',
            code: 'WELCOME',
            unique: { kind: 'percent', amount: 10, expiry_days: 30 },
          },
        },
      });

      const context = await browser.newContext();
      const shop = await context.newPage();
      await shop.goto(`${stack.origin}/product/serving-platter`);
      await shop.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });

      // The popup: the visitor leaves an email and is handed a code of their own.
      const lead = `lead-${Date.now().toString(36)}@example.com`;
      const dialog = shop.locator(`[data-hookline-popup="${popup.publicId}"] [role="dialog"]`);
      await dialog.locator('input[name="email"]').fill(lead);
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('h2', { hasText: 'Here is your code' }).waitFor();
      const coupon = dialog.locator('.hl-coupon');
      await coupon.waitFor();
      const code = (await coupon.textContent())!;
      expect(code).toMatch(/^WELCOME-[0-9A-Z]{8}$/);
      await dialog.locator('button[aria-label="Close"]').click();
      await dialog.waitFor({ state: 'detached' });

      // The shop takes the code: 10% off the $68.00 platter.
      await shop.locator('.single_add_to_cart_button').click();
      await shop.locator('.cart-count', { hasText: '1' }).first().waitFor();
      await shop.goto(`${stack.origin}/cart`);
      await shop.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
      await shop.locator('#coupon_code').fill(code.toLowerCase());
      await shop.locator('button', { hasText: 'Apply coupon' }).click();
      await shop.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
      expect(await shop.locator('.order-total-amount').textContent()).toBe('$61.20');

      // Checked out under another email: the order is the same browser's, so it is the popup's.
      await shop.goto(`${stack.origin}/checkout`);
      await shop.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
      for (const [name, value] of [
        ['billing_first_name', 'Lee'],
        ['billing_last_name', 'Buyer'],
        ['billing_email', `buyer-${Date.now().toString(36)}@example.com`],
        ['billing_address_1', '5 Canal St'],
        ['billing_city', 'Leeds'],
        ['billing_postcode', 'LS1 1AA'],
      ] as const)
        await shop.locator(`#${name}`).fill(value);
      await shop.locator('#billing_country').selectOption('GB');
      await shop.locator('#place_order').click();
      await shop.waitForURL(/\/checkout\/order-received\/\d+\?key=wc_order_/);
      expect(await shop.locator('.order_details_table').textContent()).toContain(
        `Coupon: ${code.toLowerCase()}`,
      );
      expect(await shop.locator('.order-total').textContent()).toBe('$61.20');

      // The code is spent: another shopper cannot use it.
      const other = await (await browser.newContext()).newPage();
      await other.goto(`${stack.origin}/shop?add-to-cart=${await platterId(stack.database)}`);
      await other.goto(`${stack.origin}/cart`);
      await other.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
      await other.locator('#coupon_code').fill(code);
      await other.locator('button', { hasText: 'Apply coupon' }).click();
      await other
        .locator('.woocommerce-error', { hasText: 'Coupon usage limit has been reached.' })
        .waitFor();

      // The owner's dashboard: the popup's order and revenue, and the lead with its code, ordered.
      await dashboard.goto(`${stack.origin}/app/popups/${popup.publicId}/results`);
      await dashboard.locator('[data-testid="attributed-orders"]', { hasText: '1' }).waitFor();
      expect(await dashboard.locator('[data-testid="attributed-revenue"]').textContent()).toBe('$61.20');
      await dashboard.goto(`${stack.origin}/app/sites/${DEMO_CLIENT_ID}`);
      const row = dashboard.locator('table[aria-label="Leads"] tbody tr', { hasText: lead });
      await row.waitFor();
      expect(await row.locator('.lead-coupon').textContent()).toBe(code);
      expect(await row.locator('.lead-ordered').textContent()).toBe('1 order, $61.20');
    } finally {
      await restore();
    }
  });

  async function platterId(database: Database) {
    const [row] = await database.db
      .select({ id: shopTables.products.id })
      .from(shopTables.products)
      .where(eq(shopTables.products.slug, 'serving-platter'));
    return row!.id;
  }
});
