import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { uniqueSuffix } from '@hookline/db/testing';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** "Lost your password?": from the login form to a new password, the link read in the local outbox. */
describe('shop: lost password', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  const hydrated = (page: Page) =>
    page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });

  /** A customer registered through the API, with `password`. */
  const register = async (password: string) => {
    const email = `lost-${uniqueSuffix()}@example.com`;
    const response = await fetch(`${stack.origin}/api/shop/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
      body: JSON.stringify({ email, password, name: 'Lena' }),
    });
    expect(response.status).toBe(201);
    return email;
  };

  test('my account → Lost your password? → the outbox → the link → a new password, logged in', async () => {
    const email = await register('the old password');
    const context = await shopperContext(browser);
    const page = await context.newPage();
    await page.goto(`${stack.origin}/my-account`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/my-account/lost-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByRole('status').getByText('If an account exists for that email').waitFor();

    await page.goto(`${stack.origin}/dev/outbox`);
    const mail = page.locator('article', { hasText: `To ${email}` });
    expect(await mail.getByRole('heading').textContent()).toBe('Reset your password at Hookline Supply Co.');
    await mail.getByRole('link').click();
    await hydrated(page);
    // The key went into a cookie: the page's address, which the pixel reports, no longer has it.
    expect(new URL(page.url()).pathname).toBe('/my-account/reset-password');
    await page.getByLabel('New password').fill('a brand new password');
    await Promise.all([
      page.waitForURL(`${stack.origin}/my-account`),
      page.getByRole('button', { name: 'Save password and log in' }).click(),
    ]);
    await page.getByText('Your password has been changed. You are logged in.').waitFor();
    await page.getByText('Hello Lena').waitFor();

    // The link was for one use: opened again, it says so and offers a new one.
    await page.goto(`${stack.origin}/dev/outbox`);
    await page
      .locator('article', { hasText: `To ${email}` })
      .getByRole('link')
      .click();
    await hydrated(page);
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await page.getByText('This password reset link is invalid, has expired, or was already used.').waitFor();
    expect(await page.getByRole('link', { name: 'Email me a new link' }).getAttribute('href')).toBe(
      '/my-account/lost-password',
    );
    await context.close();
  });

  test('an unknown email gets the same answer; on a phone the form is big enough to touch and read', async () => {
    const context = await shopperContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${stack.origin}/my-account/lost-password`);
    await hydrated(page);
    const sizes = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const form = document.querySelector('.password-reset')!;
      const texts = [...form.querySelectorAll('h1, p, label, input, button, a')].map((element) =>
        parseFloat(getComputedStyle(element).fontSize),
      );
      return {
        input: box('#reset-email').height,
        button: box('.password-reset button[type="submit"]').height,
        back: box('.password-reset-back a').height,
        smallestText: Math.min(...texts),
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    expect(sizes.input).toBeGreaterThanOrEqual(44);
    expect(sizes.button).toBeGreaterThanOrEqual(44);
    expect(sizes.back).toBeGreaterThanOrEqual(44);
    expect(sizes.smallestText).toBeGreaterThanOrEqual(16);
    expect(sizes.scrollWidth).toBeLessThanOrEqual(390);

    await page.getByLabel('Email address').fill(`nobody-${uniqueSuffix()}@example.com`);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByRole('status').getByText('If an account exists for that email').waitFor();
    await context.close();
  });
});
