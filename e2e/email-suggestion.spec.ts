import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { emailField, formContent, openPopup, popupPage } from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/** The email field's "Did you mean ...?" (spec section 5, check-typos), on a third-party page with the plain snippet. */
describe.concurrent('email suggestion', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  test('suggests nothing while the domain is being typed, and a fix for a complete misspelt address', async () => {
    const { url } = await popupPage(stack, host, {
      content: formContent([emailField({ email_validation: 'check-typos' })]),
    });
    const { context, page, dialog } = await openPopup(browser, url);
    const email = dialog.locator('input[name="email"]');
    const suggestion = dialog.locator('button.hl-suggestion');

    // A complete misspelt address: the suggestion shows (and the suggestion chunk is loaded from here on).
    await email.type('carl@gmial.com');
    expect(await suggestion.textContent()).toBe('Did you mean carl@gmail.com?');

    // Typing a new address letter by letter: no suggestion at any step while the domain is unfinished.
    await email.fill('');
    for (const letter of 'carl@gm') {
      await email.press(letter);
      expect(await suggestion.count(), `after ${await email.inputValue()}`).toBe(0);
    }
    // Tab leaves the field as typed.
    await page.keyboard.press('Tab');
    expect(await email.inputValue()).toBe('carl@gm');

    // Finishing the misspelt address brings the suggestion back, and Tab takes it.
    await email.focus();
    await email.press('End');
    await email.type('ial.com');
    expect(await suggestion.textContent()).toBe('Did you mean carl@gmail.com?');
    await page.keyboard.press('Tab');
    expect(await email.inputValue()).toBe('carl@gmail.com');
    await context.close();
  });
});
