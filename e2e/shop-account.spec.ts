import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shopTables as t, desc } from '@hookline/db';
import { uniqueSuffix } from '@hookline/db/testing';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** Accounts and checkout: register, log in with the password toggle, order with attribution. */
describe('shop: account and checkout', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  const open = async (context: BrowserContext, path: string): Promise<Page> => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
    const response = await page.goto(`${stack.origin}${path}`);
    if (response?.status() !== 200)
      throw new Error(`${path} answered ${response?.status()}: ${await response?.text()}`);
    await page
      .locator('html[data-shop-hydrated]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch((error: Error) => {
        throw new Error(`${path} did not hydrate: ${problems.join('; ') || error.message}`);
      });
    return page;
  };

  test('registers, logs out, and logs in again with the password toggle; Enter in the password does not submit', async () => {
    const context = await shopperContext(browser);
    const page = await open(context, '/my-account');
    const email = `e2e-${uniqueSuffix()}@example.com`;
    const register = page.locator('form.account-form', { hasText: 'Register' });
    await register.locator('#reg-name').fill('Ines');
    await register.locator('#reg-email').fill(email);
    await register.locator('#reg-password').fill('a good password');
    await Promise.all([
      page.waitForEvent('load'),
      register.getByRole('button', { name: 'Register' }).click(),
    ]);
    await page.getByText('Hello Ines').waitFor();
    await Promise.all([page.waitForEvent('load'), page.locator('a.logout').click()]);

    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    const login = page.locator('form.account-form', { hasText: 'Login' });
    await login.locator('#login-email').fill(email);
    const password = login.locator('#login-password');
    await password.fill('a good password');
    const toggle = login.getByRole('button', { name: 'Show password' });
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await login.getByRole('button', { name: 'Hide password' }).count()).toBe(1);
    await login.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    let submitted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/customer/login')) submitted = true;
    });
    // A submit is an event on the form, fired (and its login request started) while the page
    // handles the key: once `press` is done, the page has said whether there was one.
    await login.evaluate((form) => {
      form.addEventListener('submit', () => form.setAttribute('data-test-submitted', ''), { capture: true });
    });
    await password.press('Enter');
    expect(await login.getAttribute('data-test-submitted')).toBeNull();
    expect(submitted).toBe(false);

    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
    await page.getByText('Hello Ines').waitFor();
    await context.close();
  });

  test('checks out with attribution from a utm landing page, and the order shows in my account', async () => {
    const context = await shopperContext(browser);
    const landing = await open(
      context,
      '/shop?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&utm_content=hero',
    );
    const current = (await context.cookies()).find((c) => c.name === 'sbjs_current');
    expect(decodeURIComponent(current!.value)).toContain(
      'typ=utm|||src=newsletter|||mdm=email|||cmp=spring-sale',
    );
    const expiry = current!.expires * 1000 - Date.now();
    expect(expiry / 86_400_000).toBeGreaterThan(179);
    expect(expiry / 86_400_000).toBeLessThan(181);
    const session = (await context.cookies()).find((c) => c.name === 'sbjs_session');
    expect((session!.expires * 1000 - Date.now()) / 60_000).toBeCloseTo(30, 0);

    const email = `buyer-${uniqueSuffix()}@example.com`;
    await context.request.post(`${stack.origin}/api/shop/customer/register`, {
      headers: { 'x-hookline-request': '1' },
      data: { email, password: 'a good password', name: 'Buyer' },
    });
    const product = await open(context, '/product/oak-trivet');
    await product.locator('.single_add_to_cart_button').click();
    await product.locator('.single_add_to_cart_button.added').waitFor();
    await landing.close();

    const page = await open(context, '/checkout');
    expect(await page.locator('input[name="wc_order_attribution_utm_source"]').inputValue()).toBe(
      'newsletter',
    );
    expect(await page.locator('input[name="wc_order_attribution_source_type"]').inputValue()).toBe('utm');
    expect(Number(await page.locator('input[name="wc_order_attribution_session_pages"]').inputValue())).toBe(
      3,
    );
    for (const [name, value] of [
      ['billing_first_name', 'Bea'],
      ['billing_last_name', 'Uyer'],
      ['billing_address_1', '2 High St'],
      ['billing_city', 'York'],
      ['billing_postcode', 'YO1 1AA'],
    ]) {
      await page.locator(`#${name}`).fill(value!);
    }
    await page.locator('#billing_country').selectOption('GB');
    expect(await page.locator('#billing_email').inputValue()).toBe(email);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\//);
    await page.locator('.thankyou').waitFor();
    expect(await page.locator('.cart-count').textContent()).toBe('0');

    const [order] = await stack.database.db.select().from(t.orders).orderBy(desc(t.orders.id)).limit(1);
    expect(order!.email).toBe(email);
    expect(order!.attribution).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-sale',
      utm_content: 'hero',
      session_count: '1',
    });
    expect(order!.attribution.session_entry).toContain('utm_source=newsletter');

    const account = await open(context, '/my-account');
    expect(await account.locator('table.orders').textContent()).toContain('Oak Trivet × 1');
    await context.close();
  });

  test('clears the attribution cookies when the visitor does not allow tracking', async () => {
    const context = await shopperContext(browser);
    const page = await open(context, '/shop?utm_source=ads');
    expect((await context.cookies()).some((c) => c.name === 'sbjs_current')).toBe(true);
    await page.evaluate(() =>
      (
        window as unknown as { HooklineShop: { setTrackingAllowed(a: boolean): void } }
      ).HooklineShop.setTrackingAllowed(false),
    );
    expect((await context.cookies()).some((c) => c.name.startsWith('sbjs_'))).toBe(false);
    await page.reload();
    expect((await context.cookies()).some((c) => c.name.startsWith('sbjs_'))).toBe(false);
    await context.close();
  });
});
